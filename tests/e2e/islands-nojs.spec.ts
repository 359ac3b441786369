import { expect, test } from '@playwright/test';
import { rowControlsWork, slideRow, slideShown } from './carousels';
import { headerIsland, menuOpenedThenWidened, expectTabStaysInMenuOpenedByKeyboard } from './header';
import { CAROUSEL_ROUTES, ROUTES, site } from './support';

test.use({ javaScriptEnabled: false });

for (const route of ROUTES) {
  test(`without JavaScript ${route.path} shows its content and every bar link @every-screen`, async ({
    page,
    isMobile,
  }) => {
    await page.goto(route.path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('link', { name: site.brand, exact: true })).toBeVisible();
    const nav = bar.getByRole('navigation', { name: 'Main' });
    const menu = nav.getByRole('button', { name: 'Menu', exact: true });
    if (isMobile) {
      // The Menu button needs no script: the Popover API opens its list.
      await menu.tap();
    } else {
      await expect(menu).toBeHidden();
    }
    for (const name of ROUTES.map((r) => r.nav)) {
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link).toBeVisible();
      await expect(link).toBeInViewport();
      // Nothing covers it: a pointer at its centre lands on the link.
      const onTop = await link.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
      });
      expect(onTop).toBe(true);
    }
    if (isMobile) {
      await page.keyboard.press('Escape');
      await expect(nav.getByRole('list')).toBeHidden();
    }
    await expect(bar.getByRole('link', { name: `Chat on ${site.chat.app}` })).toBeVisible();
  });
}

// Nothing but the island made the page behind the open Menu inert: Tab went on from its last link to the bar's chat
// button and then to the links of the page, under the Menu's panel, where Enter still followed them.
test('without JavaScript Tab stays in the open Menu, as with the island: the page behind it is inert @small-screen', async ({
  page,
}) => {
  await page.goto(ROUTES[0]!.path);
  await expectTabStaysInMenuOpenedByKeyboard(page);
});

test('without JavaScript a Menu left open as the window grows past the breakpoint leaves the links in the bar', async ({
  page,
}) => {
  await menuOpenedThenWidened(page, ROUTES.at(-1)!.path);
  await expect(headerIsland(page)).toHaveAttribute('ssr', '');
});

for (const { path, carousels } of CAROUSEL_ROUTES) {
  test(`without JavaScript every carousel on ${path} shows each picture, by scrolling its row or by its own buttons and keys`, async ({
    page,
  }) => {
    await page.goto(path);
    for (const { label, count } of carousels) {
      const root = page.getByRole('region', { name: label, exact: true });
      await root.scrollIntoViewIfNeeded();
      // The island's buttons never work without JavaScript, so none is shown (the row's own are CSS).
      await expect(root.getByRole('button')).toHaveCount(0);
      const images = root.getByRole('img');
      await expect(images).toHaveCount(count);
      await slideShown(root, 1, count);
      // The row takes focus, for the arrow keys to scroll it: a screen reader names that stop by the carousel's name.
      const row = slideRow(root, label);
      await expect(row).toHaveAttribute('tabindex', '0');
      await rowControlsWork(page, root, label, count);
      // Scrolled the way a visitor would (a horizontal wheel or trackpad swipe); scroll-snap settles each slide. Last,
      // as a later scrollTo does not stop the wheel's animation (see budgets.spec's swipe).
      const box = (await row.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      // Headless Chromium can hold a wheel's scroll till the page's next frame, which a page at rest on a busy machine
      // may not draw for 15 s and more (3 of 24 runs here at a load of 6); a screenshot draws one, and the held scroll
      // goes through. https://github.com/microsoft/playwright/issues/32804
      const drawAFrame = () => page.screenshot({ clip: { x: 0, y: 0, width: 1, height: 1 } });
      for (let n = 2; n <= count; n += 1) {
        await page.mouse.wheel(box.width, 0);
        await slideShown(root, n, count, drawAFrame);
      }
    }
  });
}
