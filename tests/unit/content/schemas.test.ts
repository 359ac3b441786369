import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import sharp from 'sharp';
import { afterAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { frontmatterOf } from '@/content/source';
import { offerSchema } from '@/content/schemas/offer';
import { pageSchema } from '@/content/schemas/page';
import { siteSchema } from '@/content/schemas/site';

// The content schemas, called directly on the site's own content with one field changed: each mistake a copywriter
// plausibly makes is named with its field and its fix; the content as it stands passes.

const CONTENT = join(import.meta.dirname, '../../../content');
/** Image paths resolve to text here; pictures are checked before it, on their files. */
const context = { image: () => z.string() } as unknown as SchemaContext;
const read = (file: string) => readFileSync(join(CONTENT, file), 'utf8');
const home = parse(frontmatterOf(read('pages/home.mdx'))!);
const site = parse(read('site.yaml'));
const offer = parse(read('offer.yaml'));

/** A scratch copy of content/ with a narrow picture in it, for the image checks. */
const scratch = mkdtempSync(join(tmpdir(), 'schemas-'));
cpSync(CONTENT, scratch, { recursive: true });
await sharp({ create: { width: 800, height: 600, channels: 3, background: '#888' } })
  .jpeg()
  .toFile(join(scratch, 'images/narrow.jpg'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const SCHEMAS = {
  page: pageSchema(context, join(scratch, 'pages')),
  site: siteSchema(context, scratch),
  offer: offerSchema,
};

/** The messages `schema` gives `data`, each after its field's path, as the build shows them. */
async function issues(schema: keyof typeof SCHEMAS, data: object): Promise<string[]> {
  const result = await SCHEMAS[schema].safeParseAsync(data);
  return result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
}

test.each([
  ['page', home],
  ['site', site],
  ['offer', offer],
] as const)('the %s content as it stands passes', async (schema, data) => {
  expect(await issues(schema, data)).toEqual([]);
});

describe('a mistake is named with its field and its fix', () => {
  const hero = (changes: object) => ({ ...home, hero: { ...home.hero, ...changes } });
  const chat = (changes: object) => ({ ...site, chat: { ...site.chat, ...changes } });
  test.each([
    [
      'a misspelt field',
      'page',
      hero({ leed: 'x' }),
      'hero: No such field: "leed" (did you mean "lede"?). The fields here are: variant, eyebrow, heading, lede, image, highlights, cta.',
    ],
    [
      'a required field missing',
      'page',
      { ...home, title: undefined },
      'title: Missing. Add the page title for the browser tab.',
    ],
    [
      'a phone number YAML read as a number',
      'site',
      chat({ number: 447700900123 }),
      "chat.number: Written without quotes, YAML read it as the number 447700900123, which drops any 0 at its start. Put the whole value in quotes, e.g. '447700900123'.",
    ],
    [
      'a number with its £',
      'offer',
      { ...offer, deposit: '£2,000' },
      'deposit: Expected a number (the deposit in pounds), got the text "£2,000". Write digits only, without £, % or commas.',
    ],
    [
      'figures that do not add up',
      'offer',
      { ...offer, monthlyPayment: offer.monthlyPayment + 1 },
      `price: The figures do not add up: deposit ${offer.deposit} + monthlyPayment ${offer.monthlyPayment + 1} × months ${offer.months} = ${offer.deposit + (offer.monthlyPayment + 1) * offer.months}, but price is ${offer.price}.`,
    ],
    [
      'a payback the figures do not support',
      'offer',
      { ...offer, paybackClaimYears: 2 },
      'paybackClaimYears: Net of the costs set in this file, the projection recovers the price and purchase costs in 7.4 years, so "under 2 years" is not true. Set paybackClaimYears to 8 or more',
    ],
    [
      // The placeholders' own example figures: "under 8 years" holds before them, not after.
      'costs that make the payback claim untrue',
      'offer',
      { ...offer, serviceChargePerYear: 1200, operatorFeePercent: 25 },
      'paybackClaimYears: Net of the costs set in this file, the projection recovers the price and purchase costs in 12.6 years, so "under 8 years" is not true. Set paybackClaimYears to 13 or more, or correct the projection inputs or the costs.',
    ],
    [
      'a cost written as text',
      'offer',
      { ...offer, serviceChargePerYear: '£1,200 a year' },
      `serviceChargePerYear: Expected a number, got the text "£1,200 a year". Write the service charge in pounds a year in digits only, without £, % or commas, or '[PLACEHOLDER: …]' until it is known.`,
    ],
    [
      "a classification outside the FCA's classes",
      'site',
      { ...site, highRisk: { ...site.highRisk, classification: 'high risk' } },
      'highRisk.classification: Expected one of: mainstream; restricted mass-market investment; non-mass-market investment; not a controlled investment',
    ],
    [
      'an unknown placeholder',
      'page',
      hero({ heading: 'From {prise}' }),
      'hero.heading: Unknown placeholder {prise}. Did you mean {price}?',
    ],
    [
      'a stray brace',
      'page',
      hero({ heading: 'From {price' }),
      'hero.heading: A { or } here belongs to no placeholder',
    ],
    [
      'a nav link to a page that is not there',
      'site',
      { ...site, nav: [{ name: 'Rooms', page: 'residence' }] },
      'nav.0.page: There is no page "residence" (no content/pages/residence.mdx). Did you mean "residences"?',
    ],
    [
      'a top bar too long for one row',
      'site',
      { ...site, nav: [...site.nav, { name: 'A page with a very long name', page: 'privacy' }] },
      'nav: The top bar would not fit on one row',
    ],
    [
      'a picture that is not there',
      'page',
      hero({ image: { ...home.hero.image, src: '../images/hero-new.jpg' } }),
      'hero.image.src: No image at "../images/hero-new.jpg". Did you mean "hero.jpg"?',
    ],
    [
      'a picture too narrow',
      'page',
      hero({ image: { ...home.hero.image, src: '../images/narrow.jpg' } }),
      'hero.image.src: "../images/narrow.jpg" is 800 pixels wide, and would look blurred on large screens. Use a picture at least 1600 pixels wide.',
    ],
    [
      'alt text that is a file name',
      'page',
      hero({ image: { ...home.hero.image, alt: 'IMG_4021.jpg' } }),
      'hero.image.alt: "IMG_4021.jpg" is a file name, which a screen reader would read out as it is.',
    ],
    [
      'a hero variant misspelt',
      'page',
      hero({ variant: 'bnad' }),
      'hero.variant: Expected "full" (a full-screen picture) or "band" (a shorter opening), got the text "bnad". Did you mean "band"?',
    ],
    [
      'a full hero without its picture',
      'page',
      hero({ variant: 'full', image: undefined }),
      'hero.image: Missing. A full hero fills the screen with its picture',
    ],
  ] as const)('%s', async (_, schema, data, message) => {
    const found = await issues(schema, data);
    expect(found).toHaveLength(1);
    expect(found[0]).toContain(message);
  });
});
