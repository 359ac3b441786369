import { expect, test, type Page } from '@playwright/test';
import { headerIsland } from './header';
import { hydrated } from './hydration';
import { BAR_ONLY_ROUTES, ROUTES } from './support';

/**
 * Back and Forward as browsers do them: from the back-forward cache, which keeps a page as it was left, open Menu and
 * all. Playwright launches Chromium with that cache turned off (--disable-back-forward-cache); these tests turn it on.
 */
test.use({
  launchOptions: [
    async ({ launchOptions }, use) => use({ ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] }),
    { scope: 'worker' },
  ],
});

const START = BAR_ONLY_ROUTES[0]!.path;
const TARGET = ROUTES.find((route) => route.path !== '/' && route.path !== START)!;

/** Opens the Menu on START, chooses TARGET's link in it, and comes Back: the page from the cache, not a new load. */
async function chooseALinkThenComeBack(page: Page) {
  await page.addInitScript(() => {
    addEventListener('pageshow', (event) => {
      document.documentElement.dataset['restored'] = String(event.persisted);
    });
  });
  await page.goto(START);
  await page.getByRole('button', { name: 'Menu', exact: true }).tap();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('list')).toBeInViewport();
  await nav.getByRole('link', { name: TARGET.nav, exact: true }).tap();
  await expect(page).toHaveURL(new RegExp(`${TARGET.path}$`));
  // A page from the cache fires no load event: wait for the navigation to commit, then for its pageshow.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page.locator('html')).toHaveAttribute('data-restored', 'true');
}

test.describe('Back to a page left through its Menu @small-screen', () => {
  test('before the scripts arrive, the page comes back with the Menu closed', async ({ context, page }) => {
    await context.route('**/*.js', () => undefined);
    await chooseALinkThenComeBack(page);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('list')).toBeHidden();
    await expect(page.locator('main')).not.toHaveAttribute('inert');
    await expect(headerIsland(page)).toHaveAttribute('ssr', '');
  });

  test('with the island, the page comes back with the Menu closed', async ({ page }) => {
    await page.goto(START);
    await hydrated(headerIsland(page));
    await chooseALinkThenComeBack(page);
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('list')).toBeHidden();
    await expect(page.locator('main')).not.toHaveAttribute('inert');
  });
});
