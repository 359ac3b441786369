import { expect, test } from '@playwright/test';
import { bodyAttributes, PAGES, site, values } from './support';

/** What a UK investment promotion must show, read as a compliance adviser and a careful buyer would. */

for (const { path } of PAGES) {
  test(`${path}: its footer names the company and its regulatory status, and its copy has no straight quote`, async ({
    page,
  }) => {
    await page.goto(path);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(site.footer.riskNotice);
    await expect(footer).toContainText(site.regulatoryStatement);
    for (const detail of [values.company, values.companyNumber, values.registeredIn, values.registeredOffice]) {
      await expect(footer).toContainText(detail);
    }
    const copy = await page.evaluate(() =>
      [
        document.title,
        document.body.innerText,
        ...[...document.querySelectorAll('img[alt], [aria-label]')].map(
          (element) => element.getAttribute('alt') ?? element.getAttribute('aria-label'),
        ),
      ].join('\n'),
    );
    expect(copy).not.toMatch(/\p{L}'\p{L}|\p{L}'\s|\s'\p{L}|"/u);
  });
}

test('the privacy notice covers what UK GDPR asks of it', async ({ page }) => {
  // The notice is the page with the section that names the controller, whatever its file is called.
  const notice = PAGES.find(({ id }) => bodyAttributes(id, 'Section', 'id').includes('who-we-are'));
  expect(notice, 'a page of content/pages/ with <Section id="who-we-are">, the privacy notice').toBeDefined();
  await page.goto(notice!.path);
  const main = page.getByRole('main');
  // The controller and how to reach it, from site.yaml.
  const controller = main.locator('#who-we-are');
  for (const detail of [values.company, values.companyNumber, values.registeredOffice, values.privacyEmail]) {
    await expect(controller).toContainText(detail);
  }
  // What is collected, why and on what basis, who receives it, for how long, the visitor's rights, the ICO.
  await expect(main.locator('#what-we-collect')).toContainText(/nothing/i);
  await expect(main.locator('#whatsapp')).toContainText(site.chat.app);
  await expect(main.locator('#purposes')).toContainText(/lawful basis/i);
  await expect(main.locator('#recipients')).toContainText(site.chat.app);
  await expect(main.locator('#retention')).toContainText(/\byears?\b|\bmonths?\b/);
  await expect(main.locator('#your-rights')).toContainText(/copy|correct|delete|object/);
  await expect(main.locator('#complaints')).toContainText(/Information Commissioner/);
  await expect(main.locator('#complaints')).toContainText(/ico\.org\.uk/);
  await expect(main).toContainText(/last updated on \d{1,2} [A-Z][a-z]+ \d{4}/);
});
