import type { Page } from '@playwright/test';
import { inlineHashes } from '../../src/integrations/securityHeaders';
import { CONTENT_ROUTES, NOT_FOUND_PATH, PAGES, site } from './support';
import { hydrateAll } from './hydration';
import { expect, networkIdle, test } from './network';

/** Every page the site builds, the 404 page included, read from content/pages/. */
const PATHS = CONTENT_ROUTES.map((route) => route.path);

/** Reads the page down, as a visitor does: every lazy picture brought into view, every island used. */
async function readThrough(page: Page) {
  for (const picture of await page.locator('img[loading="lazy"]').all()) await picture.scrollIntoViewIfNeeded();
  await hydrateAll(page);
  await networkIdle(page);
}

for (const path of PATHS) {
  test(`${path}: nothing but its own origin, no cookies, no storage, no console errors or CSP violations`, async ({
    page,
    context,
    baseURL,
  }) => {
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    const problems: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.origin !== origin) foreign.push(request.url());
    });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI}`);
      });
    });

    const response = await page.goto(path);
    expect(response?.status()).toBe(path === NOT_FOUND_PATH ? 404 : 200);
    await readThrough(page);

    // The browser reports a 404 document as a failed load; that one is the point of the page.
    expect(problems.filter((problem) => !(path === NOT_FOUND_PATH && /status of 404/.test(problem)))).toEqual([]);
    expect(foreign).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    const storage = await page.evaluate(async () => ({
      local: localStorage.length,
      session: sessionStorage.length,
      databases: (await indexedDB.databases()).length,
    }));
    expect(storage).toEqual({ local: 0, session: 0, databases: 0 });
  });
}

/**
 * The policy travels as a header only, as Astro itself sends it to a host that takes headers (withastro/astro#13926):
 * a copy in each page's <meta> cost every page about 900 bytes of its first round trip, and could not carry
 * frame-ancestors anyway.
 */
test('the CSP is strict: no unsafe-inline scripts, no third-party sources, sent as a header, not in the page', async ({
  request,
}) => {
  const policy = (await request.get('/')).headers()['content-security-policy'];
  for (const { path } of CONTENT_ROUTES) {
    const response = await request.get(path);
    expect(response.headers()['content-security-policy'], path).toBe(policy);
    expect(/<meta[^>]+content-security-policy[^>]*>/i.exec(await response.text())?.[0], path).toBeUndefined();
  }
  expect(policy).toMatch(/frame-ancestors 'none'/);
  expect(policy).toMatch(/default-src 'self'/);
  expect(policy).toMatch(/object-src 'none'/);
  expect(policy).toMatch(/base-uri 'self'/);
  expect(policy).toMatch(/form-action 'none'/);
  expect(policy).toMatch(/img-src 'self' data:/);
  const scriptSrc = /script-src ([^;]+)/.exec(policy!)?.[1] ?? '';
  expect(scriptSrc).not.toContain('unsafe-inline');
  expect(scriptSrc).not.toMatch(/https?:/);
});

/**
 * Every response carries the policy, and a page's first response must fit a slow link's first round trip with its
 * headers: a hash for no inline script or style of any page (Astro hashes every client directive it knows, and each
 * bundled file) is about 54 bytes of it for nothing.
 */
test('each hash in the CSP is of an inline script or style some page has', async ({ request }) => {
  const policy = (await request.get('/')).headers()['content-security-policy']!;
  const inline = new Set<string>();
  for (const { path } of CONTENT_ROUTES)
    for (const [directive, sources] of Object.entries(inlineHashes(await (await request.get(path)).text())))
      for (const source of sources) inline.add(`${directive} ${source}`);
  const hashed = ['script-src', 'style-src'].flatMap((directive) =>
    (new RegExp(`${directive} ([^;]+)`).exec(policy)?.[1] ?? '')
      .split(' ')
      .filter((source) => source.startsWith("'sha"))
      .map((source) => `${directive} ${source}`),
  );
  expect(hashed.filter((source) => !inline.has(source))).toEqual([]);
  expect(new Set(hashed)).toEqual(inline);
});

test('an inline script the build did not hash is blocked', async ({ page }) => {
  await page.goto('/');
  // An inline script runs as it is added, or the policy blocks it and reports the violation.
  const outcome = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (event) => resolve(event.violatedDirective));
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true;';
        document.body.append(script);
        if ((window as unknown as { __injected?: boolean }).__injected) resolve('ran');
      }),
  );
  expect(outcome).toMatch(/^script-src/);
});

for (const { path } of PAGES) {
  test(`${path}: share tags and structured data match the page`, async ({ page, request }) => {
    await page.goto(path);
    const meta = (selector: string) => page.locator(selector).getAttribute('content');
    const title = await page.title();
    const description = await meta('meta[name="description"]');
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toBe(new URL(path, site.siteUrl).href);
    expect(await meta('meta[property="og:title"]')).toBe(title);
    expect(await meta('meta[name="twitter:title"]')).toBe(title);
    expect(await meta('meta[property="og:description"]')).toBe(description);
    expect(await meta('meta[property="og:url"]')).toBe(canonical);
    expect(await meta('meta[property="og:locale"]')).toBe('en_GB');
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    const image = new URL((await meta('meta[property="og:image"]'))!);
    expect(image.origin).toBe(new URL(site.siteUrl).origin);
    expect(await meta('meta[name="twitter:image"]')).toBe(image.href);
    const file = await request.get(image.pathname);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('image/jpeg');
    const bytes = await file.body();
    // The JPEG's SOF0/SOF2 frame header holds its height and width.
    const sof = bytes.findIndex((byte, i) => byte === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2));
    expect([bytes.readUInt16BE(sof + 7), bytes.readUInt16BE(sof + 5)]).toEqual([1200, 630]);

    const jsonLd = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) => scripts.map((script) => JSON.parse(script.textContent ?? '')));
    const organization = jsonLd.find((data) => data['@type'] === 'Organization');
    expect(organization.name).toBe(site.brand);
    expect(organization.contactPoint.telephone).toBe(`+${site.chat.number}`);
    // No FAQPage: search engines show FAQ results for government and health sites only, and it cost /investment
    // about 400 bytes of its first round trip.
    expect(jsonLd.map((data) => data['@type'])).toEqual(['Organization']);
  });
}

test('robots.txt points at the sitemap, which lists every page but the 404', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${new URL('/sitemap-index.xml', site.siteUrl).href}`);
  const index = await (await request.get('/sitemap-index.xml')).text();
  const sitemapUrl = /<loc>([^<]+)<\/loc>/.exec(index)![1]!;
  const sitemap = await (await request.get(new URL(sitemapUrl).pathname)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname).sort();
  expect(locs).toEqual(PAGES.map((page) => page.path).sort());
});
