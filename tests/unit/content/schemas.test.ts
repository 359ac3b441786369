import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';
import { afterAll, describe, expect, test } from 'vitest';
import sharp from 'sharp';
import { parse } from 'yaml';
import { frontmatterOf } from '@/content/loaders';
import { offerSchema } from '@/content/schemas/offer';
import { pageSchema } from '@/content/schemas/page';
import { siteSchema } from '@/content/schemas/site';
import { barChatText, barExcess } from '@/lib/barFit';
import { HOME_PAGE } from '@/lib/routes';
import { unknownPlaceholderMessage } from '@/lib/placeholders';

// A field the schema does not name is a copywriter's misspelling (`mesage:` for `message:`): Zod would drop it without
// a word, and the page would quietly use the default. Every group of named fields must refuse the others.
const CONTENT = join(import.meta.dirname, '../../../content');
/** Image paths are checked by their own tests; here an image is any text. */
const context = { image: () => z.string() } as unknown as SchemaContext;

/** Home's frontmatter and site.yaml as they stand: each case below changes one field of them. */
const home = parse(frontmatterOf(readFileSync(join(CONTENT, 'pages/home.mdx'), 'utf8'))!);
const site = parse(readFileSync(join(CONTENT, 'site.yaml'), 'utf8'));

const SCHEMAS = {
  'pages/*.mdx frontmatter': pageSchema(context, join(CONTENT, 'pages')),
  'site.yaml': siteSchema(context, CONTENT),
  'offer.yaml': offerSchema,
};

/** Home's frontmatter with `fields` of its hero changed. */
const withHero = (fields: object) => ({ ...home, hero: { ...home.hero, ...fields } });

/** The messages `schema` gives `data`, each after its field's path (`hero.lede: …`), as the build shows them. */
async function issues(schema: keyof typeof SCHEMAS, data: object): Promise<string[] | undefined> {
  const result = await SCHEMAS[schema].safeParseAsync(data);
  return result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

/** The paths of the groups of named fields that would take (and drop) a field they do not name. */
function openGroups(node: unknown, path = '(top level)'): string[] {
  if (Array.isArray(node)) return node.flatMap((item) => openGroups(item, path));
  if (!node || typeof node !== 'object') return [];
  const schema = node as Record<string, unknown>;
  const open = schema['properties'] && schema['additionalProperties'] !== false ? [path] : [];
  return [
    ...open,
    ...Object.entries(schema).flatMap(([key, value]) => {
      if (key === 'properties') {
        return Object.entries(value as object).flatMap(([name, field]) =>
          openGroups(field, path === '(top level)' ? name : `${path}.${name}`),
        );
      }
      return openGroups(value, key === 'items' ? `${path}[]` : path);
    }),
  ];
}

describe.each(Object.entries(SCHEMAS))('%s', (_name, schema) => {
  test('every group of named fields refuses a field it does not name', () => {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    expect(openGroups(json)).toEqual([]);
  });
});

/** The paths of every group and list in `data` (a file as parsed), e.g. `hero`, `hero.cta`, `faq`, `faq.0`. */
function shapes(data: object, path: string[] = []): string[][] {
  return Object.entries(data).flatMap(([key, value]) =>
    value && typeof value === 'object' ? [[...path, key], ...shapes(value, [...path, key])] : [],
  );
}

/** A copy of `data` with the value at `path` replaced. */
function withValue(data: object, [key, ...rest]: string[], value: unknown): object {
  const copy = (Array.isArray(data) ? [...data] : { ...data }) as Record<string, unknown>;
  copy[key!] = rest.length ? withValue(copy[key!] as object, rest, value) : value;
  return copy;
}

const FILES: [string, z.ZodType, object][] = [
  ...readdirSync(join(CONTENT, 'pages'))
    .filter((file) => file.endsWith('.mdx'))
    .map((file): [string, z.ZodType, object] => [
      `pages/${file}`,
      SCHEMAS['pages/*.mdx frontmatter'],
      parse(frontmatterOf(readFileSync(join(CONTENT, 'pages', file), 'utf8'))!),
    ]),
  ['site.yaml', SCHEMAS['site.yaml'], site],
  ['offer.yaml', offerSchema, parse(readFileSync(join(CONTENT, 'offer.yaml'), 'utf8'))],
];

// Astro's own words for `hero:` left with nothing under it were 'Expected type "object", received "object"'.
test.each(FILES)(
  '%s: each group or list left empty, or given one line of text, says what goes under it',
  async (_, schema, data) => {
    const wrong: string[] = [];
    const paths = shapes(data);
    for (const path of paths) {
      for (const [value, words] of [
        [null, /^Empty\. Write .* under it/],
        ['x', /^Expected .* under it.*; got the text "x"\.$/],
      ] as const) {
        const result = await schema.safeParseAsync(withValue(data, path, value));
        const message = result.error?.issues.find((issue) => issue.path.join('.') === path.join('.'))?.message;
        if (!words.test(message ?? '')) wrong.push(`${path.join('.')}: ${value} → ${message}`);
      }
    }
    expect(paths.length).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  },
);

test('a projection longer than the payback chart can label on a phone is named with the fix', async () => {
  const offer = FILES.find(([file]) => file === 'offer.yaml')![2] as { projection: object; paybackClaimYears: number };
  const projection = (changes: object, claim = offer.paybackClaimYears) => ({
    ...offer,
    paybackClaimYears: claim,
    projection: { ...offer.projection, ...changes },
  });
  expect(await issues('offer.yaml', projection({ years: 10 }))).toBeUndefined();
  expect(await issues('offer.yaml', projection({ years: 15 }))).toEqual([
    'projection.years: The table would run to 15 years, and the payback chart draws up to 10 years, a label each, which would run together on a phone past that. Set years to 10 or fewer.',
  ]);
  // A lower rent passes the price in 10.1 years, which the chart draws to year 11, under a claim raised to match.
  expect(await issues('offer.yaml', projection({ startingMonthlyRent: 240 }, 12))).toEqual([
    'paybackClaimYears: The projection passes the price only in year 11, and the payback chart draws up to 10 years, a label each, which would run together on a phone past that. Correct the projection inputs.',
  ]);
});

test('a full hero without its picture, which would be a screen of plain green, is named with the fix', async () => {
  expect(await issues('pages/*.mdx frontmatter', withHero({ image: undefined, variant: 'full' }))).toEqual([
    'hero.image: Missing. A full hero fills the screen with its picture: add image: (src and alt) under hero:, or write variant: band.',
  ]);
  expect(await issues('pages/*.mdx frontmatter', withHero({ image: undefined, variant: 'band' }))).toBeUndefined();
});

test('a hero variant the site has no design for says what was written, what each one is, and the one meant', async () => {
  expect(await issues('pages/*.mdx frontmatter', withHero({ variant: 'fullscreen' }))).toEqual([
    'hero.variant: Expected "full" (a full-screen picture under the top bar) or "band" (a shorter opening), got the text "fullscreen".',
  ]);
  expect(await issues('pages/*.mdx frontmatter', withHero({ variant: 'Band' }))).toEqual([
    'hero.variant: Expected "full" (a full-screen picture under the top bar) or "band" (a shorter opening), got the text "Band". Did you mean "band"?',
  ]);
});

test('a hero left with nothing under it lists the fields it takes', async () => {
  expect(await issues('pages/*.mdx frontmatter', { ...home, hero: null })).toEqual([
    'hero: Empty. Write its fields under it, indented: variant, eyebrow, heading, lede, image, highlights, cta.',
  ]);
});

test("a misspelt field in the hero's button is named, with the field meant", async () => {
  const { message, ...cta } = home.hero.cta;
  expect(await issues('pages/*.mdx frontmatter', withHero({ cta: { ...cta, mesage: message } }))).toEqual([
    'hero.cta: No such field: "mesage" (did you mean "message"?). The fields here are: label, message.',
  ]);
});

test.each(['Own a Stake from {price', 'Own a Stake from price}', 'Own {1 + 1} Stakes'])(
  'a brace that belongs to no placeholder (%s) is named, since the page would show it as typed',
  async (heading) => {
    expect(await issues('pages/*.mdx frontmatter', withHero({ heading }))).toEqual([
      'hero.heading: A { or } here belongs to no placeholder and would show as typed. Write a placeholder with both braces, as in {price}, or remove the brace.',
    ]);
  },
);

// YAML reads a value written without quotes by its look: digits as a number, with any 0 at their start dropped
// (07700 900123 becomes 7700900123, a wrong number that would still look like one), `{price}` as a group.
test.each([
  ['site.yaml', ['chat', 'number'], 7700900123, /the number 7700900123.*e\.g\. '447700900123', country code first/],
  ['site.yaml', ['chat', 'number'], 447700900123, /YAML read it as the number 447700900123/],
  ['site.yaml', ['company', 'number'], 1234567, /YAML read it as the number 1234567/],
  ['pages/*.mdx frontmatter', ['hero', 'heading'], 2027, /YAML read it as the number 2027/],
  ['pages/*.mdx frontmatter', ['hero', 'heading'], { price: null }, /starts with \{, so YAML read it as a group/],
  ['pages/*.mdx frontmatter', ['hero', 'heading'], ['New'], /starts with \[, so YAML read it as a list/],
] as const)('%s: %j written without quotes, as %j, says to put it in quotes', async (file, path, value, words) => {
  const data = file === 'site.yaml' ? site : home;
  const messages = await issues(file, withValue(data, [...path], value));
  expect(messages).toHaveLength(1);
  expect(messages![0]).toMatch(new RegExp(`^${path.join('\\.')}: `));
  expect(messages![0]).toMatch(words);
  expect(messages![0]).toMatch(/Put the whole value in quotes/);
  expect(messages![0]).not.toMatch(/colon/);
});

test('a placeholder misspelt with _ in the frontmatter is named as an unknown placeholder, with the closest name', async () => {
  expect(await issues('pages/*.mdx frontmatter', withHero({ heading: 'Own a Stake from {price_short}' }))).toEqual([
    `hero.heading: ${unknownPlaceholderMessage('price_short')}`,
  ]);
});

test.each([
  ['Own **a Stake**', 'Markdown bold (two asterisks or underscores)'],
  ['Own a [stake](https://wa.me/447700900123)', 'The link on "stake"'],
  ['Own a Stake<br>from {price}', 'The tag <br>'],
])(
  'Markdown or HTML in a frontmatter field (%s) is named, since the page would show it as typed',
  async (heading, what) => {
    expect(await issues('pages/*.mdx frontmatter', withHero({ heading }))).toEqual([
      `hero.heading: ${what} would show on the page as typed: this field is plain text. Bold, italics, links and line breaks work only in a page's body, under its frontmatter.`,
    ]);
  },
);

test('a carousel of one picture, which would show two arrows that go nowhere, names what to write instead', async () => {
  // A page with a carousel, whichever it is; should no page have one, home with one of a picture the pages show.
  const pages = readdirSync(join(CONTENT, 'pages'))
    .filter((file) => file.endsWith('.mdx'))
    .map((file) => parse(frontmatterOf(readFileSync(join(CONTENT, 'pages', file), 'utf8'))!));
  const picture = pages.flatMap((data) => [data.hero.image ?? [], ...Object.values(data.images ?? {})].flat())[0];
  const page = pages.find((data) => Object.keys(data.carousels ?? {}).length > 0) ?? {
    ...home,
    carousels: { pictures: { label: 'Pictures', images: [picture, picture] } },
  };
  const [name, carousel] = Object.entries(page.carousels)[0] as [string, { images: unknown[] }];
  expect(
    await issues('pages/*.mdx frontmatter', {
      ...page,
      carousels: { [name]: { ...carousel, images: carousel.images.slice(0, 1) } },
    }),
  ).toEqual([
    `carousels.${name}.images: A carousel shows two pictures or more. For one picture, put it under images: and show it with <Section image="…">.`,
  ]);
});

test('site.yaml with a bar too long for one row names nav, how much to cut and where the link can go', async () => {
  const long = 'Sustainability and Community';
  const nav = [...site.nav, { name: long, page: site.nav.at(-1).page }];
  const links = nav.map((link: { name: string }) => link.name);
  const excess = barExcess({ brand: site.brand, links, chat: barChatText(site.chat.app) });
  expect(excess).toBeGreaterThan(0);
  expect(await issues('site.yaml', { ...site, nav })).toEqual([
    `nav: The top bar would not fit on one row on laptops and tablets turned sideways (1024px wide): its brand, links and chat button are about ${excess} characters too long. Shorten a link's name, or link the page from the footer (footer: links:) instead.`,
  ]);
});

/** A page the nav links to, other than home: the ways a copywriter might misname it. */
const linked: string = site.nav.find((link: { page: string }) => link.page !== HOME_PAGE).page;

test.each([
  ['an address', '/', HOME_PAGE],
  ['an address', `/${linked}`, linked],
  ['a file name', `${linked}.mdx`, linked],
  ['capitals', linked.replace(/(^|-)\w/g, (start) => start.toUpperCase()), linked],
  ['a typo', linked.slice(0, -1), linked],
  ['the page-not-found page', '404', undefined],
])('a nav link to %s (%s) names the page meant', async (_case, page, meant) => {
  const nav = [...site.nav.slice(0, 1), { name: 'Club', page }];
  const message = (await issues('site.yaml', { ...site, nav }))?.[0];
  expect(message).toMatch(/^nav\.1\.page: /);
  expect(message).toContain(meant ? `Did you mean "${meant}"?` : '"404" is the page-not-found page');
});

test('two paragraphs in a one-paragraph field are named, since the page would run them together; an FAQ answer takes them', async () => {
  const twoParagraphs = 'A finished studio.\n\nRun by the operator.\n';
  const faq = [{ question: 'What do I own?', answer: twoParagraphs }];
  // A chat message is sent as written, its paragraphs too.
  expect(await issues('site.yaml', { ...site, chat: { ...site.chat, message: twoParagraphs } })).toBeUndefined();
  expect(await issues('pages/*.mdx frontmatter', { ...withHero({ lede: twoParagraphs }), faq })).toEqual([
    "hero.lede: Two paragraphs, which the page would run together into one: this field is one paragraph. Join them, or write the rest in the page's body.",
  ]);
});

test.each(['Residences | {brand}', '{ brand } residences'])(
  'a title with the brand in it (%s), which the tab would show twice, is named',
  async (title) => {
    expect(await issues('pages/*.mdx frontmatter', { ...home, title })).toEqual([
      'title: The browser tab and search results show the brand after the title already, as "Residences | {brand}": leave {brand} out of the title.',
    ]);
  },
);

test('a title that is the brand alone is shown alone', async () => {
  expect(await issues('pages/*.mdx frontmatter', { ...home, title: '{brand}' })).toBeUndefined();
});

test('a fifth highlight, which would sit alone below the four, is named', async () => {
  const highlights = Array.from({ length: 5 }, (_, index) => home.hero.highlights[index] ?? { title: 'One more' });
  expect(await issues('pages/*.mdx frontmatter', withHero({ highlights }))).toEqual([
    'hero.highlights: The hero shows four highlights at most, in one row on wide screens. Move the rest into a section.',
  ]);
});

test('a bar one character too long says so in words, not "1 characters"', async () => {
  // Today's nav, which fits, with its last link's name lengthened a letter at a time: each letter is one character more.
  const last = site.nav.at(-1);
  const nav = (name: string) => [...site.nav.slice(0, -1), { ...last, name }];
  const excess = (name: string) =>
    barExcess({ brand: site.brand, links: nav(name).map((link) => link.name), chat: barChatText(site.chat.app) });
  let name: string = last.name;
  expect(excess(name), 'the nav fits today').toBeLessThan(1);
  while (excess(name) < 1) name += 's';
  expect(excess(name)).toBe(1);
  expect((await issues('site.yaml', { ...site, nav: nav(name) }))?.[0]).toContain('are about one character too long.');
});

test('a picture narrower than the site shows it, or not a picture a browser shows, is named with what to use instead', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'images-'));
  mkdirSync(join(dir, 'pages'));
  mkdirSync(join(dir, 'images'));
  const narrow = { create: { width: 1599, height: 1000, channels: 3, background: '#1f3a33' } } as const;
  await sharp(narrow).jpeg().toFile(join(dir, 'images/narrow.jpg'));
  writeFileSync(join(dir, 'images/notes.jpg'), 'Not a picture: notes saved under a picture’s name.');
  const schema = pageSchema(context, join(dir, 'pages'));
  const messages = async (src: string) => {
    const hero = { ...home.hero, image: { src, alt: 'The valley' } };
    const result = await schema.safeParseAsync({ ...home, images: {}, hero });
    return result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };
  expect(await messages('../images/narrow.jpg')).toEqual([
    'hero.image.src: "../images/narrow.jpg" is 1599 pixels wide, and would look blurred on large screens. Use a picture at least 1600 pixels wide (a larger export of the same photo will do).',
  ]);
  expect(await messages('../images/IMG_2041.HEIC')).toEqual([
    'hero.image.src: "../images/IMG_2041.HEIC" is not a JPEG, PNG, WebP or AVIF file, the pictures a browser shows. Export it as one (a photo as a JPEG) into content/images/, and point src at that file.',
  ]);
  expect(await messages('../images/narrow')).toEqual([
    'hero.image.src: "../images/narrow" names no picture file: write its name whole, as in "../images/hero.jpg".',
  ]);
  expect(await messages('../images/notes.jpg')).toEqual([
    'hero.image.src: "../images/notes.jpg" cannot be read as an image. Export it again as a JPEG, PNG, WebP or AVIF file.',
  ]);
  rmSync(dir, { recursive: true });
});

/** A copy or download that stopped part way: the file holds the picture's header and its top rows, then ends. */
test.each([
  ['a JPEG', 'jpeg', 'jpg'],
  ['a PNG', 'png', 'png'],
  ['a WebP', 'webp', 'webp'],
  ['an AVIF', 'avif', 'avif'],
] as const)('%s picture cut short is named, not shipped grey below the rows it holds', async (_, format, extension) => {
  const dir = mkdtempSync(join(tmpdir(), 'images-'));
  mkdirSync(join(dir, 'pages'));
  mkdirSync(join(dir, 'images'));
  const whole = await sharp(join(CONTENT, 'images/hero.jpg'))
    .resize(1600)
    .toFormat(format, { effort: format === 'avif' ? 0 : undefined })
    .toBuffer();
  const name = `hero.${extension}`;
  writeFileSync(join(dir, 'images', name), whole.subarray(0, Math.floor(whole.length * 0.6)));
  const hero = { ...home.hero, image: { src: `../images/${name}`, alt: 'The valley' } };
  const result = await pageSchema(context, join(dir, 'pages')).safeParseAsync({ ...home, images: {}, hero });
  expect(result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)).toEqual([
    `hero.image.src: "../images/${name}" is cut short: the file ends before the picture does, as when a copy or download stops part way. Copy or export it again.`,
  ]);
  writeFileSync(join(dir, 'images', name), whole);
  expect(
    (await pageSchema(context, join(dir, 'pages')).safeParseAsync({ ...home, images: {}, hero })).error,
  ).toBeUndefined();
  rmSync(dir, { recursive: true });
});

// A photo put in place of a picture, as content/README.md ("Images") tells a copywriter to: what it holds is read,
// not only its name.
describe('a picture is checked for what it holds', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pictures-'));
  mkdirSync(join(dir, 'pages'));
  mkdirSync(join(dir, 'images'));
  afterAll(() => rmSync(dir, { recursive: true }));

  /** Writes a flat picture of `width` × `height` in `format` to images/`name`. */
  const picture = (name: string, width: number, height: number, format: 'jpeg' | 'gif' = 'jpeg') =>
    sharp({ create: { width, height, channels: 3, background: '#1f3a33' } })
      .toFormat(format)
      .toFile(join(dir, 'images', name));

  /** The messages of home's hero with its picture at `src`. */
  async function heroMessages(src: string) {
    const hero = { ...home.hero, image: { src, alt: 'The valley' } };
    const result = await pageSchema(context, join(dir, 'pages')).safeParseAsync({ ...home, images: {}, hero });
    return result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  }

  // A phone's photo renamed, or saved by an app, as .jpg: "cut short" sent the copywriter to copy it again, in vain.
  test('a HEIC photo under a .jpg name is named as one, with the export to make', async () => {
    copyFileSync(
      join(import.meta.dirname, '../../fixtures/pictures/phone-photo.heic'),
      join(dir, 'images/IMG_2041.jpg'),
    );
    expect(await heroMessages('../images/IMG_2041.jpg')).toEqual([
      'hero.image.src: "../images/IMG_2041.jpg" holds a HEIC photo, as a phone saves them, which most browsers cannot show, under the name of a JPG. Export it as a JPEG (or a PNG, WebP or AVIF) into content/images/, and point src at that file.',
    ]);
  });

  test('a GIF under a .jpg name is named, not shown in 256 colours', async () => {
    await picture('animation.jpg', 1700, 1000, 'gif');
    expect(await heroMessages('../images/animation.jpg')).toEqual([
      'hero.image.src: "../images/animation.jpg" holds a GIF picture, which the site would show in 256 colours at most, under the name of a JPG. Export it as a JPEG (or a PNG, WebP or AVIF) into content/images/, and point src at that file.',
    ]);
  });

  // Astro never enlarges a picture: a 1200 × 400 share picture was sent as 1200 × 400 under og:image:height 630.
  test('the share picture is at least as tall as the 1200 × 630 it is cut to', async () => {
    const messages = async (src: string) => {
      const result = await siteSchema(context, dir).safeParseAsync({
        ...site,
        shareImage: { ...site.shareImage, src },
      });
      // Only the share picture's: the pages site.yaml links to are not in this folder.
      const shareImage = result.error?.issues.filter((issue) => issue.path[0] === 'shareImage');
      return shareImage?.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    };
    await picture('wide.jpg', 1200, 400);
    await picture('share.jpg', 1200, 630);
    expect(await messages('images/wide.jpg')).toEqual([
      'shareImage.src: "images/wide.jpg" is 400 pixels tall: it is shown cut to 1200 × 630, and a shorter picture would come out another shape. Use one at least 630 pixels tall (a larger export, or a crop, of the same photo will do).',
    ]);
    expect(await messages('images/share.jpg')).toEqual([]);
  });
});

test.each([
  'IMG_4021.jpg',
  'hero.JPEG',
  'valley view.png',
  'studio.webp',
  'IMG_2041.HEIC',
  'DSC_0100',
  'DSCN0100',
  'PXL_20240312_101532123',
  'Photo 12-03-2024, 10 15 32',
  'Screenshot 2024-03-12 at 10.15.32',
])(
  'alt text that is a file name (%s), which a screen reader would read out, is named with what to write',
  async (alt) => {
    expect(await issues('pages/*.mdx frontmatter', withHero({ image: { ...home.hero.image, alt } }))).toEqual([
      `hero.image.alt: "${alt}" is a file name, which a screen reader would read out as it is. Alt text is for someone who cannot see the picture: write what it shows, e.g. "The valley under snow at dusk, the hotel lit on the slope".`,
    ]);
  },
);

test.each(['Studio 2 at dusk', 'Photo of the founders at the 2024 opening', 'The pool at 7.30 in the morning'])(
  'alt text that describes the picture with digits in it (%s) passes',
  async (alt) => {
    expect(await issues('pages/*.mdx frontmatter', withHero({ image: { ...home.hero.image, alt } }))).toBeUndefined();
  },
);

test.each([
  ['title', 'pages/*.mdx frontmatter', { ...home, title: '“Accessibility”' }, '“Accessibility”'],
  ['description', 'pages/*.mdx frontmatter', { ...home, description: '‘A hotel you own.’' }, '‘A hotel you own.’'],
  ['hero.heading', 'pages/*.mdx frontmatter', withHero({ heading: '‘Founders’ Club’' }), '‘Founders’ Club’'],
  ['footer.tagline', 'site.yaml', { ...site, footer: { ...site.footer, tagline: '“Owned.”' } }, '“Owned.”'],
] as const)(
  'a value wrapped in curly quotes (%s), which YAML keeps and the tab or page would show, is named',
  async (field, schema, data, value) => {
    expect(await issues(schema, data)).toEqual([
      `${field}: The curly quotes around ${value} would show on the site as typed: YAML takes away only straight quotes written around a value. Remove them, or type straight ones (" or ') in their place.`,
    ]);
  },
);

test.each(['Join the “Founders’ Club” plan', '“Own it,” they said, “and rent it out”', '‘90s chalets, today’s prices'])(
  'curly quotes inside a value (%s) pass',
  async (heading) => {
    expect(await issues('pages/*.mdx frontmatter', withHero({ heading }))).toBeUndefined();
  },
);
