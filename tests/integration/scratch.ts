import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const ROOT = join(import.meta.dirname, '../..');
// Inside the repo, so scratch projects find the repo's node_modules by walking up.
export const SCRATCH = join(ROOT, '.tmp/scratch');
const ASTRO = join(ROOT, 'node_modules/astro/bin/astro.mjs');

/** One change to the scratch project's content: in `file` (relative to `content/`), `from` becomes `to`. */
export type Patch = { file: string; from: string | RegExp; to: string };

/**
 * A copy of the site's code with the given content, to run Astro on content a test has changed.
 * `content` is copied to `content/`, then each patch is applied; a patch that matches nothing throws, so a
 * test can never pass because its mistake was never made.
 */
export function scratchProject(name: string, content: string, ...patches: Patch[]): string {
  const dir = join(SCRATCH, name);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of ['src', 'public', 'astro.config.mjs', 'tsconfig.json', 'package.json']) {
    cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
  }
  cpSync(content, join(dir, 'content'), { recursive: true });
  for (const { file, from, to } of patches) {
    const path = join(dir, 'content', file);
    const text = readFileSync(path, 'utf8');
    const patched = text.replace(from, to);
    if (patched === text) throw new Error(`The patch ${String(from)} matches nothing in content/${file}.`);
    writeFileSync(path, patched);
  }
  // Images are not what these tests look at: serve them as they are instead of encoding AVIF for a minute.
  writeFileSync(
    join(dir, 'astro.scratch.mjs'),
    "import { passthroughImageService } from 'astro/config';\nimport base from './astro.config.mjs';\nexport default { ...base, image: { service: passthroughImageService() } };\n",
  );
  return dir;
}

export interface AstroRun {
  ok: boolean;
  output: string;
}

/** Runs an Astro command (`sync`, `build`) in a scratch project with `vars` in its environment; collects its output. */
export async function astro(dir: string, command: string, vars: Record<string, string> = {}): Promise<AstroRun> {
  const env = { ...process.env, ...vars, ASTRO_TELEMETRY_DISABLED: '1', NO_COLOR: '1', FORCE_COLOR: '0' };
  try {
    const { stdout, stderr } = await run(process.execPath, [ASTRO, command, '--config', 'astro.scratch.mjs'], {
      cwd: dir,
      env,
      maxBuffer: 16 * 1024 * 1024,
    });
    return { ok: true, output: `${stdout}\n${stderr}` };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${stdout}\n${stderr}` };
  }
}

export function removeScratch(name: string): void {
  rmSync(join(SCRATCH, name), { recursive: true, force: true });
}
