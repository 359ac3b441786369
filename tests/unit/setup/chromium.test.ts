import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { findChromium, NoBrowserError } from '../../../scripts/chromium.mjs';

const ROOT = join(import.meta.dirname, '../../..');
const scratch = mkdtempSync(join(tmpdir(), 'chromium-'));
/** No browser and no network: Playwright's own is looked for here, and not downloaded. */
const NOTHING = { PLAYWRIGHT_BROWSERS_PATH: join(scratch, 'none'), PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

function fakeBrowser(dir: string, name: string): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name);
  writeFileSync(path, '#!/bin/sh\n');
  chmodSync(path, 0o755);
  return path;
}

test('CHROMIUM_PATH comes first', () => {
  const path = fakeBrowser(join(scratch, 'configured'), 'my-chrome');
  const onPath = fakeBrowser(join(scratch, 'bin'), 'chromium');
  expect(findChromium({ env: { CHROMIUM_PATH: path, PATH: join(scratch, 'bin'), ...NOTHING } })).toBe(path);
  expect(onPath).not.toBe(path);
});

test('a CHROMIUM_PATH that points nowhere is an error, not a silent fallback', () => {
  fakeBrowser(join(scratch, 'bin'), 'chromium');
  const env = { CHROMIUM_PATH: join(scratch, 'no-such-chrome'), PATH: join(scratch, 'bin'), ...NOTHING };
  expect(() => findChromium({ env })).toThrow(NoBrowserError);
  expect(() => findChromium({ env })).toThrow(
    /^CHROMIUM_PATH is set to .*no-such-chrome, but there is no file there\./,
  );
});

test.each(['chromium', 'chromium-browser', 'google-chrome'])('finds %s on PATH', (name) => {
  const dir = join(scratch, `path-${name}`);
  const path = fakeBrowser(dir, name);
  expect(findChromium({ env: { PATH: `/nonexistent:${dir}`, ...NOTHING } })).toBe(path);
});

test('with nothing on PATH and no Playwright browser, the one message names the ways to get one', () => {
  expect(() => findChromium({ env: { PATH: '', ...NOTHING } })).toThrowErrorMatchingInlineSnapshot(`
    [NoBrowserError: No Chromium for the browser tests: CHROMIUM_PATH is not set, none of chromium, chromium-browser, google-chrome is on PATH, and Playwright’s own is missing: PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD is set, so it was not downloaded.
    Any one of these gives the browser tests a Chromium:
      - the system package: \`sudo apt-get install chromium\` (Debian, Ubuntu), \`sudo dnf install chromium\` (Fedora), \`brew install --cask chromium\` (macOS);
      - Playwright’s own, where the network allows: \`npx playwright install chromium\`;
      - or any Chromium or Chrome already on the machine: \`export CHROMIUM_PATH=/path/to/chrome\`.]
  `);
});

test('Playwright stops before any test with that message once, instead of failing every test', () => {
  const run = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/@playwright/test/cli.js'), 'test', '--list', '--reporter=line'],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, PATH: '', CHROMIUM_PATH: '', ...NOTHING } },
  );
  const output = run.stdout + run.stderr;
  expect(run.status).toBe(1);
  expect(output.match(/No Chromium for the browser tests/g)).toHaveLength(1);
  expect(output).toContain('sudo apt-get install chromium');
  expect(output).not.toMatch(/Listing tests|npx playwright install\b(?! chromium)/);
});
