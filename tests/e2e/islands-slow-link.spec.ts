import { expect, test, type BrowserContext, type Locator, type Page, type Route } from '@playwright/test';
import { BAR_ONLY_ROUTES, CAROUSEL_ROUTES, CAROUSELS, ROUTES, site } from './support';
import { carousel as carouselRoot, carouselShifts, rowControlsWork, shownPosition, slideShown } from './carousels';
import { barAlpha, headerIsland, menuOpenedThenWidened, expectTabStaysInMenuOpenedByKeyboard } from './header';
import { hydrated, islandThatThrows } from './hydration';

/**
 * JavaScript on, but not arrived: the state a slow mountain link stays in for seconds. Every control that is painted
 * must already work. Two ways in: scripts held back for good (a route that never answers), and a throttled link
 * (400 ms latency, 50 KB/s) on which the islands arrive late and must then take over without a flash or a second tap.
 */
const LINKS = {
  held: async (context: BrowserContext) => {
    await context.route('**/*.js', () => undefined);
  },
  throttled: async (context: BrowserContext, page: Page) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 400,
      downloadThroughput: 50 * 1024,
      uploadThroughput: 50 * 1024,
    });
  },
} as const;

/** A page whose only island is the top bar, and a link of the bar to another page: both from content. */
const START = BAR_ONLY_ROUTES[0]!.path;
const TARGET = ROUTES.find((route) => route.path !== '/' && route.path !== START)!;

/** Generous: on the throttled link the scripts share 50 KB/s with the images. */
const SLOW = 60_000;

/** Brings image `n` of a carousel into view as a visitor would: a sideways swipe of the row, or Next once Swiper has it. */
async function reach(page: Page, root: Locator, n: number) {
  const image = root.getByRole('img').nth(n);
  await expect(async () => {
    // Act only when the image is not already filling the row: a snap or a slide still landing is given time instead.
    const shown = await image.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const row = element.closest('.swiper')!.getBoundingClientRect();
      return box.left >= row.left - 2 && box.right <= row.right + 2;
    });
    if (!shown && (await root.locator('.swiper-initialized').count()) > 0) {
      await root.getByRole('button', { name: 'Next slide' }).click();
    } else if (!shown) {
      const row = (await root.locator('.swiper-wrapper').boundingBox())!;
      await page.mouse.move(row.x + row.width / 2, row.y + row.height / 2);
      await page.mouse.wheel(row.width, 0);
    }
    await expect(image).toBeInViewport({ ratio: 0.95, timeout: 1500 });
  }).toPass({ timeout: 15_000 });
}

for (const [name, slow] of Object.entries(LINKS)) {
  test.describe(`scripts ${name === 'held' ? 'held back' : 'on a throttled link'}`, () => {
    test.beforeEach(async ({ context, page }) => {
      await slow(context, page);
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

    // The open Menu dims the page as a dialog does: a tap on the dim only closes it. Before the island makes the page
    // inert, the tap went through to the link under it, and the floating chat opened WhatsApp in a new tab.
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

    // Before the island makes the page behind the open Menu inert, Tab went on from its last link to the bar's chat
    // button and then to the links of the page under the Menu's panel.
    test('Tab stays in the open Menu: the page behind it is inert @small-screen', async ({ page }) => {
      await page.goto(START, { waitUntil: 'domcontentloaded' });
      await expectTabStaysInMenuOpenedByKeyboard(page);
    });

    test('the bar links are visible and work on wide screens @wide-screen', async ({ page }) => {
      await page.goto(START, { waitUntil: 'commit' });
      const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: TARGET.nav, exact: true });
      await expect(link).toBeVisible();
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${TARGET.path}$`));
    });

    test('a Menu opened, then the window grown past the breakpoint: the links stand in the bar @wide-screen', async ({
      page,
    }) => {
      await menuOpenedThenWidened(page, START);
    });

    test('the home bar is transparent at the top and solid past 100px', async ({ page }) => {
      await page.goto('/', { waitUntil: 'domcontentloaded' });
      await expect.poll(() => barAlpha(page)).toBe(0);
      await page.evaluate(() => window.scrollTo({ top: 160, behavior: 'instant' }));
      await expect.poll(() => barAlpha(page)).toBe(1);
      await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await expect.poll(() => barAlpha(page)).toBe(0);
    });

    for (const route of CAROUSEL_ROUTES) {
      test(`on ${route.path} no visible carousel button is dead, and every image can be reached`, async ({ page }) => {
        test.slow();
        await page.goto(route.path, { waitUntil: 'domcontentloaded' });
        for (const carousel of route.carousels) {
          const root = carouselRoot(page, carousel.label);
          await root.scrollIntoViewIfNeeded();
          await expect(root.getByRole('img')).toHaveCount(carousel.images.length);
          const next = root.getByRole('button', { name: 'Next slide', includeHidden: true });
          if (name === 'held') {
            // The island's buttons could move nothing yet: the row's own stand in their place.
            await rowControlsWork(page, root, carousel.label, carousel.images.length);
          } else if (await next.isVisible()) {
            // Shown means working: one press moves the row on.
            await next.click();
            await slideShown(root, 2, carousel.images.length);
            await root.getByRole('button', { name: 'Previous slide' }).click();
          }
          for (let n = 1; n < carousel.images.length; n += 1) await reach(page, root, n);
        }
      });
    }
  });
}

test.describe('on a throttled link, once the scripts arrive', () => {
  test.beforeEach(async ({ context, page }) => {
    await LINKS.throttled(context, page);
  });

  test('the island takes over the menu the first tap opened: Escape, focus, links, breakpoint @small-screen', async ({
    page,
  }) => {
    test.slow();
    await page.goto(START, { waitUntil: 'commit' });
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    const list = page.getByRole('navigation', { name: 'Main' }).getByRole('list');
    await menu.tap();
    await expect(list).toBeVisible();
    // The tap started the island; it adopts the open menu: no flash, no second tap.
    await hydrated(headerIsland(page), { timeout: SLOW });
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
    await list.getByRole('link', { name: 'Residences', exact: true }).tap();
    await expect(list).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('main')).not.toHaveAttribute('inert');
  });

  test('carousel buttons appear once they work, without moving anything', async ({ page }) => {
    test.slow();
    const route = CAROUSEL_ROUTES[0]!;
    // Shifts of the carousel's own boxes (see carouselShifts).
    const shifts = await carouselShifts(page);
    await page.goto(route.path, { waitUntil: 'domcontentloaded' });
    const root = carouselRoot(page, route.carousels[0]!.label);
    await root.scrollIntoViewIfNeeded();
    // The display font's late swap may move the page by a pixel (the browser's scroll anchoring), which is the
    // font's doing, not the island's: the place is measured once it has come.
    await page.evaluate(() => document.fonts.ready);
    const next = root.getByRole('button', { name: 'Next slide', includeHidden: true });
    const before = await next.boundingBox();
    await hydrated(page.locator('astro-island').filter({ has: root }), { timeout: SLOW });
    await expect(next).toBeVisible();
    expect(await next.boundingBox()).toEqual(before);
    // The row's own Next, which stood here before (rowControlsWork), is gone: a pointer there lands on the island's.
    const onTop = await next.evaluate((button) => {
      const { x, y, width, height } = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(x + width / 2, y + height / 2));
    });
    expect(onTop).toBe(true);
    await next.click();
    await slideShown(root, 2, route.carousels[0]!.images.length);
    expect(await shifts()).toEqual([]);
  });
});

/**
 * With the scripts held back, clicks the row's own Next (rowControlsWork) of a carousel of three slides or more, as a
 * mouse does, and waits for the second slide; `arrive()` lets the scripts through.
 */
async function rowNextClicked(context: BrowserContext, page: Page) {
  const held: Route[] = [];
  let arrived = false;
  await context.route('**/*.js', (request) => (arrived ? request.continue() : void held.push(request)));
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
  const arrive = async () => {
    arrived = true;
    await Promise.all(held.map((request) => request.continue()));
  };
  return { root, next, count, arrive };
}

test("focus on the row's own Next passes to the island's when the scripts arrive", async ({ context, page }) => {
  // The row's own Next: pressed, it holds the focus, on the row.
  const { root, next, count, arrive } = await rowNextClicked(context, page);
  await expect.poll(() => shownPosition(root)).toBe(`2 / ${count}`);
  await expect(root.locator('.swiper-wrapper')).toBeFocused();
  await arrive();
  await hydrated(page.locator('astro-island').filter({ has: root }));
  await expect(next).toBeFocused();
  await slideShown(root, 2, count);
  // The island's own position (its text now, not the row's CSS) says the same.
  await expect(root.locator('p[aria-hidden="true"] > span')).toHaveText(`2 / ${count}`);
  expect(await shownPosition(root)).toBe(`2 / ${count}`);
});

test("a click begun on the row's own Next as the island takes over moves the carousel on @wide-screen", async ({
  browser,
}) => {
  test.slow();
  // The moment is short (React renders the island, then Swiper takes the row); a slow phone's CPU widens it. A try
  // whose press came after the takeover missed it, and is made again on a fresh page.
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    // The row's own Next: a first click, which asks for the island.
    const { root, count, arrive } = await rowNextClicked(context, page);
    await root.evaluate((section) => {
      const island = section.closest('astro-island')!;
      island.addEventListener('astro:hydrate', () => island.setAttribute('data-test-hydrating', ''));
      const record = () =>
        island.setAttribute('data-test-pressed', section.hasAttribute('data-ready') ? 'after' : 'before');
      addEventListener('pointerdown', record, { capture: true, once: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await arrive();
    const island = page.locator('astro-island').filter({ has: root });
    await expect(island).toHaveAttribute('data-test-hydrating');
    // The second click: pressed as the scripts start on the island, released once Swiper has the row.
    await page.mouse.down();
    await expect(root).toHaveAttribute('data-ready');
    await page.mouse.up();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    if ((await island.getAttribute('data-test-pressed')) === 'before') {
      await slideShown(root, 3, count);
      await expect(root.locator('p[aria-hidden="true"] > span')).toHaveText(`3 / ${count}`);
      await context.close();
      return;
    }
    await context.close();
  }
  throw new Error('in 5 tries, no press came before the island took the row over');
});

test('the chat button in the bar is a plain link: it works before any script', async ({ context, page }) => {
  await LINKS.held(context);
  await page.goto('/');
  const chat = page.getByRole('banner').getByRole('link', { name: `Chat on ${site.chat.app}` });
  await expect(chat).toBeVisible();
  await expect(chat).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${site.chat.number}`));
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
    await menu.click();
    await expect.poll(() => errors).toContain('island bug');
    await expect(page.getByRole('banner')).toBeVisible();
    // Shut as the page first drew it, it opens again from its own HTML.
    const last = page.getByRole('banner').getByRole('link', { name: LAST.nav, exact: true });
    if (!(await last.isVisible())) await menu.click();
    await expect(last).toBeVisible();
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${LAST.path}$`));
  });

  for (const { path, label, count } of CAROUSELS) {
    test(`leaves the carousel "${label}" on ${path} its server HTML made, its row's own buttons working`, async ({
      page,
    }) => {
      await islandThatThrows(page, 'CarouselIsland');
      await page.goto(path);
      const root = carouselRoot(page, label);
      await root.scrollIntoViewIfNeeded();
      await root.locator('.swiper-wrapper').focus();
      await expect.poll(() => errors).toContain('island bug');
      await rowControlsWork(page, root, label, count);
    });
  }
});
