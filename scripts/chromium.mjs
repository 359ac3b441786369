import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, dirname, join } from 'node:path';

/** Names a Chromium goes by on PATH, in the order they are tried. */
export const PATH_NAMES = ['chromium', 'chromium-browser', 'google-chrome'];

/** The ways to get a browser, the end of every "no browser" message. */
const WAYS = [
  'Any one of these gives the browser tests a Chromium:',
  '  - the system package: `sudo apt-get install chromium` (Debian, Ubuntu), `sudo dnf install chromium` (Fedora), `brew install --cask chromium` (macOS);',
  '  - Playwright’s own, where the network allows: `npx playwright install chromium`;',
  '  - or any Chromium or Chrome already on the machine: `export CHROMIUM_PATH=/path/to/chrome`.',
].join('\n');

/** Why no browser could be found; its message is the one thing to show. */
export class NoBrowserError extends Error {
  name = 'NoBrowserError';
}

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The first of PATH_NAMES found on the PATH given, or undefined. */
export function onPath(pathVariable = '') {
  for (const name of PATH_NAMES) {
    for (const dir of pathVariable.split(delimiter).filter(Boolean)) {
      if (isExecutable(join(dir, name))) return join(dir, name);
    }
  }
  return undefined;
}

/** Where Playwright's own Chromium is (or would be) installed for this version of Playwright. */
function playwrightChromium() {
  const { chromium } = createRequire(import.meta.url)('playwright-core');
  return chromium.executablePath();
}

/**
 * Installs Playwright's own Chromium, unless PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD is set. Returns why it failed, or
 * undefined once it is in place.
 */
function installPlaywrightChromium(env) {
  if (env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD) return 'PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD is set, so it was not downloaded';
  const cli = join(dirname(createRequire(import.meta.url).resolve('playwright')), 'cli.js');
  console.error('chromium: no Chromium found; downloading Playwright’s own (about 170 MB, once)…');
  const run = spawnSync(process.execPath, [cli, 'install', '--no-shell', 'chromium'], {
    env,
    encoding: 'utf8',
    timeout: 10 * 60_000,
  });
  if (run.status === 0) return undefined;
  const output = `${run.stdout ?? ''}\n${run.stderr ?? ''}`;
  const reason =
    /getaddrinfo \w+ [\w.-]+/.exec(output)?.[0] ??
    /^Error: (.+)$/m.exec(output)?.[1] ??
    run.error?.message ??
    `exit code ${run.status}`;
  return `downloading it failed (${reason})`;
}

/**
 * The Chromium the browser tests and scripts use:
 *   1. CHROMIUM_PATH, which must then exist;
 *   2. `chromium`, `chromium-browser` or `google-chrome` on PATH;
 *   3. Playwright's own, downloaded on demand when it is missing (unless `install` is false).
 * Throws a NoBrowserError naming the ways to get one when none works.
 */
export function findChromium({ env = process.env, install = true } = {}) {
  const configured = env.CHROMIUM_PATH;
  if (configured) {
    if (isExecutable(configured)) return configured;
    throw new NoBrowserError(
      `CHROMIUM_PATH is set to ${configured}, but ${existsSync(configured) ? 'that is not an executable file' : 'there is no file there'}.\n` +
        'Point it at a Chromium or Chrome executable, or unset it to use the one on PATH.\n' +
        WAYS,
    );
  }
  const found = onPath(env.PATH);
  if (found) return found;
  const own = playwrightChromium();
  if (existsSync(own)) return own;
  const failure = install ? installPlaywrightChromium(env) : 'it is not installed';
  if (!failure && existsSync(own)) return own;
  throw new NoBrowserError(
    `No Chromium for the browser tests: CHROMIUM_PATH is not set, none of ${PATH_NAMES.join(', ')} is on PATH, ` +
      `and Playwright’s own is missing: ${failure ?? 'it did not install'}.\n` +
      WAYS,
  );
}

/**
 * A Chromium found without downloading anything (CHROMIUM_PATH, PATH, or Playwright's own if installed), or
 * undefined: for scripts that can let Playwright or Lighthouse look further themselves. A CHROMIUM_PATH that
 * points nowhere still throws.
 */
export function systemChromium() {
  if (process.env.CHROMIUM_PATH) return findChromium({ install: false });
  try {
    return findChromium({ install: false });
  } catch {
    return undefined;
  }
}

/** As root in a container Chromium needs --no-sandbox; the rest keep it off the (closed) network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
