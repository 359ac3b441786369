import type { Page } from '@playwright/test';

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
