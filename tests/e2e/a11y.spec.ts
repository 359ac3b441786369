import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { carousel, slideName } from './carousels';
import { hydrated } from './hydration';
import { expect, networkIdle, test } from './network';
import { MDX_COMPONENTS } from '../../src/components/mdx/names';
import { HOME_PAGE, pagePath } from '../../src/lib/routes';
import { CAROUSELS, CONTENT_ROUTES, PAGES, uses } from './support';

/** Every page the site builds, the 404 page included, read from content/pages/. */
const PATHS = CONTENT_ROUTES.map((route) => route.path);

/** How many kinds of MDX component a page of content/pages/ uses. */
const kinds = (id: string) => Object.keys(MDX_COMPONENTS).filter((component) => uses(id, component)).length;

/**
 * Where the open menu is scanned: home, whose bar sits over the hero and turns solid as the page scrolls, and the
 * page other than home that uses the most kinds of component (today the one with the chart, the tables and the FAQ):
 * the busiest page the menu covers. Read from content/pages/, so adding or renaming a page moves the scan with it.
 */
const MENU_PATHS = [
  pagePath(HOME_PAGE),
  PAGES.filter(({ id }) => id !== HOME_PAGE).reduce((best, page) => (kinds(page.id) > kinds(best.id) ? page : best))
    .path,
];

/** A carousel with a middle slide (neither end, so both buttons are live): the first of the site with three or more. */
const WITH_MIDDLE = CAROUSELS.find((c) => c.count >= 3);

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe's violations on the page as it stands, one line each, so a failure reads as a list. */
async function violations(page: Page, disabled: string[] = []): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).disableRules(disabled).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

for (const path of PATHS) {
  test(`${path} has no WCAG 2.2 AA or best-practice violations @every-screen`, async ({ page }) => {
    await page.goto(path);
    expect(await violations(page)).toEqual([]);
    if (path !== pagePath(HOME_PAGE)) return;
    // Home's bar is see-through over the hero, and solid over the page below: again, scrolled.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await networkIdle(page);
    expect(await violations(page)).toEqual([]);
  });
}

test('the small-screen menu, open, has no violations @small-screen', async ({ page }) => {
  for (const path of MENU_PATHS) {
    await page.goto(path);
    await hydrated(page.locator('astro-island').filter({ has: page.getByRole('banner') }));
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // While the menu covers the page everything else is inert by design (as under a modal dialog), so the
    // main landmark and the h1 are out of the accessibility tree; the closed-menu scans above check them.
    expect(await violations(page, ['landmark-one-main', 'page-has-heading-one']), path).toEqual([]);
  }
});

test('a carousel moved to its middle has no violations', async ({ page }) => {
  expect(WITH_MIDDLE, 'no carousel of content/pages/ has three slides or more, so none has a middle').toBeDefined();
  const { path, label, count } = WITH_MIDDLE!;
  const middle = Math.ceil(count / 2);
  await page.goto(path);
  const root = carousel(page, label);
  await hydrated(page.locator('astro-island').filter({ has: root }));
  for (let n = 2; n <= middle; n += 1) {
    await root.getByRole('button', { name: 'Next slide' }).click();
    await expect(root.getByRole('group', { name: slideName(n, count) })).toBeInViewport();
  }
  await expect(root.getByRole('button', { name: 'Previous slide' })).toBeEnabled();
  await expect(root.getByRole('button', { name: 'Next slide' })).toBeEnabled();
  expect(await violations(page)).toEqual([]);
});
