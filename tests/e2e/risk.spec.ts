import type { Server } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { serveDist } from '../../scripts/static-server.mjs';
import { astro, removeScratch, ROOT, scratchProject } from '../integration/scratch';
import { RISK_SUMMARY } from '../../src/lib/launchGate';
import { pagePath } from '../../src/lib/routes';
import { bodyAttributes, PAGES, site, values } from './support';

/** What a careful buyer needs to weigh the offer: said once, specifically, where they decide (issue #44). */

/** The page that sets out what could go wrong: the one with `<Section id="risks">`, and the link to it. */
const RISKS = PAGES.find(({ id }) => bodyAttributes(id, 'Section', 'id').includes('risks'))!;
const RISKS_LINK = `${RISKS.path}#risks`;

test(`${RISKS.path} sets out what could go wrong once, beside the projection, at body size, its downside computed`, async ({
  page,
}) => {
  await page.goto(RISKS.path);
  const risks = page.locator('#risks');
  // Right after the section that draws the projection.
  expect(await risks.evaluate((section) => Boolean(section.previousElementSibling?.querySelector('figure svg')))).toBe(
    true,
  );
  // Specific: the opening, the deposit's fate, the protections that do not apply, the operator it all depends on.
  for (const statement of [values.completion, values.depositProtection, values.protection, values.operator]) {
    await expect(risks).toContainText(statement);
  }
  const items = risks.getByRole('listitem');
  expect(await items.count()).toBeGreaterThanOrEqual(6);
  const body = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
  for (const size of await items.evaluateAll((lis) => lis.map((li) => parseFloat(getComputedStyle(li).fontSize)))) {
    expect(size).toBeGreaterThanOrEqual(body);
  }
  // The downside case's payback, computed from offer.yaml by the main case's model, beside the chart and in the text.
  await expect(page.locator('figure').filter({ has: page.locator('svg') })).toContainText(
    `the price back in ${values.downsidePayback} years`,
  );
  await expect(page.getByRole('main')).toContainText(`in the downside case, ${values.downsidePayback}`);
  // Who approved the promotion: on the page and in its footer.
  await expect(page.getByRole('main')).toContainText(values.approval);
  await expect(page.getByRole('contentinfo')).toContainText(values.approval);
});

test('"Capital at risk" at most twice a page, footer included; a page that states a return links to the risks', async ({
  page,
}) => {
  for (const { path } of PAGES) {
    await page.goto(path);
    const text = await page.locator('body').innerText();
    expect(text.match(/capital at risk/gi)?.length ?? 0, path).toBeLessThanOrEqual(2);
    const main = page.getByRole('main');
    if (path !== RISKS.path && /\b(ROI|projected|share of the rent)\b/i.test(await main.innerText())) {
      await expect(main.locator(`a[href="${RISKS_LINK}"]`), path).toHaveCount(1);
    }
    // The high-risk warning: none while site.yaml leaves it empty, nor a byte of its CSS.
    await expect(page.getByRole('complementary', { name: 'Risk warning' })).toHaveCount(site.highRisk.warning ? 1 : 0);
    if (!site.highRisk.warning) expect(await (await page.request.get(path)).text()).not.toContain('risk-banner');
  }
  // Nor the risk summary it would link to.
  if (!site.highRisk.warning) expect((await page.request.get(pagePath(RISK_SUMMARY))).status()).toBe(404);
});

test.describe('the high-risk warning, once site.yaml sets it', () => {
  /** The FCA's prescribed warning for a restricted mass-market investment (COBS 4.12A). */
  const WARNING =
    "Don't invest unless you're prepared to lose all the money you invest. This is a high-risk investment and you are unlikely to be protected if something goes wrong.";
  let server: Server;
  let base = '';

  // A scratch build of the site with the warning set; the live content stays as the owner leaves it.
  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const dir = scratchProject('risk-banner', join(ROOT, 'content'), {
      file: 'site.yaml',
      from: "  warning: ''",
      to: `  warning: "${WARNING}"`,
    });
    const build = await astro(dir, 'build');
    expect(build.ok, build.output).toBe(true);
    ({ server, url: base } = await serveDist(join(dir, 'dist')));
  });
  test.afterAll(() => {
    server?.close();
    removeScratch('risk-banner');
  });

  /** The warning's box, the bar's, and the bar's controls on screen (brand, links or Menu, chat). */
  const layout = (page: Page) =>
    page.evaluate(() => {
      const box = (element: Element) => element.getBoundingClientRect().toJSON() as DOMRect;
      const controls = [...document.querySelectorAll('header a, header button')].map(box).filter((r) => r.width > 0);
      return {
        banner: box(document.querySelector('.risk-banner')!),
        bar: box(document.querySelector('header')!),
        controls,
      };
    });

  test('it comes first in the HTML, above the bar, at the top of the screen while scrolling, with no script', async ({
    browser,
    request,
  }) => {
    for (const { path } of PAGES) {
      const html = await (await request.get(`${base}${path}`)).text();
      const end = html.indexOf('</aside>', html.indexOf('aria-label="Risk warning"'));
      expect(end, `${path}: the warning, in the HTML`).toBeGreaterThan(0);
      expect(end, `${path}: before the bar`).toBeLessThan(html.indexOf('<header'));
      // What a slow link brings in its first round trip (TCP's first ten packets), as budgets.spec counts it.
      expect(gzipSync(html.slice(0, end)).length, `${path}: in the first round trip`).toBeLessThan(14 * 1024);
    }

    // Opened as narrow as it is checked: narrowed from wide, the nav's row folds into the Menu over 0.25s.
    const page = await (
      await browser.newContext({ javaScriptEnabled: false, viewport: { width: 320, height: 640 } })
    ).newPage();
    await page.goto(`${base}/`);
    const warning = page.getByRole('complementary', { name: 'Risk warning' });
    await expect(warning).toContainText(WARNING.replaceAll("'", '’'));
    // At least body size, inside a border of its own.
    const [size, body, border] = await warning
      .locator('p')
      .evaluate(
        (p) =>
          [
            parseFloat(getComputedStyle(p).fontSize),
            parseFloat(getComputedStyle(document.body).fontSize),
            ['top', 'right', 'bottom', 'left'].map((side) =>
              parseFloat(getComputedStyle(p).getPropertyValue(`border-${side}-width`)),
            ),
          ] as const,
      );
    expect(size).toBeGreaterThanOrEqual(body);
    expect(Math.min(...border)).toBeGreaterThanOrEqual(1);
    // Its link opens the risk summary, built with it, in the FCA's format.
    await expect(warning.getByRole('link', { name: site.highRisk.link })).toHaveAttribute(
      'href',
      pagePath(RISK_SUMMARY),
    );
    await warning.getByRole('link').click();
    const heading = bodyAttributes(RISK_SUMMARY, 'Section', 'heading')[0]!;
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await page.goto(`${base}/`);
    for (const width of [320, 375, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 640 });
      for (const scrolled of [false, true]) {
        await page.evaluate((end) => scrollTo(0, end ? document.body.scrollHeight : 0), scrolled);
        const { banner, bar, controls } = await layout(page);
        const at = `${width}px${scrolled ? ', scrolled' : ''}`;
        expect(banner.top, at).toBe(0);
        expect(bar.top, `${at}: the bar right under the warning`).toBeCloseTo(banner.bottom, 0);
        // The bar keeps its one row (as widths.spec has it: two below 360px, where its chat button takes two lines).
        expect(bar.height, at).toBeLessThanOrEqual(88);
        if (width >= 360)
          expect(Math.max(...controls.map((r) => r.top)), at).toBeLessThan(Math.min(...controls.map((r) => r.bottom)));
      }
      expect(await page.evaluate(() => scrollY), `${width}px: the page scrolled`).toBeGreaterThan(0);
    }
    // The Menu, opened without a script, drops from under the bar, not over it.
    await page.setViewportSize({ width: 375, height: 640 });
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.locator('header [popover]');
    await expect(menu).toBeVisible();
    const { bar } = await layout(page);
    expect((await menu.boundingBox())!.y).toBeCloseTo(bar.bottom, 0);
  });
});
