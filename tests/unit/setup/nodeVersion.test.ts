import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'espree';
import { describe, expect, test } from 'vitest';

const SCRIPT = join(import.meta.dirname, '../../../scripts/check-node.cjs');
const { nodeProblem } = createRequire(import.meta.url)(SCRIPT) as { nodeProblem: (version: string) => string | null };

/** Runs the preinstall check as npm does, on this Node made to report another version. */
function preinstallOn(version: string) {
  const fake = join(mkdtempSync(join(tmpdir(), 'node-version-')), 'fake.cjs');
  writeFileSync(fake, `Object.defineProperty(process, 'version', { value: ${JSON.stringify(version)} });\n`);
  return spawnSync(process.execPath, ['--require', fake, SCRIPT], { encoding: 'utf8' });
}

describe.each(['v22.12.0', 'v22.20.1', 'v24.0.0', 'v26.1.0'])('Node %s', (version) => {
  test('is supported: the install goes on', () => {
    expect(nodeProblem(version)).toBeNull();
    const run = preinstallOn(version);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
  });
});

describe.each(['v20.20.2', 'v22.11.0', 'v18.19.0', 'v16.20.2'])('Node %s', (version) => {
  test('stops the install with one message: found, needed, and three ways to get Node 24', () => {
    const run = preinstallOn(version);
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr.trim()).toBe(nodeProblem(version));
    expect(run.stderr).toContain(`this is Node ${version}.`);
    expect(run.stderr).toContain('needs Node 22.12 or newer');
    expect(run.stderr).toMatch(/nvm install && nvm use/);
    expect(run.stderr).toMatch(/npm install --prefix ~\/\.cache\/node24 node@24/);
    expect(run.stderr).toMatch(/system package manager/);
  });
});

test('the check itself parses as ES5, so any Node old enough to need it can run it', () => {
  expect(() => parse(readFileSync(SCRIPT, 'utf8'), { ecmaVersion: 5, sourceType: 'script' })).not.toThrow();
});
