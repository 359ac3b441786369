import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';

const require = createRequire(import.meta.url);

/** Names a Chromium goes by on PATH, in the order they are tried. */
const PATH_NAMES = ['chromium', 'chromium-browser', 'google-chrome'];

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

/** Downloads Playwright's own Chromium, unless PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD is set; returns why it failed. */
function installPlaywrightChromium(env) {
  if (env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD) return 'PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD is set, so it was not downloaded';
  const cli = require.resolve('@playwright/test/cli');
  console.error('chromium: no Chromium found; downloading Playwright’s own (about 170 MB, once)…');
  const args = [cli, 'install', '--no-shell', 'chromium'];
  const run = spawnSync(process.execPath, args, { env, encoding: 'utf8', timeout: 10 * 60_000 });
  if (run.status === 0) return undefined;
  const output = `${run.stdout}\n${run.stderr}`;
  const reason =
    /getaddrinfo \w+ [\w.-]+/.exec(output)?.[0] ??
    /^Error: (.+)$/m.exec(output)?.[1] ??
    run.error?.message ??
    `exit code ${run.status}`;
  return `downloading it failed (${reason})`;
}

/**
 * The Chromium the browser tests and scripts use: CHROMIUM_PATH (which must then exist), else the first of PATH_NAMES
 * on PATH, else Playwright's own, downloaded when missing. Throws a NoBrowserError naming the ways to get one.
 */
export function findChromium({ env = process.env } = {}) {
  const configured = env.CHROMIUM_PATH;
  if (configured) {
    if (isExecutable(configured)) return configured;
    throw new NoBrowserError(
      `CHROMIUM_PATH is set to ${configured}, but ${existsSync(configured) ? 'that is not an executable file' : 'there is no file there'}.\n` +
        'Point it at a Chromium or Chrome executable, or unset it to use the one on PATH.\n' +
        WAYS,
    );
  }
  const dirs = (env.PATH ?? '').split(delimiter).filter(Boolean);
  const onPath = PATH_NAMES.flatMap((name) => dirs.map((dir) => join(dir, name))).find(isExecutable);
  if (onPath) return onPath;
  const own = require('playwright-core').chromium.executablePath();
  if (existsSync(own)) return own;
  const failure = installPlaywrightChromium(env);
  if (!failure && existsSync(own)) return own;
  throw new NoBrowserError(
    `No Chromium for the browser tests: CHROMIUM_PATH is not set, none of ${PATH_NAMES.join(', ')} is on PATH, ` +
      `and Playwright’s own is missing: ${failure ?? 'it did not install'}.\n` +
      WAYS,
  );
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
