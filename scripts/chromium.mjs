import { existsSync } from 'node:fs';

/** The machine's own Chromium (CHROMIUM_PATH first), or undefined where there is none. */
export function systemChromium() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'].find(
    (path) => typeof path === 'string' && path !== '' && existsSync(path),
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
