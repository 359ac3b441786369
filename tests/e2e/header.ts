import { expect, type Page } from '@playwright/test';
import { ROUTES } from './support';

// How tests find the top bar's island and read its painted state. Waiting for hydration itself is ./hydration's.

/** The top bar's island. */
export function headerIsland(page: Page) {
  return page.locator('astro-island').filter({ has: page.getByRole('banner') });
}

/** The bar's painted background alpha: 0 when transparent, 1 when solid (opaque: nothing under it shows through). */
export async function barAlpha(page: Page): Promise<number> {
  return page.getByRole('banner').evaluate((header) => {
    const match = getComputedStyle(header).backgroundColor.match(/rgba?\(([^)]+)\)/);
    const parts = match?.[1]?.split(/[\s,/]+/).filter(Boolean) ?? [];
    return parts.length === 4 ? Number(parts[3]) : 1;
  });
}

/** The box of every link in the bar (the brand, the Menu's links, the chat link), rounded to the pixel. */
function barLinkBoxes(page: Page) {
  return page.getByRole('banner').evaluate((header) =>
    [...header.querySelectorAll('a')].map((link) => {
      const box = link.getBoundingClientRect();
      return [link.textContent?.trim(), ...[box.x, box.y, box.width, box.height].map(Math.round)].join(' ');
    }),
  );
}

/**
 * Opens the Menu in a phone-wide window, then widens the window past the breakpoint (a zoom reset, a tablet turned on
 * its side): the bar's links must stand where they do on the page never opened, not over the brand at the corner.
 */
export async function menuOpenedThenWidened(page: Page, path: string) {
  const wide = { width: 1280, height: 800 };
  await page.setViewportSize(wide);
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => document.fonts.ready);
  const unopened = await barLinkBoxes(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('list')).toBeInViewport();
  await page.setViewportSize(wide);
  await expect.poll(() => barLinkBoxes(page)).toEqual(unopened);
}

/**
 * Tab, pressed once more than the Menu's links and button while it is open, reaches only those: the page behind the
 * Menu is inert. Anything else focused is named by its markup; past the last link focus may leave the document for
 * the browser's own UI, which is not the page.
 */
export async function expectTabStaysInOpenMenu(page: Page) {
  const reached = new Set<string>();
  for (let step = 0; step < ROUTES.length + 2; step += 1) {
    await page.keyboard.press('Tab');
    reached.add(
      await page.evaluate(() => {
        const element = document.activeElement;
        if (!element || element === document.body) return 'outside the document';
        return element.closest('nav[aria-label="Main"]') ? (element.textContent?.trim() ?? '') : element.outerHTML;
      }),
    );
  }
  reached.delete('outside the document');
  expect([...reached].sort()).toEqual([...ROUTES.map((route) => route.nav), 'Menu'].sort());
}

/** Opens the Menu from the keyboard, as a visitor without a pointer does, and checks that Tab stays in it. */
export async function expectTabStaysInMenuOpenedByKeyboard(page: Page) {
  await page.getByRole('button', { name: 'Menu', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('list')).toBeVisible();
  await expectTabStaysInOpenMenu(page);
}
