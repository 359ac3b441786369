import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { BAR_ONLY_ROUTES, CAROUSEL_ROUTES, CAROUSELS, ROUTES, site } from './support';
import {
  carousel as carouselRoot,
  carouselShifts,
  rowControlsWork,
  shownPosition,
  slideRow,
  slideShown,
} from './carousels';
import { headerIsland, menuOpenedThenWidened, expectTabStaysInMenuOpenedByKeyboard } from './header';
import { hydrated, islandThatThrows } from './hydration';

/**
 * JavaScript on, but not arrived: the state a slow mountain link stays in for seconds. Every control that is painted
 * must already work, and the islands, once they arrive, must take over without a flash or a second tap. The scripts
 * are held back and let through by the test, never by the machine's speed.
 */

/**
 * Holds back every script the context fetches from now on; `arrive(which)` lets through the held ones `which` picks
 * (all, by default), and every later one it picks.
 */
async function holdScripts(context: BrowserContext) {
  const held: Route[] = [];
  let passes: (url: string) => boolean = () => false;
  await context.route('**/*.js', (route) => (passes(route.request().url()) ? route.continue() : void held.push(route)));
  return async (which: (url: string) => boolean = () => true) => {
    const before = passes;
    passes = (url) => before(url) || which(url);
    const now = held.filter((route) => which(route.request().url()));
    held.splice(0, held.length, ...held.filter((route) => !now.includes(route)));
    await Promise.all(now.map((route) => route.continue()));
  };
}

/** A page whose only island is the top bar, and a link of the bar to another page: both from content. */
const START = BAR_ONLY_ROUTES[0]!.path;
const TARGET = ROUTES.find((route) => route.path !== '/' && route.path !== START)!;

test.describe('scripts held back', () => {
  test.beforeEach(async ({ context }) => {
    await holdScripts(context);
  });

  test('the Menu opens on the first tap, and its links are visible and work @small-screen', async ({ page }) => {
    await page.goto(START, { waitUntil: 'commit' });
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.tap();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('list')).toBeVisible();
    await expect(nav.getByRole('link', { name: TARGET.nav, exact: true })).toBeInViewport();
    await nav.getByRole('link', { name: TARGET.nav, exact: true }).tap();
    await expect(page).toHaveURL(new RegExp(`${TARGET.path}$`));
  });

  // The open Menu dims the page as a dialog does: a tap on the dim only closes it, and follows no link under it.
  test('a tap on the dimmed page closes the Menu and follows no link under it @small-screen', async ({ page }) => {
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }));
    const chat = page.getByRole('complementary', { name: 'Quick chat' }).getByRole('link');
    await expect(chat).toBeInViewport();
    const box = (await chat.boundingBox())!;
    await page.getByRole('button', { name: 'Menu', exact: true }).tap();
    const list = page.getByRole('navigation', { name: 'Main' }).getByRole('list');
    await expect(list).toBeVisible();
    await page.evaluate(() => {
      const clicked: string[] = ((window as unknown as { clicked: string[] }).clicked = []);
      const record = (event: Event) => clicked.push((event.target as Element).closest('a')?.href ?? 'no link');
      document.addEventListener('click', record, { capture: true });
    });
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await expect(list).toBeHidden();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { clicked: string[] }).clicked))
      .toEqual(['no link']);
    expect(page.context().pages()).toHaveLength(1);
  });

  test('Tab stays in the open Menu: the page behind it is inert @small-screen', async ({ page }) => {
    await page.goto(START, { waitUntil: 'domcontentloaded' });
    await expectTabStaysInMenuOpenedByKeyboard(page);
  });

  test('the bar links and its chat button are visible and work on wide screens', async ({ page }) => {
    await page.goto(START, { waitUntil: 'commit' });
    const chat = page.getByRole('banner').getByRole('link', { name: `Chat on ${site.chat.app}` });
    await expect(chat).toBeVisible();
    await expect(chat).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${site.chat.number}`));
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: TARGET.nav, exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${TARGET.path}$`));
  });

  test('a Menu opened, then the window grown past the breakpoint: the links stand in the bar', async ({ page }) => {
    await menuOpenedThenWidened(page, START);
  });

  for (const route of CAROUSEL_ROUTES) {
    test(`on ${route.path} each carousel's own buttons and keys work, and reach every picture`, async ({ page }) => {
      await page.goto(route.path, { waitUntil: 'domcontentloaded' });
      for (const { label, count } of route.carousels) {
        const root = carouselRoot(page, label);
        await root.scrollIntoViewIfNeeded();
        await expect(root.getByRole('img')).toHaveCount(count);
        await rowControlsWork(page, root, label, count);
      }
    });
  }
});

test.describe('once the held scripts arrive', () => {
  test('the island takes over the Menu the first tap opened: Escape, focus, links, breakpoint @small-screen', async ({
    context,
    page,
  }) => {
    const arrive = await holdScripts(context);
    await page.goto(START, { waitUntil: 'commit' });
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    const list = page.getByRole('navigation', { name: 'Main' }).getByRole('list');
    await menu.tap();
    await expect(list).toBeVisible();
    // The tap asked for the island; it adopts the open Menu: no flash, no second tap.
    await arrive();
    await hydrated(headerIsland(page));
    await expect(list).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('main')).toHaveAttribute('inert', '');

    // Escape closes it and gives focus back to the button.
    await list.getByRole('link').first().focus();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(page.locator('main')).not.toHaveAttribute('inert');

    // Growing past the breakpoint closes it.
    await menu.tap();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.setViewportSize({ width: 1280, height: 800 });
    // Located by its wiring: at this width the button is display: none, so out of the accessibility tree.
    await expect(page.locator('header button[aria-controls]')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('main')).not.toHaveAttribute('inert');
    await page.setViewportSize({ width: 375, height: 812 });

    // Choosing a link closes it (the navigation held back once, so the closed state is seen on this page).
    await menu.tap();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.evaluate(() =>
      document.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true }),
    );
    await list.getByRole('link', { name: TARGET.nav, exact: true }).tap();
    await expect(list).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('main')).not.toHaveAttribute('inert');
  });

  test('carousel buttons appear once they work, where the row’s own stood, without moving anything', async ({
    page,
  }) => {
    const { path, label, count } = CAROUSELS[0]!;
    const shifts = await carouselShifts(page);
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const root = carouselRoot(page, label);
    await root.scrollIntoViewIfNeeded();
    // The display font's late swap may move the page by a pixel (scroll anchoring): the place is measured after it.
    await page.evaluate(() => document.fonts.ready);
    const next = root.getByRole('button', { name: 'Next slide', includeHidden: true });
    await expect(next).toBeHidden();
    const before = await next.boundingBox();
    await hydrated(page.locator('astro-island').filter({ has: root }));
    await expect(next).toBeVisible();
    expect(await next.boundingBox()).toEqual(before);
    // The row's own Next, which stood here before (rowControlsWork), is gone: a pointer there lands on the island's.
    const onTop = await next.evaluate((button) => {
      const { x, y, width, height } = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(x + width / 2, y + height / 2));
    });
    expect(onTop).toBe(true);
    await next.click();
    await slideShown(root, 2, count);
    expect(await shifts()).toEqual([]);
  });
});

/**
 * With the scripts held back, clicks the row's own Next (rowControlsWork) of a carousel of three slides or more, as a
 * mouse does, which asks for the island, and waits for the second slide.
 */
async function rowNextClicked(context: BrowserContext, page: Page) {
  const arrive = await holdScripts(context);
  const carousel = CAROUSELS.find(({ count }) => count >= 3);
  expect(carousel, 'no carousel of content/pages/ has three slides or more').toBeDefined();
  const { path, label, count } = carousel!;
  await page.goto(path);
  const root = carouselRoot(page, label);
  await root.scrollIntoViewIfNeeded();
  const next = root.getByRole('button', { name: 'Next slide', includeHidden: true });
  const { x, y, width, height } = (await next.boundingBox())!;
  await page.mouse.click(x + width / 2, y + height / 2);
  await slideShown(root, 2, count);
  return { root, label, next, count, arrive };
}

test("focus on the row's own Next passes to the island's when the scripts arrive", async ({ context, page }) => {
  const { root, label, next, count, arrive } = await rowNextClicked(context, page);
  // The row's own Next: pressed, it holds the focus, on the row.
  await expect.poll(() => shownPosition(root)).toBe(`2 / ${count}`);
  await expect(slideRow(root, label)).toBeFocused();
  await arrive();
  await hydrated(page.locator('astro-island').filter({ has: root }));
  await expect(next).toBeFocused();
  await slideShown(root, 2, count);
  // The island's own position (its text now, not the row's CSS) says the same.
  await expect(root.locator('p[aria-hidden="true"] > span')).toHaveText(`2 / ${count}`);
  expect(await shownPosition(root)).toBe(`2 / ${count}`);
});

/** The top bar's last link: its name and path come from site.yaml. */
const LAST = ROUTES.at(-1)!;

// Scripts that arrive but fail: a component that throws as it hydrates is unmounted by React, and its island with it.
test.describe('an island whose component throws as it hydrates', () => {
  let errors: string[];
  test.beforeEach(({ page }) => {
    errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
  });

  test('leaves the bar its server HTML made: the Menu opens, and its links lead on @small-screen', async ({ page }) => {
    await islandThatThrows(page, 'SiteHeader');
    await page.goto(ROUTES[0]!.path);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    const list = page.getByRole('navigation', { name: 'Main' }).getByRole('list');
    await menu.click();
    await expect.poll(() => errors).toContain('island bug');
    await expect(page.getByRole('banner')).toBeVisible();
    // Closed (Escape closes a popover the first tap left open), it opens again from its own HTML.
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await menu.click();
    const last = list.getByRole('link', { name: LAST.nav, exact: true });
    await expect(last).toBeVisible();
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${LAST.path}$`));
  });

  test("leaves each carousel its server HTML made, its row's own buttons working", async ({ page }) => {
    await islandThatThrows(page, 'CarouselIsland');
    for (const { path, label, count } of CAROUSELS) {
      await page.goto(path);
      const root = carouselRoot(page, label);
      await root.scrollIntoViewIfNeeded();
      errors = [];
      await slideRow(root, label).focus();
      await expect.poll(() => errors, `${path} ${label}`).toContain('island bug');
      await rowControlsWork(page, root, label, count);
    }
  });
});

// Scripts that never arrive: Astro fetches a chunk twice, then hands the directive a hydrate that returns nothing.
test("a carousel whose script cannot be fetched keeps its server HTML, its row's buttons working, and throws nothing", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route('**/_astro/CarouselIsland.*.js*', (route) => route.fulfill({ status: 503 }));
  const { path, label, count } = CAROUSELS[0]!;
  await page.goto(path);
  const root = carouselRoot(page, label);
  const failed = page.waitForEvent('console', (message) => message.text().startsWith('[astro-island] Error hydrating'));
  await slideRow(root, label).focus();
  await failed;
  // The directive hands over two frames after Astro gives up: two frames later, anything it threw has been thrown.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  expect(errors).toEqual([]);
  await rowControlsWork(page, root, label, count);
});
