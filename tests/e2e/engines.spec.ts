import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  barColour,
  barPainted,
  brightness,
  type Driver,
  puppeteerDriver,
  type Size,
  smokeServer,
  webkitDriver,
} from './engines';
import { slideName } from './carousels';
import { CAROUSELS, CONTENT_ROUTES, OTHER_ROUTE, ROUTES } from './support';

// A smoke of the core behaviours in each engine a buyer's browser runs on (Debian's Firefox ESR, WebKitGTK as Safari's
// engine, and Chromium again through the same code): small on purpose. The rest of the suite is Chromium's.

const PHONE: Size = { width: 375, height: 812 };
const DESKTOP: Size = { width: 1280, height: 800 };
const ENGINES: Record<string, (origin: string) => Promise<Driver>> = {
  firefox: (origin) => puppeteerDriver(origin, 'firefox'),
  webkit: webkitDriver,
  chromium: (origin) => puppeteerDriver(origin, 'chrome'),
};
/** Every first view the smoke saw, to look at: test-results/engines/<engine>-<width><path>.png. */
const SHOTS = 'test-results/engines';

type Server = Awaited<ReturnType<typeof smokeServer>>;

/** A fresh browser of the engine on the built site, closed after the check whatever happens. */
async function inEngine(engine: string, check: (driver: Driver, server: Server) => Promise<void>) {
  const server = await smokeServer();
  const driver = await ENGINES[engine]!(server.url);
  try {
    await check(driver, server);
  } finally {
    await driver.close();
    await server.close();
  }
}

/** Lets the page do whatever it does unasked once loaded: its idle time comes (or 200 ms where there is none). */
async function settled(driver: Driver, server: Server) {
  await driver.run(
    () =>
      new Promise((done) =>
        'requestIdleCallback' in window ? requestIdleCallback(done, { timeout: 2000 }) : setTimeout(done, 200),
      ),
  );
  await server.quiet();
}

/** Scrolls the page to `y` and lets two frames paint. */
const scrolledTo = (driver: Driver, y: number) =>
  driver.run(
    (top: number) =>
      new Promise((done) => {
        window.scrollTo({ top, behavior: 'instant' });
        requestAnimationFrame(() => requestAnimationFrame(done));
      }),
    y,
  );

/** Text under the floating chat button, where it is on screen: the start of each text whose lines meet it. */
const textUnderChat = () => {
  const button = document.querySelector('a.floating-chat')!;
  const chat = button.getBoundingClientRect();
  const meets = (box: DOMRect) =>
    box.width > 0 && box.left < chat.right && box.right > chat.left && box.top < chat.bottom && box.bottom > chat.top;
  if (!meets(new DOMRect(0, 0, innerWidth, innerHeight))) return [];
  if (!button.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return [];
  const covered: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement!;
    if (!node.textContent!.trim() || button.contains(parent)) continue;
    if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    if ([...range.getClientRects()].some(meets)) covered.push(node.textContent!.trim().slice(0, 60));
  }
  return covered;
};

/** Each table's caption, with the headings of its columns cut off at its scroll box's end. */
const cutColumns = () =>
  [...document.querySelectorAll('table')].map((table) => {
    const end = table.parentElement!.getBoundingClientRect().right;
    const cut = [...table.querySelectorAll('thead th')].filter((th) => th.getBoundingClientRect().right > end + 1);
    return { table: table.caption?.textContent, cut: cut.map((th) => th.textContent) };
  });

for (const engine of Object.keys(ENGINES)) {
  test(`${engine}: every route at 375 and 1280px, untouched, fetches no script, has no script error, its first view clear of the chat button and its tables whole; home's bar is solid past 100px only`, async () => {
    test.setTimeout(240_000);
    mkdirSync(SHOTS, { recursive: true });
    await inEngine(engine, async (driver, server) => {
      for (const size of [PHONE, DESKTOP]) {
        for (const { path } of CONTENT_ROUTES) {
          const at = `${engine}, ${path} at ${size.width}px`;
          server.scripts.length = 0;
          await driver.open(path, size);
          await settled(driver, server);
          writeFileSync(`${SHOTS}/${engine}-${size.width}${path.replaceAll('/', '_')}.png`, await driver.screenshot());
          expect.soft(await driver.run(textUnderChat), `${at}: text under the floating chat button`).toEqual([]);
          expect
            .soft(await driver.run(cutColumns), `${at}: table columns cut off`)
            .toEqual((await driver.run(cutColumns)).map(({ table }) => ({ table, cut: [] })));
          if (path === '/') {
            const colour = await driver.run(barColour);
            for (const y of [0, 60, 160, 900, 0]) {
              await scrolledTo(driver, y);
              const painted = await barPainted(await driver.screenshot(), size.width, colour);
              expect.soft(painted, `${at}, scrolled ${y}px: the bar`).toBe(y > 100 ? 'solid' : 'see-through');
            }
          }
          // Read to the end, as a visitor does without touching anything: still no script.
          const end = await driver.run(() => document.documentElement.scrollHeight);
          for (let y = 0; y < end; y += size.height / 2) await scrolledTo(driver, y);
          await settled(driver, server);
          expect.soft(await driver.run(() => Reflect.get(window, 'smokeErrors')), `${at}: script errors`).toEqual([]);
          expect.soft(server.scripts, `${at}: scripts fetched before any interaction`).toEqual([]);
        }
      }
    });
  });

  test(`${engine}: the Menu opens over a dimmed page and closes; a carousel moves, disabling its buttons at the ends`, async () => {
    test.setTimeout(180_000);
    await inEngine(engine, async (driver, server) => {
      const menu = 'header button[aria-controls]';
      const open = () => driver.run(() => document.querySelector('header [popover]')!.matches(':popover-open'));
      // A strip at the foot of the screen, below the open Menu's links and clear of the floating chat button.
      const foot = { left: 0, top: PHONE.height - 60, width: 250, height: 50 };
      await driver.open(OTHER_ROUTE.path, PHONE);
      await settled(driver, server);
      // The strip at rest, once whatever was still painting at load (a picture) is drawn: two screenshots alike.
      let before = 0;
      const change = async () => {
        const last = before;
        before = await brightness(await driver.screenshot(), foot);
        return Math.abs(before - last) / before;
      };
      await expect.poll(change, `${engine}: the page at rest`).toBeLessThan(0.005);
      const dimmed = async () => (await brightness(await driver.screenshot(), foot)) / before;
      await driver.click(menu);
      await expect.poll(open, `${engine}: the Menu opens`).toBe(true);
      await expect.poll(dimmed, `${engine}: the page under the open Menu is dimmed`).toBeLessThan(0.7);
      await driver.press('Escape');
      await expect.poll(open, `${engine}: Escape closes the Menu`).toBe(false);
      await expect.poll(dimmed, `${engine}: the page is bright again`).toBeGreaterThan(0.95);
      const last = ROUTES.at(-1)!;
      const link = `header [popover] a[href="${last.path}"]`;
      await driver.click(menu);
      // Once the Menu has opened in full: a pointer on the link lands on it.
      await expect
        .poll(() =>
          driver.run((selector: string) => {
            const element = document.querySelector(selector)!;
            const box = element.getBoundingClientRect();
            return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
          }, link),
        )
        .toBe(true);
      await driver.click(link);
      await expect.poll(() => driver.run(() => location.pathname), `${engine}: a Menu link navigates`).toBe(last.path);
      // The new document is there before its header is parsed (Firefox): the check waits for the page to load.
      await expect.poll(() => driver.run(() => document.readyState), `${engine}: the next page loads`).toBe('complete');
      expect(await open(), `${engine}: the next page opens with the Menu closed`).toBe(false);
      expect(await driver.run(() => Reflect.get(window, 'smokeErrors')), `${engine}: script errors`).toEqual([]);

      const { path, label, count } = CAROUSELS[0]!;
      const root = `section[aria-roledescription="carousel"][aria-label="${label}"]`;
      const button = (name: string) => `${root} button[aria-label="${name}"]`;
      /** The slide filling the carousel's row, and which buttons are disabled. */
      const state = () =>
        driver.run((selector: string) => {
          const carousel = document.querySelector(selector)!;
          const row = carousel.getBoundingClientRect();
          const shown = [...carousel.querySelectorAll('[aria-roledescription="slide"]')].find((slide) => {
            const box = slide.getBoundingClientRect();
            return Math.abs(box.left - row.left) < 2 && Math.abs(box.width - row.width) < 2;
          });
          const disabled = [...carousel.querySelectorAll('button')].filter((b) => b.disabled).map((b) => b.ariaLabel);
          return { shown: shown?.ariaLabel, disabled };
        }, root);
      const at = (n: number, disabled: string[] = []) => ({ shown: slideName(n, count), disabled });
      await driver.open(path, DESKTOP);
      expect(await state()).toEqual(at(1, ['Previous slide']));
      for (let n = 2; n <= count; n += 1) {
        await driver.click(button('Next slide'));
        await expect
          .poll(state, `${engine}: Next moves the carousel`)
          .toEqual(at(n, n === count ? ['Next slide'] : []));
      }
      await driver.click(button('Previous slide'));
      await expect.poll(state, `${engine}: Previous moves it back`).toEqual(at(count - 1));
      await driver.run(
        (selector: string) => document.querySelector<HTMLElement>(selector)!.focus(),
        button('Next slide'),
      );
      await driver.press('ArrowLeft');
      await expect.poll(state, `${engine}: ArrowLeft moves it back`).toEqual(at(count - 2));
      expect(await driver.run(() => Reflect.get(window, 'smokeErrors')), `${engine}: script errors`).toEqual([]);
    });
  });
}
