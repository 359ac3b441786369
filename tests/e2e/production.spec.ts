import { expect, test } from '@playwright/test';
import { CONTENT_ROUTES, site } from './support';

// The build the tests serve is made with neither deploy variable, so it is production's: none of a preview's marks
// (src/lib/preview.ts). tests/integration/preview-build.test.ts builds a deploy preview and finds them there.

test('production: robots.txt allows all, no page says noindex in a header, and footers link only the pages', async ({
  page,
  request,
}) => {
  const sitemap = new URL('/sitemap-index.xml', site.siteUrl).href;
  expect(await (await request.get('/robots.txt')).text()).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`);
  for (const { path } of CONTENT_ROUTES) {
    const response = await page.goto(path);
    expect(response!.headers()['x-robots-tag'], path).toBeUndefined();
    const footerLinks = page.getByRole('navigation', { name: 'Footer' }).getByRole('link');
    await expect(footerLinks, path).toHaveText(site.footer.links.map((link) => link.name));
  }
});
