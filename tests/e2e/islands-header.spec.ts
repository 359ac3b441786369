import type { Page } from '@playwright/test';
import { barAlpha, headerIsland, expectTabStaysInOpenMenu } from './header';
import { hydrated, withoutCssFeatureInCss } from './hydration';
import { expect, loadedAndIdle, networkIdle, test } from './network';
import { OTHER_ROUTE, ROUTES } from './support';

/** The top bar's last link, which the Menu tests reach for: its name and path come from site.yaml. */
const LAST = ROUTES.at(-1)!;

/** Lets the rAF-throttled scroll listener run, so a state that should *not* change has had its chance to. */
async function settle(page: Page) {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await settle(page);
}

/** Home's scroll state, as painted: transparent at the top and until 100px, solid past it, transparent again. */
async function expectScrollState(page: Page) {
  for (const [y, alpha] of [
    [0, 0],
    [60, 0],
    [160, 1],
    [0, 0],
  ] as const) {
    await scrollTo(page, y);
    await expect.poll(() => barAlpha(page), `at ${y}px`).toBe(alpha);
  }
}

test.describe('top bar on /', () => {
  test('before any script, the CSS scroll timeline makes it transparent at 0 and 60px, solid at 160px', async ({
    page,
    request,
  }) => {
    expect(await (await request.get('/')).text()).toMatch(/<header[^>]*data-state="transparent"/);
    await page.goto('/');
    // No script is needed for this, and none has run: the island is still the server HTML.
    await expect(headerIsland(page)).toHaveAttribute('ssr', '');
    await expect.poll(() => barAlpha(page)).toBe(0);
    await scrollTo(page, 60);
    await expect.poll(() => barAlpha(page)).toBe(0);
    await scrollTo(page, 160);
    await expect.poll(() => barAlpha(page)).toBe(1);
    await scrollTo(page, 0);
    await expect.poll(() => barAlpha(page)).toBe(0);
    await expect(headerIsland(page)).toHaveAttribute('ssr', '');
  });

  test.describe('where scroll timelines are missing (Firefox today), before any script', () => {
    // The page's CSS is rewritten as such a browser reads it, so its hashes no longer match.
    test.use({ bypassCSP: true });

    // Its CSS shows a layer of the bar's colour past 100px: Firefox's smoke (engines.spec.ts) checks it, as Chromium's
    // `anchors-visible` keeps showing a fixed box whose anchor has left the viewport (w3c/csswg-drafts#12732).
    test("no island comes unasked: the bar's state is the CSS's", async ({ page }) => {
      await withoutCssFeatureInCss(page, 'animation-timeline');
      const scripts: string[] = [];
      page.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
      await page.goto('/');
      await loadedAndIdle(page);
      await scrollTo(page, 900);
      await loadedAndIdle(page);
      expect(scripts).toEqual([]);
      await expect(headerIsland(page)).toHaveAttribute('ssr', '');
    });

    test('without anchor visibility either, it is solid, never see-through over the page below the hero', async ({
      page,
    }) => {
      await withoutCssFeatureInCss(page, 'animation-timeline|position-visibility');
      await page.goto('/');
      for (const y of [160, 900, 0]) {
        await scrollTo(page, y);
        await expect.poll(() => barAlpha(page), `at ${y}px`).toBe(1);
      }
    });
  });

  test('once hydrated by a visitor, the island keeps the same scroll state @small-screen', async ({ page }) => {
    await page.goto('/');
    await hydrated(headerIsland(page));
    await expectScrollState(page);
  });

  test('a reload mid-page is solid from the first frame, with no layout shift', async ({ page }) => {
    // Sampled without the island: the scroll timeline must paint the bar solid before any script could.
    // Samples every frame from the very start: the bar must never be painted transparent while scrolled past 100px.
    await page.addInitScript(() => {
      const samples: { y: number; alpha: number }[] = [];
      const shifts: number[] = [];
      Object.assign(window, { barSamples: samples, layoutShifts: shifts });
      // Only shifts of the bar itself count here (a web font swapping in the page body is not this island's doing).
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const sources = (entry as unknown as { sources: { node: Node | null }[] }).sources;
          const inBar = sources.filter(
            (source) => source.node && document.querySelector('header')?.contains(source.node),
          );
          if (inBar.length > 0) shifts.push((entry as unknown as { value: number }).value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      const tick = () => {
        const header = document.querySelector('header');
        if (header) {
          const alpha = getComputedStyle(header).backgroundColor.match(/rgba\([^)]*[,/]\s*([\d.]+)\)/)?.[1];
          samples.push({ y: window.scrollY, alpha: alpha === undefined ? 1 : Number(alpha) });
        }
        if (samples.length < 240) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    await page.goto('/');
    await scrollTo(page, 900);
    await page.reload();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect.poll(() => barAlpha(page)).toBe(1);
    await settle(page);
    const samples = await page.evaluate(
      () => (window as unknown as { barSamples: { y: number; alpha: number }[] }).barSamples,
    );
    // A frame's rAF reads scroll timelines as of the frame's start, so the sample taken in the frame where scroll
    // restoration lands is stale by design (the browser re-checks before painting); judge the frames after it.
    const scrolled = samples.filter((sample, index) => sample.y > 100 && samples[index - 1]?.y === sample.y);
    expect(scrolled.length).toBeGreaterThan(0);
    expect(
      scrolled.filter((sample) => sample.alpha < 0.9),
      JSON.stringify(samples),
    ).toEqual([]);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts).toEqual([]);
  });
});

test('the top bar of every other page is solid at the top and after scrolling', async ({ page, request }) => {
  for (const route of ROUTES.filter((r) => r.path !== '/')) {
    expect(await (await request.get(route.path)).text()).toMatch(/<header[^>]*data-state="solid"/);
    await page.goto(route.path);
    const bar = page.getByRole('banner');
    await expect(bar).toHaveAttribute('data-state', 'solid');
    expect(await barAlpha(page), route.path).toBe(1);
    await scrollTo(page, 400);
    await scrollTo(page, 0);
    await expect(bar).toHaveAttribute('data-state', 'solid');
    expect(await barAlpha(page), route.path).toBe(1);
  }
});

test.describe('hydration on interaction', () => {
  test('on wide screens the bar never fetches its island, even when used', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    for (const path of ['/', OTHER_ROUTE.path]) {
      await page.goto(path);
      await expect(headerIsland(page)).toHaveAttribute('client', 'interaction');
      // Use the bar: focus and hover its links and the chat button.
      const bar = page.getByRole('banner');
      for (const link of await bar.getByRole('link').all()) {
        await link.focus();
        await link.hover();
      }
      await bar.dispatchEvent('click');
      await networkIdle(page);
      await expect(headerIsland(page)).toHaveAttribute('ssr', '');
    }
    expect(scripts).toEqual([]);
  });

  test('on small screens the bar hydrates on the first interaction, not before @small-screen', async ({ page }) => {
    for (const path of ['/', OTHER_ROUTE.path]) {
      await page.goto(path);
      await loadedAndIdle(page);
      await expect(headerIsland(page)).toHaveAttribute('ssr', '');
      await page.getByRole('button', { name: 'Menu', exact: true }).focus();
      await expect(headerIsland(page)).not.toHaveAttribute('ssr', /.*/);
    }
  });
});

test.describe('menu at 375px @small-screen', () => {
  /** Whether a pointer at the link's centre would land on the link: false when it is clipped away or inert. */
  async function reachable(page: Page, name: string) {
    // Hidden links included: a closed popover is display: none, which is one way of being unreachable.
    const link = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name, exact: true, includeHidden: true });
    return link.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit) && !element.closest('[inert]');
    });
  }

  for (const path of ['/', OTHER_ROUTE.path]) {
    test(`on ${path}: the first tap opens it and hydrates the island; Escape closes it and returns focus`, async ({
      page,
    }) => {
      await page.goto(path);
      const menu = page.getByRole('button', { name: 'Menu', exact: true });
      const list = page.locator(`#${await menu.getAttribute('aria-controls')}`);
      await expect(list).toBeHidden();
      expect(await reachable(page, LAST.nav)).toBe(false);
      await expect(headerIsland(page)).toHaveAttribute('ssr', '');

      // The tap opens the popover (the platform) and starts the island, which then states the open state itself.
      await menu.tap();
      await expect(list).toBeVisible();
      await hydrated(headerIsland(page));
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(() => reachable(page, LAST.nav)).toBe(true);
      // The page behind is inert: the keyboard reaches only the menu and its button.
      await expect(page.locator('main')).toHaveAttribute('inert', '');
      await expectTabStaysInOpenMenu(page);

      await page.keyboard.press('Escape');
      await expect(menu).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeFocused();
      await expect(list).toBeHidden();
      await expect(page.locator('main')).not.toHaveAttribute('inert');
      await expect.poll(() => reachable(page, LAST.nav)).toBe(false);
    });
  }

  test('choosing a link closes the menu and navigates', async ({ page }) => {
    await page.goto(OTHER_ROUTE.path);
    await hydrated(headerIsland(page));
    const menu = page.locator('header button[aria-controls]');
    const last = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: LAST.nav, exact: true });

    // First hold the navigation back once, so the closed state is observed on this page.
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.evaluate(() =>
      document.addEventListener('click', (event) => event.preventDefault(), { capture: true, once: true }),
    );
    await last.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(new RegExp(`${OTHER_ROUTE.path}$`));

    // Then for real: the link navigates.
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await last.click();
    await expect(page).toHaveURL(new RegExp(`${LAST.path}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The new page starts with its menu closed (and its island not yet fetched).
    await expect(page.locator(`#${await menu.getAttribute('aria-controls')}`)).toBeHidden();
  });

  test('a click outside closes the menu without following anything', async ({ page }) => {
    await page.goto(OTHER_ROUTE.path);
    await hydrated(headerIsland(page));
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(180, 760);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(new RegExp(`${OTHER_ROUTE.path}$`));
  });

  test('growing to desktop closes the menu and shows the links in the bar', async ({ page }) => {
    await page.goto(OTHER_ROUTE.path);
    await hydrated(headerIsland(page));
    // Located by its wiring rather than role: at desktop width the button is display:none, so out of the a11y tree.
    const menu = page.locator('header button[aria-controls]');
    await expect(menu).toHaveAccessibleName('Menu');
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();
    await expect(page.locator('main')).not.toHaveAttribute('inert');
    await expect.poll(() => reachable(page, LAST.nav)).toBe(true);
  });
});
