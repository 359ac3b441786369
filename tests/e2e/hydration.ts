import { expect, type Locator } from '@playwright/test';

/**
 * Waits until an island has hydrated. Astro removes the `ssr` attribute from `<astro-island>` once its component
 * has rendered in the browser, so that attribute is the one real signal. Islands whose directive waits for the
 * viewport (`client:visible`) are brought into view first, or they would never hydrate.
 *
 * This is the one place tests wait for hydration: pass the `astro-island` itself, e.g.
 * `page.locator('astro-island').filter({ has: page.getByRole('banner') })`.
 */
export async function hydrated(island: Locator): Promise<void> {
  await expect(island).toHaveCount(1);
  if ((await island.getAttribute('client')) === 'visible') await island.scrollIntoViewIfNeeded();
  await expect(island).not.toHaveAttribute('ssr', /.*/);
}
