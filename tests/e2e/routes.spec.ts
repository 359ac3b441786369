import { expect, test } from '@playwright/test';
import { frontmatter, PAGES } from './support';

// Every page of content/pages/, so a page a copywriter adds is checked too.
for (const route of PAGES) {
  test(`${route.path} answers 200 with exactly one h1`, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    expect(await page.title()).toContain(frontmatter(route.id).title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{30,}$/);
  });
}

test('an unknown path answers 404 with the page, a way home and the path in the console', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'log') logged.push(message.text());
  });
  const response = await page.goto('/no/such/place?x=1');
  expect(response?.status()).toBe(404);
  const notFound = frontmatter('404').hero.heading;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFound);
  const home = page.getByRole('main').getByRole('link', { name: 'Return to Home' });
  await expect(home).toHaveAttribute('href', '/');
  await expect.poll(() => logged).toContainEqual(expect.stringContaining('/no/such/place'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  await home.click();
  await expect(page).toHaveURL('/');
});
