import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

/**
 * Byte budgets for a slow mountain connection, measured in a real browser on the built site.
 * Sizes, never timings. Text is counted gzipped (as a static host sends it), images and fonts as they are.
 */
const KB = 1024;
const ROUTES = ['/', '/founders-club', '/residences', '/investment', '/privacy', '/accessibility', '/missing-page'];
const CAROUSEL_ROUTES = new Set(['/founders-club', '/residences']);

interface Load {
  /** HTML plus render-blocking CSS, gzipped. */
  firstRoundTrip: number;
  js: number;
  jsFiles: string[];
  images: number;
  fonts: number[];
  foreign: string[];
}

/** Loads a route without scrolling and adds up what it fetched, by type. */
async function measure(page: Page, path: string, origin: string): Promise<Load> {
  const bodies: Promise<void>[] = [];
  const load: Load = { firstRoundTrip: 0, js: 0, jsFiles: [], images: 0, fonts: [], foreign: [] };
  page.on('response', (response) => {
    const request = response.request();
    const url = new URL(response.url());
    if (url.protocol === 'data:') return;
    if (url.origin !== origin) {
      load.foreign.push(url.href);
      return;
    }
    const type = request.resourceType();
    bodies.push(
      response.body().then(
        (body) => {
          const gzipped = gzipSync(body, { level: 9 }).length;
          if (type === 'document') load.firstRoundTrip += gzipped;
          else if (type === 'stylesheet') load.firstRoundTrip += gzipped;
          else if (type === 'script') {
            load.js += gzipped;
            load.jsFiles.push(url.pathname);
          } else if (type === 'image') load.images += body.length;
          else if (type === 'font') load.fonts.push(body.length);
        },
        () => undefined,
      ),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // Idle-time islands hydrate after load; give them their turn before counting.
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  await Promise.all(bodies);
  return load;
}

function over(what: string, actual: number, budget: number): string | undefined {
  return actual > budget
    ? `${what}: ${(actual / KB).toFixed(1)} KB is ${((actual - budget) / KB).toFixed(1)} KB over the ${(budget / KB).toFixed(0)} KB budget`
    : undefined;
}

for (const path of ROUTES) {
  test(`${path} stays within its byte budgets`, async ({ page, baseURL }, info) => {
    const mobile = info.project.name === 'mobile';
    const where = `${path} at ${page.viewportSize()!.width}px`;
    const load = await measure(page, path, new URL(baseURL!).origin);

    // Carousel routes: React, the bar and Swiper. Small screens: React and the bar's menu. Wide screens need no
    // script at all, but for the home bar's scroll state; the 404 page's one-line log is inline in its HTML.
    const jsBudget = CAROUSEL_ROUTES.has(path) ? 100 * KB : mobile || path === '/' ? 72 * KB : 0;
    const failures = [
      over(`${where}, HTML + render-blocking CSS (gzip)`, load.firstRoundTrip, 14 * KB),
      over(`${where}, JavaScript (gzip) [${load.jsFiles.join(', ')}]`, load.js, jsBudget),
      mobile ? over(`${where}, first-view images`, load.images, 120 * KB) : undefined,
      over(
        `${where}, fonts`,
        load.fonts.reduce((a, b) => a + b, 0),
        60 * KB,
      ),
      load.fonts.length > 2 ? `${where}, fonts: ${load.fonts.length} files, budget 2` : undefined,
      load.foreign.length > 0 ? `${where}, requests to other origins: ${load.foreign.join(', ')}` : undefined,
    ].filter(Boolean);
    expect(failures).toEqual([]);
    info.annotations.push({
      type: 'bytes',
      description: `${where}: HTML+CSS ${(load.firstRoundTrip / KB).toFixed(1)} KB, JS ${(load.js / KB).toFixed(1)} KB, images ${(load.images / KB).toFixed(1)} KB, fonts ${(load.fonts.reduce((a, b) => a + b, 0) / KB).toFixed(1)} KB`,
    });
  });
}

test('no script is render-blocking', async ({ page }) => {
  for (const path of ROUTES) {
    await page.goto(path);
    const blocking = await page.evaluate(() =>
      [...document.querySelectorAll('head script[src], body script[src]')]
        .filter(
          (script) =>
            !(script as HTMLScriptElement).async &&
            !(script as HTMLScriptElement).defer &&
            (script as HTMLScriptElement).type !== 'module',
        )
        .map((script) => (script as HTMLScriptElement).src),
    );
    expect(blocking, path).toEqual([]);
    const stylesheets = await page.locator('link[rel="stylesheet"]').count();
    expect(stylesheets, `${path} links a render-blocking stylesheet`).toBe(0);
  }
});
