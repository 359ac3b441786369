import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const PATHS = ['/', '/founders-club', '/residences', '/investment', '/privacy', '/accessibility', '/missing-page'];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe's violations on the page as it stands, one line each, so a failure reads as a list. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

for (const path of PATHS) {
  test(`${path} has no WCAG 2.2 AA or best-practice violations`, async ({ page }) => {
    await page.goto(path);
    expect(await violations(page)).toEqual([]);
    // Again further down, with lazy content loaded and the bar in its scrolled state.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  });
}
