import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { ROUTES } from './support';

/**
 * The JavaScript each route ships, measured in the browser: every script response, gzipped as a static host would
 * serve it. Allowed are React, React DOM, the two islands and Swiper; any other script fails the test.
 */
const BUDGET_GZIP_BYTES = 100_000;
const ALLOWED = /\/_astro\/(SiteHeader|Carousel|client|react|jsx-runtime|rolldown-runtime)\.[\w-]+\.js$/;

async function shippedScripts(page: Page, path: string) {
  const scripts = new Map<string, number>();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  await page.goto(path);
  // Bring every client:visible island in, give client:idle its turn, then let the network settle.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  return scripts;
}

for (const route of [...ROUTES, { path: '/this-does-not-exist', nav: null }]) {
  test(`JavaScript shipped on ${route.path} is only React and the islands, within budget`, async ({ page }, info) => {
    const scripts = await shippedScripts(page, route.path);
    const total = [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0);
    info.annotations.push({
      type: 'js-gzip-bytes',
      description: `${info.project.name} ${route.path}: ${total} (${[...scripts].map(([url, bytes]) => `${url.replace('/_astro/', '')} ${bytes}`).join(', ') || 'none'})`,
    });
    const islandScripts = [...scripts.keys()].filter((url) => url.startsWith('/_astro/'));
    expect(islandScripts.filter((url) => !ALLOWED.test(url))).toEqual([]);
    expect(total).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);

    const loads = (name: string) => islandScripts.some((url) => url.includes(`/${name}.`));
    const hasCarousel = route.path === '/founders-club' || route.path === '/residences';
    expect(loads('Carousel')).toBe(hasCarousel);
    // The bar hydrates on / everywhere, elsewhere only on small screens (client:media).
    expect(loads('SiteHeader')).toBe(route.path === '/' || info.project.name === 'mobile');
    if (!hasCarousel && !loads('SiteHeader')) expect(islandScripts).toEqual([]);
  });
}
