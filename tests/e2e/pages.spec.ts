import { expect, test, type Locator, type Page } from '@playwright/test';
import { resolve } from 'node:path';
import sharp from 'sharp';
import { projectionTable } from '../../src/lib/figures';
import { fillData } from '../../src/lib/placeholders';
import { HOME_PAGE, pagePath } from '../../src/lib/routes';
import {
  attributesOf,
  bodyAttributes,
  bodyElements,
  frontmatter,
  holds,
  offer,
  pageBody,
  pageWith,
  PAGES,
  site,
  uses,
  values,
} from './support';

// Every route, heading, label, message, count and figure below is read from content/ (through ./support and the
// helpers here) or computed from content/offer.yaml with the site's own modules: a copywriter's edit never breaks
// these tests, and a page that stops showing what content says always does.

/** Copy as the page shows it: placeholders filled, quotes typeset. */
const fill = (text: string) => fillData(text, values);

/** Text written over several lines, as one line. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Each use of a component in some MDX, in order: its attributes (filled) and the raw text between its tags. */
function components(mdx: string, name: string): { attributes: Record<string, string>; text: string }[] {
  const pattern = new RegExp(`<${name}(\\s[^>]*?)?(?:/>|>([\\s\\S]*?)</${name}>)`, 'g');
  return [...mdx.matchAll(pattern)].map(([, tag = '', text = '']) => ({ attributes: attributesOf(tag), text }));
}

/**
 * Markdown inline syntax a page does not show as typed (links, emphasis, code), and the dashes and ellipsis the
 * Markdown processor sets in prose (`smartPunctuation` in astro.config.mjs): `--` is –, `---` is —, `...` is ….
 */
const inline = (text: string) =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|\*|`/g, '')
    .replace(/(?<!\w)__?(?=\S)|(?<=\S)__?(?!\w)/g, '')
    .replaceAll('---', '—')
    .replaceAll('--', '–')
    .replaceAll('...', '…');

/**
 * The blocks of text some MDX shows, each as the page prints it: paragraphs, headings, list items and the text
 * between components' tags (a card's text, a button's label). The tags themselves show nothing.
 */
function textBlocks(mdx: string): string[] {
  return mdx
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/<\/?[A-Z][\w.]*(?:\s[^>]*)?\/?>/g, '\n\n')
    .split(/\n\s*\n/)
    .flatMap((block) => {
      const lines = block
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean);
      const item = /^(?:[-*+]|\d+\.)\s+/;
      if (lines.length > 0 && lines.every((line) => item.test(line)))
        return lines.map((line) => line.replace(item, ''));
      return lines.length > 0 ? [lines.join(' ').replace(/^#{1,6}\s+/, '')] : [];
    })
    .map((text) => fill(inline(text)));
}

/** The list items of some MDX (e.g. a table's assumptions), as the page prints them. */
function listItems(mdx: string): string[] {
  return [...mdx.matchAll(/^\s*(?:[-*+]|\d+\.)\s+(.+)$/gm)].map(([, text]) => fill(inline(text!.trim())));
}

interface SectionSource {
  id: string;
  heading: string;
  image?: string;
  /** The MDX between the section's tags. */
  body: string;
}

/** A page's sections, in the order its body declares them, with what each holds. */
function sections(pageId: string): SectionSource[] {
  const declared = bodyElements(pageId, 'Section');
  const bodies = components(pageBody(pageId), 'Section').map((section) => section.text);
  if (bodies.length !== declared.length) {
    throw new Error(`${pageId}.mdx: ${declared.length} <Section> tags, but ${bodies.length} closed ones.`);
  }
  return declared.map((attributes, index) => ({
    id: attributes['id']!,
    heading: attributes['heading']!,
    ...(attributes['image'] ? { image: attributes['image'] } : {}),
    body: bodies[index]!,
  }));
}

/** The section of a page whose body uses a component. */
function sectionWith(pageId: string, component: string): SectionSource {
  const found = sections(pageId).find((section) => holds(section.body, component));
  if (!found) throw new Error(`${pageId}.mdx: no <Section> holds <${component}>.`);
  return found;
}

/** A chat button of the body: its label and the message it prefills (the site's default when it names none). */
function chatButtons(mdx: string): { label: string; message: string }[] {
  return components(mdx, 'ChatButton').map(({ attributes, text }) => ({
    label: fill(oneLine(text)),
    message: attributes['message'] ?? site.chat.message,
  }));
}

/** The ids of the page's sections inside main, in document order. */
async function sectionOrder(page: Page): Promise<string[]> {
  return page.locator('main > section[id]').evaluateAll((sections) => sections.map((section) => section.id));
}

/** A link that opens the chat in a new tab, named `label`, with `message` prefilled. */
async function expectChatLink(link: Locator, { label, message }: { label: string; message: string }) {
  // The label, then only what the link adds for screen readers ("(opens … in a new tab)").
  await expect(link).toHaveAccessibleName(new RegExp(`^${RegExp.escape(label)}(?: \\(.*\\))?$`));
  await expect(link).toHaveAttribute('href', new RegExp(`^https://wa\\.me/${site.chat.number}\\?text=`));
  await expect(link).toHaveAttribute('target', '_blank');
  const text = new URL((await link.getAttribute('href'))!).searchParams.get('text');
  expect(text, label).toBe(message.trim());
}

/** The chat links of a part of the page. */
const chatLinks = (scope: Locator) => scope.locator('a[href^="https://wa.me/"]');

for (const { id, path } of PAGES) {
  test(`${path} shows its frontmatter and body: hero, sections, cards, steps, pictures and chat buttons`, async ({
    page,
  }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const { title, hero, carousels = {}, images = {} } = frontmatter(id);
    expect(await page.title()).toContain(title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^.{30,}$/);
    await expect(page.locator('h1')).toHaveCount(1);

    const region = page.locator('main > .hero');
    await expect(region.getByRole('heading', { level: 1 })).toHaveText(hero.heading);
    if (hero.eyebrow) await expect(region).toContainText(hero.eyebrow);
    if (hero.lede) await expect(region).toContainText(hero.lede);
    const highlights = hero.highlights ?? [];
    await expect(region.locator('.highlights li strong')).toHaveText(highlights.map((item) => item.title));
    for (const [index, item] of highlights.entries()) {
      if (item.text) await expect(region.locator('.highlights li').nth(index)).toContainText(item.text);
    }
    await expect(region.locator('img')).toHaveCount(hero.image ? 1 : 0);
    if (hero.image) await expect(region.locator('img')).toHaveAttribute('alt', hero.image.alt);
    await expect(chatLinks(region)).toHaveCount(hero.cta ? 1 : 0);
    if (hero.cta)
      await expectChatLink(chatLinks(region), {
        label: hero.cta.label,
        message: hero.cta.message ?? site.chat.message,
      });

    const declared = sections(id);
    expect(await sectionOrder(page)).toEqual(declared.map((section) => section.id));
    for (const { id: sectionId, heading, image, body: mdx } of declared) {
      const section = page.locator(`main > section#${sectionId}`);
      await expect(section).toHaveAccessibleName(heading);
      await expect(section.locator('h2').first()).toHaveText(heading);
      // A section may hold only a component (a table, the FAQ): the page as a whole has text.
      for (const block of textBlocks(mdx)) await expect(section, `#${sectionId}`).toContainText(block);

      // A notice is a complementary region named by its label ("Please note", Notice.astro's default, if none).
      const notices = components(mdx, 'Notice');
      await expect(section.getByRole('complementary')).toHaveCount(notices.length);
      for (const { attributes, text } of notices) {
        const notice = section.getByRole('complementary', { name: attributes['label'] ?? 'Please note', exact: true });
        for (const line of textBlocks(text)) await expect(notice).toContainText(line);
      }

      // Cards and steps, in the order of the body, steps as an ordered list.
      const items = components(mdx, '(?:Card|Step)');
      await expect(section.locator('ul > li > h3')).toHaveText(
        components(mdx, 'Card').map((card) => card.attributes['title']!),
      );
      await expect(section.locator('ol > li > h3')).toHaveText(
        components(mdx, 'Step').map((step) => step.attributes['title']!),
      );
      const shown = section.locator('li:has(> h3)');
      await expect(shown).toHaveCount(items.length);
      for (const [index, { attributes, text }] of items.entries()) {
        await expect(shown.nth(index).locator('h3')).toHaveText(attributes['title']!);
        for (const line of textBlocks(text)) await expect(shown.nth(index)).toContainText(line);
      }

      // Its picture and its carousels' pictures, with their alts, and no other.
      const placed = components(mdx, 'Carousel').map(({ attributes }) => carousels[attributes['name']!]!);
      for (const { label, images: slides } of placed) {
        const carousel = section.getByRole('region', { name: label, exact: true });
        await expect(carousel.locator('img')).toHaveCount(slides.length);
        for (const [index, slide] of slides.entries()) {
          await expect(carousel.locator('img').nth(index)).toHaveAttribute('alt', slide.alt);
        }
      }
      if (image) await expect(section.getByRole('img', { name: images[image]!.alt, exact: true })).toHaveCount(1);
      const pictures = placed.reduce((sum, carousel) => sum + carousel.images.length, image ? 1 : 0);
      await expect(section.locator('img'), `#${sectionId}`).toHaveCount(pictures);

      const links = chatLinks(section);
      const buttons = chatButtons(mdx);
      await expect(links, `#${sectionId}`).toHaveCount(buttons.length);
      for (const [index, button] of buttons.entries()) await expectChatLink(links.nth(index), button);
    }
  });
}

test('an unknown path answers 404 with the page, a way home and the path in the console', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'log') logged.push(message.text());
  });
  const response = await page.goto('/no/such/place?x=1');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(frontmatter('404').hero.heading);
  const home = page.getByRole('main').getByRole('link', { name: 'Return to Home' });
  await expect(home).toHaveAttribute('href', '/');
  await expect.poll(() => logged).toContainEqual(expect.stringContaining('/no/such/place'));
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await home.click();
  await expect(page).toHaveURL('/');
});

test.describe('the summary table', () => {
  const { id, path } = pageWith('SummaryTable');

  test('shows the rows of its frontmatter, with every figure of the offer', async ({ page }) => {
    await page.goto(path);
    const [caption] = bodyAttributes(id, 'SummaryTable', 'caption');
    const table = page.getByRole('region', { name: caption!, exact: true }).locator('table');
    await expect(table.locator('caption')).toHaveText(caption!);
    const summary = frontmatter(id).summary ?? [];
    expect(summary.length).toBeGreaterThan(0);
    await expect(table.locator('th[scope="row"]')).toHaveCount(summary.length);
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [tr.querySelector('th')?.textContent?.trim(), tr.querySelector('td')?.textContent?.trim()]),
      );
    expect(rows).toEqual(summary.map((row) => [row.item, row.value]));
    // Every figure of the offer is in it.
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
      expect(shown, name).toContain(values[name]);
    }
  });
});

test.describe('the projection table', () => {
  const { id, path } = pageWith('ProjectionTable');

  test('shows the years computed from the offer, with its assumptions', async ({ page }) => {
    await page.goto(path);
    const [table] = components(pageBody(id), 'ProjectionTable');
    const region = page.getByRole('region', { name: table!.attributes['caption']!, exact: true });
    // The column headers are ProjectionTable.astro's own, not content.
    await expect(region.locator('thead th[scope="col"]')).toHaveText([
      'Year',
      'Projected monthly rent',
      'Projected net recovery',
      'Projected total recovered',
    ]);
    const expected = projectionTable(offer).map((row) => [
      String(row.year),
      row.monthlyRent,
      row.netRecovery,
      row.totalRecovered,
    ]);
    expect(expected.length).toBeGreaterThan(0);
    const rows = await region
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent?.trim())));
    expect(rows).toEqual(expected);
    // The text between its tags (the assumptions) is shown beside it.
    const assumptions = listItems(table!.text);
    expect(assumptions.length).toBeGreaterThan(0);
    await expect(region.locator('..').locator('li')).toHaveText(assumptions);
  });
});

// Phones hide scrollbars: a shade at an edge with columns beyond it says there is more, and goes once they are in view.
test('a table wider than a phone scrolls inside its box, not the page, shaded at the edge it scrolls on to', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const withTables = PAGES.filter(({ id }) => uses(id, 'SummaryTable') || uses(id, 'ProjectionTable'));
  let wide = 0;
  for (const { id, path } of withTables) {
    await page.goto(path);
    const tables = bodyElements(id, 'SummaryTable').length + bodyElements(id, 'ProjectionTable').length;
    await expect(page.locator('.table-scroll'), path).toHaveCount(tables);
    for (const region of await page.locator('.table-scroll').all()) {
      const room = await region.evaluate((box) => box.scrollWidth - box.clientWidth);
      if (room < 8) continue;
      wide += 1;
      await region.scrollIntoViewIfNeeded();
      /** The mean brightness (0–255) of the 3 columns of pixels at the box's `side` edge, below its caption. */
      const edge = async (side: 'start' | 'end') => {
        const box = (await region.boundingBox())!;
        const top = await region
          .locator('thead')
          .evaluate((head, regionTop) => head.getBoundingClientRect().top - regionTop, box.y);
        const shot = await page.screenshot({
          clip: {
            x: side === 'start' ? box.x + 1 : box.x + box.width - 4,
            y: box.y + top,
            width: 3,
            height: box.height - top - 8,
          },
        });
        const { data } = await sharp(shot).greyscale().raw().toBuffer({ resolveWithObject: true });
        return data.reduce((sum, value) => sum + value, 0) / data.length;
      };
      const atStart = { start: await edge('start'), end: await edge('end') };
      await region.evaluate((box) => box.scrollTo({ left: box.scrollWidth, behavior: 'instant' }));
      await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path}: the page`).toBe(320);
      const atEnd = { start: await edge('start'), end: await edge('end') };
      expect(atStart.end, `${path}: the end edge, columns beyond it`).toBeLessThan(atEnd.end - 6);
      expect(atEnd.start, `${path}: the start edge, columns before it`).toBeLessThan(atStart.start - 6);
    }
  }
  expect(wide, 'a table wider than its box at 320px').toBeGreaterThan(0);
});

test('the FAQ shows the questions of its frontmatter as native details, answers hidden until opened', async ({
  page,
}) => {
  const { id, path } = pageWith('Faq');
  await page.goto(path);
  const faq = frontmatter(id).faq ?? [];
  expect(faq.length).toBeGreaterThan(0);
  const questions = page.locator(`main > section#${sectionWith(id, 'Faq').id} details`);
  await expect(questions.locator('summary')).toHaveText(faq.map((entry) => entry.question));
  for (const [index, { answer: text }] of faq.entries()) {
    const details = questions.nth(index);
    const answer = details.locator('p');
    const summary = details.locator('summary');
    await expect(answer).toBeHidden();
    // Named by its question alone: the + drawn beside it is no part of it, open (turned to an x) or closed.
    await expect(summary).toHaveAccessibleName(faq[index]!.question);
    await summary.click();
    await expect(details).toHaveAttribute('open', '');
    await expect(summary).toHaveAccessibleName(faq[index]!.question);
    await expect(answer).toBeVisible();
    await expect(answer).toHaveText(text);
  }
});

test('the footer of every page links its pages, and each has content', async ({ page }) => {
  const { links } = site.footer;
  expect(links.length).toBeGreaterThan(0);
  for (const { path } of PAGES) {
    await page.goto(path);
    for (const link of links) {
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: link.name, exact: true }),
        `${path}: ${link.name}`,
      ).toHaveAttribute('href', pagePath(link.page));
    }
  }
  // Followed from a page that is none of them.
  const start = PAGES.find(({ id }) => id !== HOME_PAGE && !links.some((link) => link.page === id))!;
  for (const link of links) {
    await page.goto(start.path);
    await page.getByRole('contentinfo').getByRole('link', { name: link.name, exact: true }).click();
    await expect(page).toHaveURL(pagePath(link.page));
    await expect(page.locator('main section[id]')).not.toHaveCount(0);
  }
});

test('a section shows its image on the side its imageSide names, beside the text on wide screens', async ({ page }) => {
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

// On a lossy link a picture can fail: the browser then draws its alt text in the picture's box, which is the whole
// hero, from its top edge, under the see-through bar, over the brand and the chat button.
for (const { id, path } of PAGES.filter(({ id }) => frontmatter(id).hero.image)) {
  test(`${path}: a hero picture that fails to arrive leaves no alt text drawn under the bar`, async ({ page }) => {
    const { src, alt } = frontmatter(id).hero.image!;
    const stem = src
      .split('/')
      .at(-1)!
      .replace(/\.\w+$/, '');
    await page.route(`**/_astro/${stem}.*`, (route) => route.abort());
    await page.goto(path);
    const image = page.getByRole('img', { name: alt, exact: true });
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth === 0))
      .toBe(true);
    // Its name stays for a screen reader; the text drawn in its place has no colour.
    const colour = await image.evaluate((img) => getComputedStyle(img).color);
    expect(colour, 'the colour its alt text is drawn in').toMatch(/^rgba\(.*, 0\)$|^transparent$/);
  });
}

// The hero's picture fills its box, cropped (object-fit: cover): on a phone held upright, its hero far taller than
// wide, a landscape file is drawn several times larger than it holds, soft where the original is sharp.
for (const { id, path } of PAGES.filter(({ id }) => frontmatter(id).hero.image)) {
  test(`${path}: the hero's picture is drawn about as sharp as its original allows @every-screen`, async ({ page }) => {
    const original = await sharp(resolve('content/pages', frontmatter(id).hero.image!.src)).metadata();
    await page.goto(path);
    const image = page.locator('.hero-image');
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const { box, file, ratio } = await image.evaluate(async (img: HTMLImageElement) => {
      const bitmap = await createImageBitmap(await (await fetch(img.currentSrc)).blob());
      const { width, height } = img.getBoundingClientRect();
      return { box: { width, height }, file: { width: bitmap.width, height: bitmap.height }, ratio: devicePixelRatio };
    });
    // The screen's pixels per pixel of a file drawn to cover the box: of the file shown, and of the original.
    const scale = (width: number, height: number) => Math.max(box.width / width, box.height / height) * ratio;
    const coarser = scale(file.width, file.height) / Math.max(1, scale(original.width!, original.height!));
    expect(
      coarser,
      `the ${file.width} × ${file.height} file, in a ${box.width} × ${box.height} box`,
    ).toBeLessThanOrEqual(1.5);
  });
}
