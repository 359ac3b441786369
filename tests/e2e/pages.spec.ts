import { expect, test, type Locator, type Page } from '@playwright/test';
import { bodyAttributes, bodyElements, frontmatter, PAGES, site, typeset, values } from './support';

/** The ids of the page's sections inside main, in document order. */
async function sectionOrder(page: Page): Promise<string[]> {
  return page.locator('main > section[id]').evaluateAll((sections) => sections.map((section) => section.id));
}

/** A chat link whose prefilled message matches `message`. */
async function expectChatLink(link: Locator, message: RegExp) {
  await expect(link).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${site.chat.number}\\?text=`));
  await expect(link).toHaveAttribute('target', '_blank');
  const text = new URL((await link.getAttribute('href'))!).searchParams.get('text')!;
  expect(text).toMatch(message);
}

test.describe('home', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('the hero: headline, four highlights and Secure Your Stake', async ({ page }) => {
    const { hero } = frontmatter('home');
    // The spec's headline, with the operator and the price from content.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(hero.heading);
    expect(hero.heading).toBe(`Own a Stake in a ${site.operator}-Powered Luxury Hotel from ${values.price}`);
    const highlights = page.locator('.hero .highlights li strong');
    await expect(highlights).toHaveText(hero.highlights!.map((item) => item.title));
    await expect(highlights).toHaveText([
      `${values.deposit} Deposit`,
      `${values.interest} Interest Plan`,
      'Co-Own a Luxury Hotel',
      `Projected ${values.paybackClaimYears}-Year ROI`,
    ]);
    const cta = page.locator('.hero').getByRole('link', { name: /^Secure Your Stake/ });
    await expect(cta).toBeVisible();
    await expectChatLink(cta, /secure my stake/);
  });

  test('the sections in the order of the spec', async ({ page }) => {
    expect(await sectionOrder(page)).toEqual([
      'housing',
      'founders-club',
      'payment-path',
      'sustainability',
      'founders-round',
    ]);
    // The spec's three cards.
    await expect(page.locator('#founders-club h3')).toHaveText([
      'Own The Asset',
      'Access The Luxury',
      'Build Your Wealth',
    ]);
    expect(bodyAttributes('home', 'Card', 'title')).toEqual([
      'Own The Asset',
      'Access The Luxury',
      'Build Your Wealth',
    ]);
  });

  test('the payment path is an ordered list of three steps', async ({ page }) => {
    const steps = page.locator('#payment-path ol > li h3');
    await expect(steps).toHaveText(bodyAttributes('home', 'Step', 'title'));
    await expect(steps).toHaveCount(3);
    await expect(steps.first()).toContainText(values.deposit);
    await expect(steps.nth(1)).toContainText(`${values.monthlyPayment} a month for ${values.months} months`);
  });

  test("the founders' round states 100 units and opens the chat", async ({ page }) => {
    const round = page.locator('#founders-round');
    await expect(round.getByRole('heading', { level: 2 })).toContainText(`${values.units} units`);
    await expectChatLink(
      round.getByRole('link', { name: new RegExp(typeset("Join the Founders' Round")) }),
      new RegExp(typeset("founders' round")),
    );
  });
});

test.describe('founders club', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/founders-club');
  });

  test('hero, sections in order, five amenity images, four cards and the floorplans call', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(frontmatter('founders-club').hero.heading);
    expect(frontmatter('founders-club').hero.heading).toBe('More Than a Home');
    expect(await sectionOrder(page)).toEqual(['amenities', 'spaces', 'community-owned', 'floorplans']);
    const images = page.locator('#amenities img');
    await expect(images).toHaveCount(5);
    for (const [index, subject] of ['infinity pool', 'spa', 'gym', 'co-working hub', "residents' lounge"].entries()) {
      await expect(images.nth(index)).toHaveAttribute('alt', new RegExp(typeset(subject), 'i'));
    }
    await expect(page.locator('#spaces h3')).toHaveText(['Hub', 'Sanctuary', 'Social', 'Service']);
    await expect(page.locator('#community-owned')).toContainText(values.sharedSpace);
    await expectChatLink(page.locator('#floorplans').getByRole('link', { name: /Request Floorplans/ }), /floorplans/);
  });
});

test.describe('residences', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/residences');
  });

  test('studio with three images, larger homes, location with two images, virtual tour', async ({ page }) => {
    expect(await sectionOrder(page)).toEqual(['studio', 'more-space', 'location', 'virtual-tour']);
    await expect(page.locator('#studio h2')).toHaveText(typeset(`The ${values.priceShort} Founders' Studio`));
    await expect(page.locator('#studio')).toContainText(values.studioSize);
    await expect(page.locator('#studio img')).toHaveCount(3);
    await expect(page.locator('#more-space h2')).toHaveText('Need More Space?');
    await expect(page.locator('#more-space')).toContainText(/one- and two-bedroom/);
    await expectChatLink(
      page.locator('#more-space').getByRole('link', { name: /Larger Homes/ }),
      /one- or two-bedroom/,
    );
    await expect(page.locator('#location img')).toHaveCount(2);
    await expectChatLink(page.locator('#virtual-tour').getByRole('link', { name: /Virtual Tour/ }), /virtual tour/);
  });
});

test.describe('investment', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/investment');
  });

  test('sections in order', async ({ page }) => {
    expect(await sectionOrder(page)).toEqual(['summary', 'projection', 'eight-years', 'faq', 'next-step']);
  });

  test('the summary table shows the offer', async ({ page }) => {
    const table = page.locator('#summary table');
    await expect(table.locator('caption')).toHaveText(bodyAttributes('investment', 'SummaryTable', 'caption'));
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [tr.querySelector('th')?.textContent?.trim(), tr.querySelector('td')?.textContent?.trim()]),
      );
    const summary = frontmatter('investment').summary!;
    expect(rows).toEqual(summary.map((row) => [row.item, row.value]));
    // Every figure of the spec's offer is in it.
    const shown = rows.map(([, value]) => value).join(' | ');
    for (const name of [
      'price',
      'deposit',
      'balance',
      'monthlyPayment',
      'interest',
      'units',
      'studioSize',
      'sharedSpace',
    ] as const) {
      expect(shown).toContain(values[name]);
    }
    await expect(table.locator('th[scope="row"]')).toHaveCount(summary.length);
  });

  test('the projection table shows the published five years, with its assumptions and the note', async ({ page }) => {
    const table = page.locator('#projection table');
    await expect(table.locator('thead th[scope="col"]')).toHaveText([
      'Year',
      'Monthly rent',
      'Net recovery',
      'Total recovered',
    ]);
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent?.trim())));
    expect(rows).toEqual([
      ['1', '£350', '£3,990', '£3,990'],
      ['2', '£368', '£4,190', '£8,180'],
      ['3', '£386', '£4,399', '£12,578'],
      ['4', '£405', '£4,619', '£17,197'],
      ['5', '£425', '£4,850', '£22,047'],
    ]);
    const projection = page.locator('#projection');
    await expect(projection).toContainText(`Rent rising by ${values.rentIncrease} a year`);
    await expect(projection).toContainText(`net of ${values.costs} costs`);
    await expect(projection.getByRole('complementary', { name: 'A note on projections' })).toContainText(
      'not guarantees',
    );
    await expect(page.locator('#eight-years h2')).toContainText(`under ${values.paybackClaimYears} years`);
  });

  test('the tables scroll inside their own container, never the page', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);
    for (const region of await page.locator('.table-scroll').all()) {
      const overflow = await region.evaluate((el) => getComputedStyle(el).overflowX);
      expect(overflow).toBe('auto');
    }
  });

  test('the four FAQ questions open as native details', async ({ page }) => {
    const questions = page.locator('#faq details');
    const faq = frontmatter('investment').faq!;
    // The spec's four questions: what I own, service fees, living full-time, short-term rentals.
    expect(faq).toHaveLength(4);
    await expect(questions.locator('summary')).toHaveText(faq.map((entry) => entry.question));
    for (const details of await questions.all()) {
      const answer = details.locator('p');
      await expect(answer).toBeHidden();
      await details.locator('summary').click();
      await expect(details).toHaveAttribute('open', '');
      await expect(answer).toBeVisible();
    }
    await expect(questions.nth(1)).toContainText(/ask the team/i);
  });

  test('a closing call to action', async ({ page }) => {
    await expectChatLink(page.locator('#next-step').getByRole('link', { name: /Talk to the Team/ }), /figures/);
  });
});

for (const link of site.footer.links) {
  test(`${link.name} is linked from the footer of every page and has content`, async ({ page }) => {
    await page.goto('/residences');
    await page.getByRole('contentinfo').getByRole('link', { name: link.name }).click();
    await expect(page).toHaveURL(link.page === 'home' ? '/' : `/${link.page}`);
    await expect(page.locator('main section[id]')).not.toHaveCount(0);
  });
}

test('the risk notice is in the footer of every page', async ({ page }) => {
  for (const { path } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('contentinfo')).toContainText(site.footer.riskNotice);
  }
});

test('no page scrolls sideways at 360px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const { path } of PAGES) {
    await page.goto(path);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scrollWidth, path).toBeLessThanOrEqual(360);
  }
});

test('a section shows its image on the side its imageSide names, beside the text on wide screens @wide-screen', async ({
  page,
}) => {
  const split = PAGES.flatMap(({ id, path }) =>
    bodyElements(id, 'Section')
      .filter((section) => section['image'])
      .map((section) => ({ path, id: section['id']!, side: section['imageSide'] ?? 'end' })),
  );
  expect(split.map((section) => section.side)).toContain('start');
  for (const { path, id, side } of split) {
    await page.goto(`${path}#${id}`);
    const section = page.locator(`section#${id}`);
    const image = (await section.locator('img').boundingBox())!;
    const text = (await section.locator('h2').boundingBox())!;
    const imageFirst = image.x + image.width <= text.x;
    const textFirst = text.x + text.width <= image.x;
    expect(side === 'start' ? imageFirst : textFirst, `${path}#${id} (${side})`).toBe(true);
  }
});
