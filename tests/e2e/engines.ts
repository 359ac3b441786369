import { spawn } from 'node:child_process';
import { existsSync, globSync } from 'node:fs';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { chromium, expect, test } from '@playwright/test';
import puppeteer from 'puppeteer-core';
import sharp from 'sharp';
import { serveDist } from '../../scripts/static-server.mjs';

// The cross-engine smoke's plumbing: the built site served as deployed, and one small driver per engine (Firefox over
// WebDriver BiDi and Chromium over CDP with puppeteer-core, WebKitGTK over classic WebDriver), all driven alike.

export interface Size {
  width: number;
  height: number;
}

/** One browser, whatever its engine: every call acts on the page opened last. */
export interface Driver {
  /** Opens a path of the site in a viewport of `size` and waits for its load event. */
  open(path: string, size: Size): Promise<void>;
  /** Runs a function (async or not) in the page with JSON arguments, and returns its JSON result. */
  run<T>(fn: (...args: never[]) => T, ...args: unknown[]): Promise<Awaited<T>>;
  /** Clicks an element as a pointer does: scrolled into view, pressed at its centre. */
  click(selector: string): Promise<void>;
  /** Presses a key (a WebDriver key name) where the focus is. */
  press(key: keyof typeof KEYS): Promise<void>;
  /** The viewport as painted, in PNG. */
  screenshot(): Promise<Buffer>;
  close(): Promise<void>;
}

const KEYS = { Escape: '\uE00C', ArrowLeft: '\uE012', ArrowRight: '\uE014' };

/** What a page's script did wrong: errors, rejections and what the CSP refused, recorded from before any other script. */
const ERROR_LOG = `window.smokeErrors = [];
addEventListener('error', (e) => smokeErrors.push(e.message || 'failed to load ' + (e.target.src || e.target.href)), true);
addEventListener('unhandledrejection', (e) => smokeErrors.push(String(e.reason)));
addEventListener('securitypolicyviolation', (e) => smokeErrors.push('CSP refused ' + e.blockedURI + ' (' + e.violatedDirective + ')'));`;
const ERROR_LOG_PATH = '/__smoke/errors.js';

/**
 * Serves dist/ as `npm run preview` does, but each page starts with the error log above (a same-origin script the CSP
 * allows), and a page asked for in a frame may be framed (WebKit's phone width, below). Records the scripts fetched.
 */
export async function smokeServer() {
  const { server, url } = await serveDist('dist');
  const [serve] = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const scripts: string[] = [];
  let lastRequest = Date.now();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    lastRequest = Date.now();
    const path = new URL(request.url!, url).pathname;
    if (path === ERROR_LOG_PATH)
      return void response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(ERROR_LOG);
    if (path.endsWith('.js')) scripts.push(path);
    const page = ['document', 'iframe'].includes(String(request.headers['sec-fetch-dest']));
    if (page) {
      delete request.headers['accept-encoding'];
      const writeHead = response.writeHead.bind(response) as (status: number, headers: object) => ServerResponse;
      response.writeHead = ((status: number, headers: Record<string, string>) => {
        if (request.headers['sec-fetch-dest'] !== 'iframe') return writeHead(status, headers);
        const framed = { ...headers };
        delete framed['X-Frame-Options'];
        framed['Content-Security-Policy'] &&= framed['Content-Security-Policy'].replace(/; frame-ancestors [^;]*/, '');
        return writeHead(status, framed);
      }) as never;
      const chunks: Buffer[] = [];
      const end = response.end.bind(response) as (body: string) => ServerResponse;
      response.write = ((chunk: Buffer) => chunks.push(Buffer.from(chunk)) > 0) as never;
      response.end = ((chunk?: Buffer) => {
        if (chunk) chunks.push(Buffer.from(chunk));
        return end(
          Buffer.concat(chunks).toString().replace('<head>', `<head><script src="${ERROR_LOG_PATH}"></script>`),
        );
      }) as never;
    }
    serve!(request, response);
  });
  return {
    url,
    scripts,
    /** Waits until nothing has been asked of the server for half a second. */
    quiet: () => expect.poll(() => Date.now() - lastRequest, { intervals: [100] }).toBeGreaterThanOrEqual(500),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((done) => server.close(() => done()));
    },
  };
}

/** Stops with the fix where a browser the smoke needs is not installed. */
function installed(path: string | undefined, what: string): string {
  if (!path || !existsSync(path)) throw new Error(`${path ?? what} is missing: ${what} (see the README)`);
  return path;
}

/** Firefox (BiDi) or Chromium (CDP, the one Playwright runs), by puppeteer-core. */
export async function puppeteerDriver(origin: string, browser: 'firefox' | 'chrome'): Promise<Driver> {
  const executablePath =
    browser === 'firefox'
      ? installed('/usr/bin/firefox-esr', 'sudo apt-get install firefox-esr')
      : ((test.info().project.use.launchOptions?.executablePath as string | undefined) ?? chromium.executablePath());
  const instance = await puppeteer.launch({
    browser,
    executablePath,
    args: browser === 'chrome' ? ['--no-sandbox'] : [],
    // Scrollbars over the page, as a phone's (and headless Chromium's): not a gutter taken from a 375px layout.
    extraPrefsFirefox: { 'ui.useOverlayScrollbars': 1 },
  });
  const page = await instance.newPage();
  return {
    open: async (path, size) => {
      await page.setViewport(size);
      await page.goto(origin + path, { waitUntil: 'load' });
    },
    run: (fn, ...args) => page.evaluate(fn as never, ...args) as never,
    click: (selector) => page.click(selector),
    press: (key) => page.keyboard.press(key),
    screenshot: async () => Buffer.from(await page.screenshot()),
    close: () => instance.close(),
  };
}

/** Debian's webkit2gtk-driver brings it, in the machine's own library folder. */
const [MINIBROWSER] = globSync('/usr/lib/*/webkit2gtk-4.1/MiniBrowser');
/** MiniBrowser's window is never narrower than this: a narrower viewport is a frame in a wider one. */
const NARROWEST_WINDOW = 447;

/** WebKitGTK's own WebDriver, with MiniBrowser in a virtual X display: both on numbers derived from PORT. */
export async function webkitDriver(origin: string): Promise<Driver> {
  const port = Number(process.env['PORT'] ?? 4399) + 30 + Number(process.env['TEST_PARALLEL_INDEX'] ?? 0);
  const display = ['-n', String(port), '-s', '-screen 0 1400x1000x24'];
  const apt = 'sudo apt-get install webkit2gtk-driver xvfb xauth';
  const driver = installed('/usr/bin/WebKitWebDriver', apt);
  installed(MINIBROWSER, apt);
  const child = spawn(installed('/usr/bin/xvfb-run', apt), [...display, driver, `--port=${port}`], {
    detached: true,
    stdio: 'ignore',
  });
  const call = async (method: string, path: string, body?: object) => {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      ...(body && { body: JSON.stringify(body) }),
    });
    const { value } = (await response.json()) as { value: { error?: string; message?: string } };
    if (value?.error) throw new Error(`WebKitWebDriver ${method} ${path}: ${value.error}: ${value.message}`);
    return value as never;
  };
  await expect
    .poll(
      () =>
        call('GET', '/status').then(
          () => true,
          () => false,
        ),
      { message: 'WebKitWebDriver starts' },
    )
    .toBe(true);
  const { sessionId } = await call('POST', '/session', {
    capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] } } },
  });
  const session = `/session/${sessionId}`;
  const run: Driver['run'] = async (fn, ...args) => {
    const script = `const done = arguments[arguments.length - 1];
      Promise.resolve().then(() => (${fn.toString()})(...[...arguments].slice(0, -1)))
        .then((value) => done({ value }), (error) => done({ error: String(error) }));`;
    const { value, error } = await call('POST', `${session}/execute/async`, { script, args });
    if (error) throw new Error(`in WebKit: ${error}`);
    return value as never;
  };
  let viewport: Size = { width: 0, height: 0 };
  return {
    async open(path, size) {
      viewport = size;
      await call('POST', `${session}/frame`, { id: null });
      const framed = size.width < NARROWEST_WINDOW;
      const target = framed ? { width: 1280, height: size.height } : size;
      // The window's size, less its toolbar's: the viewport asked for, once the difference is known.
      await call('POST', `${session}/window/rect`, target);
      const [width, height] = await run(() => [innerWidth, innerHeight]);
      await call('POST', `${session}/window/rect`, {
        width: 2 * target.width - width!,
        height: 2 * target.height - height!,
      });
      if (!framed) return call('POST', `${session}/url`, { url: origin + path });
      // A phone's width: the page in a same-origin frame of that size, at the window's corner.
      await call('POST', `${session}/url`, { url: `${origin}/robots.txt` });
      await run(
        (src: string, { width, height }: Size) =>
          new Promise((loaded) => {
            const frame = document.createElement('iframe');
            Object.assign(frame.style, { position: 'fixed', inset: '0', width: `${width}px`, height: `${height}px` });
            Object.assign(frame, { src, onload: loaded });
            frame.style.border = '0';
            document.body.replaceChildren(frame);
          }),
        path,
        size,
      );
      await call('POST', `${session}/frame`, { id: 0 });
    },
    run,
    async click(selector) {
      const found = await call('POST', `${session}/element`, { using: 'css selector', value: selector });
      await call('POST', `${session}/element/${Object.values(found)[0]}/click`, {});
    },
    press: (key) =>
      call('POST', `${session}/actions`, {
        actions: [
          { type: 'key', id: 'keyboard', actions: ['keyDown', 'keyUp'].map((type) => ({ type, value: KEYS[key] })) },
        ],
      }),
    async screenshot() {
      const png = Buffer.from(await call('GET', `${session}/screenshot`), 'base64');
      return sharp(png)
        .extract({ left: 0, top: 0, ...viewport })
        .png()
        .toBuffer();
    },
    async close() {
      await call('DELETE', session).catch(() => undefined);
      process.kill(-child.pid!);
    },
  };
}

/** A box of a screenshot, in CSS pixels (every engine here paints one device pixel to one CSS pixel). */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The share of a box's pixels painted in a colour (`rgb(r, g, b)`, give or take a step of rounding). */
export async function shareInColour(png: Buffer, box: Box, colour: string): Promise<number> {
  const rgb = colour.match(/\d+/g)!.slice(0, 3).map(Number);
  const { data, info } = await sharp(png).extract(box).raw().toBuffer({ resolveWithObject: true });
  let matching = 0;
  for (let at = 0; at < data.length; at += info.channels) {
    if (rgb.every((value, channel) => Math.abs(data[at + channel]! - value) <= 2)) matching += 1;
  }
  return matching / (box.width * box.height);
}

/** A box's mean brightness, 0 (black) to 255 (white). */
export async function brightness(png: Buffer, box: Box): Promise<number> {
  const { channels } = await sharp(png).extract(box).greyscale().stats();
  return channels[0]!.mean;
}

/** The top bar's solid colour, as the page computes it (run in the page). */
export function barColour() {
  const probe = document.createElement('i');
  document.querySelector('header')!.append(probe);
  probe.style.color = 'var(--bar-solid)';
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}

/** How a screenshot paints the top bar, by its top edge: 'solid' in its colour, or 'see-through' to the page. */
export async function barPainted(png: Buffer, width: number, colour: string): Promise<string> {
  const share = await shareInColour(png, { left: 0, top: 0, width, height: 3 }, colour);
  return share > 0.95 ? 'solid' : share < 0.5 ? 'see-through' : `${Math.round(share * 100)}% solid`;
}
