import { statSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { NOT_FOUND_PATH, ROUTES, site } from './support';

const CHAT_HREF = new RegExp(`^https://wa\\.me/${site.chat.number}\\?text=[^&#\\s]+$`);
/** The year the site was built, which its footer's copyright gives. */
const BUILT = statSync('dist/index.html').mtime.getFullYear();

for (const route of [...ROUTES, { path: NOT_FOUND_PATH, nav: null }]) {
  test(`${route.path}: the bar, the floating chat button, the footer and the skip link`, async ({ page }) => {
    await page.goto(route.path);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip, 'the first stop').toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();

    // The brand, the links of site.yaml in its order and nothing else, this page's marked, and the chat button.
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: site.brand, exact: true })).toHaveAttribute('href', '/');
    const nav = header.getByRole('navigation', { name: 'Main' });
    // Hidden included: on small screens the links sit in the closed Menu (a popover, display: none).
    await expect(nav.getByRole('link', { includeHidden: true })).toHaveText(ROUTES.map((link) => link.nav));
    for (const { nav: name, path: href } of ROUTES) {
      const link = nav.getByRole('link', { name, exact: true, includeHidden: true });
      await expect(link).toHaveAttribute('href', href);
      if (name === route.nav) await expect(link).toHaveAttribute('aria-current', 'page');
      else await expect(link).not.toHaveAttribute('aria-current');
    }
    const chat = header.getByRole('link', { name: `Chat on ${site.chat.app}` });
    await expect(chat).toBeVisible();
    expect(new URL((await chat.getAttribute('href'))!).searchParams.get('text')).toBe(site.chat.message);

    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`${site.footer.tagline} ${site.footer.powered}`);
    await expect(footer.getByRole('link', { name: new RegExp(site.chat.app) })).toHaveAttribute('href', CHAT_HREF);
    await expect(footer).toContainText(`© ${BUILT} ${site.brand}`);

    // Every chat link opens WhatsApp in a new tab, saying so, with a message.
    const links = page.locator('a[href*="wa.me"]');
    expect(await links.count()).toBeGreaterThanOrEqual(3);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', CHAT_HREF);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      await expect(link).toHaveAccessibleName(/opens .*in a new tab/);
    }

    // Scrolled to the very end, the bar is still at the top, and the floating chat button at the bottom right.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expect.poll(() => header.boundingBox().then((box) => box?.y)).toBe(0);
    const floating = page.locator('a.floating-chat');
    await expect(floating).toHaveAccessibleName(new RegExp(`Chat on ${site.chat.app}`));
    await expect(floating).toBeInViewport();
    const viewport = page.viewportSize()!;
    const box = (await floating.boundingBox())!;
    expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(32);
    expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(32);
  });
}
