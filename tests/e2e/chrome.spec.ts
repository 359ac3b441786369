import { expect, test } from '@playwright/test';
import { NOT_FOUND_PATH, ROUTES, site } from './support';

const CHAT_HREF = new RegExp(`^https://wa\\.me/${site.chat.number}\\?text=[^&#\\s]+$`);

for (const route of [...ROUTES, { path: NOT_FOUND_PATH, nav: null }]) {
  test.describe(`chrome on ${route.path}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(route.path);
    });

    test('a fixed top bar with the brand, the links of site.yaml and the chat button', async ({ page }) => {
      const header = page.getByRole('banner');
      await expect(header).toHaveCSS('position', 'fixed');
      await expect(header.getByRole('link', { name: site.brand, exact: true })).toHaveAttribute('href', '/');
      const nav = header.getByRole('navigation', { name: 'Main' });
      // The links of site.yaml, in its order, and nothing else.
      await expect(nav.getByRole('link', { includeHidden: true })).toHaveText(ROUTES.map((link) => link.nav));
      for (const { nav: name, path: href } of ROUTES) {
        // Hidden included: on small screens the links sit in the closed Menu (a popover, display: none).
        const link = nav.getByRole('link', { name, exact: true, includeHidden: true });
        await expect(link).toHaveAttribute('href', href);
        if (name === route.nav) await expect(link).toHaveAttribute('aria-current', 'page');
        else await expect(link).not.toHaveAttribute('aria-current');
      }
      await expect(nav.locator('[aria-current="page"]')).toHaveCount(route.nav ? 1 : 0);
      const chat = header.getByRole('link', { name: `Chat on ${site.chat.app}` });
      await expect(chat).toBeVisible();
      await expect(chat).toHaveAttribute('href', CHAT_HREF);
    });

    test('a floating chat button fixed at the bottom right', async ({ page }) => {
      const button = page.locator('a.floating-chat');
      await expect(button).toHaveAccessibleName(new RegExp(`Chat on ${site.chat.app}`));
      await expect(button).toHaveCSS('position', 'fixed');
      const viewport = page.viewportSize()!;
      const box = (await button.boundingBox())!;
      expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(32);
      expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(32);
      // Still there after scrolling to the very bottom.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await expect(button).toBeInViewport();
    });

    test("a footer with the tagline, a chat link and this year's copyright", async ({ page }) => {
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(`${site.footer.tagline} ${site.footer.powered}`);
      await expect(footer.getByRole('link', { name: new RegExp(site.chat.app) })).toHaveAttribute('href', CHAT_HREF);
      await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.brand}`);
    });

    test('every chat link opens WhatsApp in a new tab with the prefilled message', async ({ page }) => {
      const links = page.locator('a[href*="wa.me"]');
      expect(await links.count()).toBeGreaterThanOrEqual(3);
      for (const link of await links.all()) {
        await expect(link).toHaveAttribute('href', CHAT_HREF);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveAccessibleName(/opens .*in a new tab/);
        const text = new URL((await link.getAttribute('href'))!).searchParams.get('text');
        expect(text?.length).toBeGreaterThan(10);
      }
    });

    test('the skip link is the first stop and moves focus to main', async ({ page }) => {
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main')).toBeFocused();
    });
  });
}

test('the default chat message is the one in content/site.yaml', async ({ page }) => {
  await page.goto('/');
  const href = await page
    .getByRole('banner')
    .getByRole('link', { name: `Chat on ${site.chat.app}` })
    .getAttribute('href');
  expect(new URL(href!).searchParams.get('text')).toBe(site.chat.message);
});
