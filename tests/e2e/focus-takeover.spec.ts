import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { carousel as carouselRoot, slideName } from './carousels';
import { headerIsland } from './header';
import { hydrated } from './hydration';
import { BAR_ONLY_ROUTES, CAROUSEL_ROUTES } from './support';

// A keyboard user's place survives every island's takeover (issue #45): what has focus as the scripts arrive keeps
// it, or hands it to the control that replaces it, and the next key works. Desktop only: the Menu is sized in. At both
// motion settings: with reduce-motion on, focus once fell to the page as the carousel's buttons were shown (issue #49).

/** Holds every script back until `arrive()`, as a slow link does. */
async function holdScripts(context: BrowserContext) {
  const held: Route[] = [];
  let arrived = false;
  await context.route('**/*.js', (route) => (arrived ? route.continue() : void held.push(route)));
  return async () => {
    arrived = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

/** Presses Tab until what has focus matches `selector`: Tab is how a keyboard user gets there, and what fetches the island. */
async function tabUntil(page: Page, selector: string) {
  await expect(async () => {
    await page.keyboard.press('Tab');
    expect(await page.evaluate((s) => document.activeElement?.matches(s), selector)).toBe(true);
  }).toPass({ intervals: [0] });
}

/** Every carousel, on the page that shows it. */
const CAROUSELS = CAROUSEL_ROUTES.flatMap(({ path, carousels }) => carousels.map((carousel) => ({ path, carousel })));

for (const reducedMotion of ['no-preference', 'reduce'] as const) {
  test.describe(`prefers-reduced-motion: ${reducedMotion}`, () => {
    test.use({ reducedMotion });

    // The row's own Next (a ::scroll-button, focused on the row without matching :focus) comes first in Tab order,
    // then the row itself; once Swiper has the row it is no focus stop, and its buttons take the focus.
    for (const { path, carousel } of CAROUSELS) {
      for (const [stop, itself] of [
        ["the row's own Next", false],
        ['the slide row', true],
      ] as const) {
        test(`${path}, "${carousel.label}": focus on ${stop} passes to the island's Next as it takes over; the arrow keys and Tab work`, async ({
          context,
          page,
        }) => {
          const arrive = await holdScripts(context);
          await page.goto(path);
          const root = carouselRoot(page, carousel.label);
          const row = `section[aria-label=${JSON.stringify(carousel.label)}] .swiper-wrapper`;
          await tabUntil(page, `${row}${itself ? ':focus' : ':not(:focus)'}`);
          await arrive();
          await hydrated(page.locator('astro-island').filter({ has: root }));
          await expect(root.getByRole('button', { name: 'Next slide' })).toBeFocused();
          await page.keyboard.press('ArrowRight');
          // Moved along the row (a slide may be taller than the window, so not wholly in view with the buttons below).
          const second = root.getByRole('group', { name: slideName(2, carousel.images.length) });
          const offset = (slide: Element) =>
            slide.getBoundingClientRect().left - slide.closest('.swiper')!.getBoundingClientRect().left;
          await expect.poll(() => second.evaluate(offset).then(Math.round)).toBe(0);
          await page.keyboard.press('Tab');
          await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);
        });
      }
    }

    test('focus on the Menu button, and on a link in the open Menu, stays as the bar takes over; Enter and Tab work', async ({
      context,
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      const links = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
      for (const inMenu of [false, true]) {
        const arrive = await holdScripts(context);
        await page.goto(BAR_ONLY_ROUTES[0]!.path);
        await tabUntil(page, 'header button[aria-controls]');
        if (inMenu) {
          await page.keyboard.press('Enter');
          await page.keyboard.press('Tab');
          await expect(links.first()).toBeFocused();
        }
        await arrive();
        await hydrated(headerIsland(page));
        if (inMenu) {
          await expect(links.first()).toBeFocused();
          await page.keyboard.press('Tab');
          await expect(links.nth(1)).toBeFocused();
        } else {
          await expect(menu).toBeFocused();
          await page.keyboard.press('Enter');
          await expect(menu).toHaveAttribute('aria-expanded', 'true');
          await page.keyboard.press('Tab');
          await expect(links.first()).toBeFocused();
        }
        await context.unrouteAll();
      }
    });
  });
}
