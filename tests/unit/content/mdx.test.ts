import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mdxToJs } from 'satteri';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { contentSource, frontmatterOf } from '@/content/source';
import { mdxPlugins } from '@/integrations/mdx';
import { placeholderValues } from '@/lib/placeholders';

// The MDX compile's plugins, run on pages written here, against the site's own content/ (its figures and pages).

const ROOT = join(import.meta.dirname, '../../..');
const ROOT_URL = pathToFileURL(`${ROOT}/`);
/** The content the compile is handed, as astro.config.mjs makes it. */
const SOURCE = contentSource(ROOT_URL);
const read = (file: string) => readFileSync(join(ROOT, 'content', file), 'utf8');
const site = parse(read('site.yaml'));
const values = placeholderValues(parse(read('offer.yaml')), site);
/** A page the top bar links to, other than home, and its first section's id: what a link may lead to. */
const other: string = site.nav.find((link: { page: string }) => link.page !== 'home').page;
const otherId = /<Section\b[^>]*?\sid="([^"]+)"/.exec(read(`pages/${other}.mdx`))![1]!;
/** Home's frontmatter, for the components that show a part of it. */
const home = parse(frontmatterOf(read('pages/home.mdx'))!);
const homeImage = Object.keys(home.images)[0]!;

/** Compiles `body` as content/pages/example.mdx, with home's frontmatter as Astro hands it to the plugins. */
const compile = (body: string, frontmatter: Record<string, unknown> = home) =>
  (
    mdxToJs(body, {
      mdastPlugins: mdxPlugins(SOURCE),
      fileURL: new URL('content/pages/example.mdx', ROOT_URL),
      data: { astro: { frontmatter, headings: [], localImagePaths: new Set(), remoteImagePaths: new Set() } },
    }) as { code: string }
  ).code;

/** `text` in a section of its own, opening at line 1: its first line of text is line 3. */
const section = (text: string, attributes = 'id="s" heading="S"') => `<Section ${attributes}>\n\n${text}\n\n</Section>`;

describe('ordinary copy builds, and reaches the page as written', () => {
  test.each([
    'The family behind the hotel has run inns in these valleys for 30 years.',
    'Every studio carries a 10-year warranty, and 40% of the trees on the slope are over 100 years old.',
    'The lake lies 1,200 metres up; the spa is open from 7am to 10pm, 365 days a year.',
    'A 10k run starts at the door. **Bold**, _emphasis_ and [a link](https://example.com) work.\n\n- a list\n- of two\n\n### A subheading\n\n1. First\n2. Second',
    '> A quotation from a founder.\n\n---\n\nThe spa opens at seven, and the `lounge` at nine.',
  ])('%s', (text) => {
    const code = compile(section(text));
    for (const words of text.match(/\b[a-z]{5,}\b/g)!) expect(code).toContain(words);
  });
});

describe('placeholders are filled, in prose, attributes and link addresses', () => {
  test('prose and attributes', () => {
    const code = compile(section('From {price}, run by { operator }.', 'id="units" heading="{units} studios"'));
    expect(code).toContain(JSON.stringify(values.price));
    expect(code).toContain(JSON.stringify(values.operator));
    expect(code).toContain(`"${values.units} studios"`);
    expect(code).not.toMatch(/\{\s*(price|operator|units)\s*\}/);
  });

  test("a link's address, inline or by reference, keeps its text; a telephone number's spaces never break", () => {
    const code = compile(
      section(
        'Write to [us](mailto:{privacyEmail}) or [the team][mail], or call [0303 123](tel:+44303123).\n\n[mail]: mailto:{privacyEmail}',
      ),
    );
    expect(code.split(JSON.stringify(`mailto:${encodeURI(values.privacyEmail)}`))).toHaveLength(3);
    expect(code).toContain('children: "0303\\xA0123"');
  });

  test('the page imports the components it uses, and only those', () => {
    const code = compile(section('<ChatButton>Ask</ChatButton>'));
    expect(code).toMatch(/import Section from ["']@\/components\/mdx\/Section\.astro["']/);
    expect(code).toMatch(/import ChatButton from ["']@\/components\/mdx\/ChatButton\.astro["']/);
    expect(code).not.toMatch(/import Faq /);
  });

  test("the first band's picture below a band hero loads at once; below a full hero it waits", () => {
    const withImage = section('Text.', `id="s" heading="S" image="${homeImage}"`);
    const eager = (frontmatter: Record<string, unknown>) => /eager: true/.test(compile(withImage, frontmatter));
    expect(eager({ ...home, hero: { ...home.hero, variant: 'band' } })).toBe(true);
    expect(eager({ ...home, hero: { ...home.hero, variant: 'full' } })).toBe(false);
  });
});

describe("a copywriter's mistake stops the compile, naming the file, the line and the fix", () => {
  const FILE = 'content/pages/example.mdx';
  test.each([
    [
      'an unknown placeholder',
      section('From {prise}.'),
      `${FILE}:3:6: Unknown placeholder {prise}. Did you mean {price}?`,
    ],
    [
      'an unknown placeholder in an attribute',
      section('Text.', 'id="s" heading="{unts} studios"'),
      `${FILE}:1:1: Unknown placeholder {unts}. Did you mean {units}?`,
    ],
    ['a stray brace', section('From price}.'), `${FILE}:3:1: A { or } here belongs to no placeholder`],
    [
      'the price typed by hand',
      section(`Own one from ${values.price}.`),
      `${FILE}:3:14: "${values.price}" is one of the offer's figures typed by hand: write {price} instead`,
    ],
    [
      'the price in thousands',
      section(`Own one from ${values.priceShort.slice(1)}.`),
      `write {price} or {priceShort} instead`,
    ],
    ['the monthly payment', section(`Then ${values.monthlyPayment} a month.`), `write {monthlyPayment} instead`],
    [
      'the months',
      section(`Paid over ${values.months} months.`),
      `"${values.months} months" is one of the offer's figures typed by hand: write {months} instead`,
    ],
    [
      'a figure in an attribute',
      section('Text.', `id="s" heading="From ${values.price}"`),
      `<Section heading="…">: "${values.price}" is one of the offer's figures`,
    ],
    [
      'a figure in the frontmatter',
      section('Text.'),
      `hero.heading: "${values.price}" is one of the offer's figures typed by hand`,
      { ...home, hero: { ...home.hero, heading: `From ${values.price}` } },
    ],
    [
      'an unknown component',
      '<Sektion id="s" heading="S">\n\nText.\n\n</Sektion>',
      `${FILE}:1:1: there is no component <Sektion>. Did you mean <Section>?`,
    ],
    [
      'an unknown attribute',
      section('Text.', 'id="s" heading="S" colour="forest"'),
      '<Section> has no attribute "colour". It takes: "id", "heading"',
    ],
    [
      'a value it does not take',
      section('Text.', 'id="s" heading="S" tone="forrest"'),
      `<Section tone="forrest">: tone is one of "paper", "stone", "forest". Did you mean "forest"?`,
    ],
    [
      'a picture the frontmatter does not name',
      section('Text.', `id="s" heading="S" image="${homeImage}x"`),
      `this page's frontmatter has no images.${homeImage}x. Did you mean "${homeImage}"?`,
    ],
    ['a required attribute left out', '<Section id="s">\n\nText.\n\n</Section>', `<Section> needs heading="…"`],
    [
      'a link to a page that is not there',
      section(`See [it](/${other}x).`),
      `${FILE}:3:5: The link to /${other}x: there is no page at /${other}x. Did you mean /${other}?`,
    ],
    [
      'a link to a section that is not there',
      section(`See [it](/${other}#${otherId}x).`),
      `/${other} has no section with id="${otherId}x". Did you mean "${otherId}"?`,
    ],
    [
      'a link to a section of this page that is not there',
      section('See [it](#t).'),
      `This page has no section with id="t". Did you mean "s"?`,
    ],
    ['text outside a section', `Intro.\n\n${section('Text.')}`, `${FILE}:1:1: Text outside a <Section>`],
    [
      'a ## heading',
      section('## Sub'),
      `${FILE}:3:1: a heading written with ## is at the level of a section's own heading`,
    ],
  ])('%s', (_, body, message, frontmatter?) => {
    expect(() => compile(body, frontmatter)).toThrow(message);
  });

  test('links to pages and sections that are there, and to other sites, pass', () => {
    expect(() =>
      compile(section(`[a](/${other}) [b](/${other}#${otherId}) [c](#s) [d](https://example.com) [e](/)`)),
    ).not.toThrow();
  });
});
