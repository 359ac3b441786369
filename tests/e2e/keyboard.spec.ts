import { expect, test } from '@playwright/test';

const PATHS = ['/', '/founders-club', '/residences', '/investment', '/privacy', '/accessibility', '/missing-page'];

for (const path of PATHS) {
  test(`${path}: Tab reaches every link and button in document order, each with a visible focus ring`, async ({
    page,
  }) => {
    await page.goto(path);
    // Let every island hydrate first (carousels do as they near the viewport), so the tab order is final.
    await page.evaluate(async () => {
      for (let y = 0; y <= document.documentElement.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    await expect(page.locator('astro-island[ssr][client="visible"]')).toHaveCount(0);
    // Everything a keyboard user should be able to reach, in document order.
    const expected = await page.evaluate(() => {
      const selector =
        'a[href], button:not([disabled]), summary, [tabindex]:not([tabindex="-1"]), input, select, textarea';
      return [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((element) => {
          if (element.closest('[inert], [hidden], [aria-hidden="true"]')) return false;
          const style = getComputedStyle(element);
          // The skip link is visually hidden until focused; everything else must be rendered.
          return (
            element.classList.contains('skip-link') ||
            (style.visibility !== 'hidden' && element.getClientRects().length > 0)
          );
        })
        .map((element, index) => {
          element.dataset['kbd'] = String(index);
          return index;
        });
    });
    expect(expected.length).toBeGreaterThan(5);

    const visited: number[] = [];
    for (let press = 0; press < expected.length + 5; press += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element || element === document.body) return null;
        const style = getComputedStyle(element);
        const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
        return {
          index: element.dataset['kbd'] === undefined ? -1 : Number(element.dataset['kbd']),
          ring,
          label: element.outerHTML.slice(0, 80),
        };
      });
      if (!focused) break;
      expect(focused.ring, `no visible focus ring on ${focused.label}`).toBe(true);
      if (visited.includes(focused.index)) break;
      visited.push(focused.index);
    }
    expect(visited[0], 'the skip link is the first stop').toBe(0);
    expect(visited).toEqual(expected);
  });
}
