import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mdxToJs } from 'satteri';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { MDX_COMPONENTS, type ComponentRules } from '@/components/mdx/names';
import { mdxPlaceholders, readPlaceholderValues } from '@/integrations/mdxPlaceholders';
import { closestName } from '@/lib/closestName';
import {
  typeset,
  fillData,
  fillText,
  placeholdersIn,
  PLACEHOLDER_NAMES,
  placeholderValues,
  unknownPlaceholderMessage,
  type PlaceholderValues,
} from '@/lib/placeholders';

const ROOT = join(import.meta.dirname, '../../..');
const ROOT_URL = pathToFileURL(`${ROOT}/`);
const offer = parse(readFileSync(join(ROOT, 'content/offer.yaml'), 'utf8'));
const site = parse(readFileSync(join(ROOT, 'content/site.yaml'), 'utf8'));
const values: PlaceholderValues = placeholderValues(offer, site);
const closestPlaceholder = (name: string) => closestName(name, PLACEHOLDER_NAMES);
/** A page of the site the links below lead to (the top bar's first other than home), and its first section's id. */
const other: string = site.nav.find((link: { page: string }) => link.page !== 'home').page;
const otherId = /<Section\b[^>]*?\sid="([^"]+)"/.exec(
  readFileSync(join(ROOT, `content/pages/${other}.mdx`), 'utf8'),
)![1]!;

describe('fillText', () => {
  test('fills every placeholder, and leaves other text alone', () => {
    expect(fillText('From {price} with {deposit} down; {price} in all', values)).toBe(
      `From ${values.price} with ${values.deposit} down; ${values.price} in all`,
    );
    expect(fillText('The Club', values)).toBe('The Club');
  });

  test('takes spaces inside the braces, as a page body does: { price } never reaches the page as typed', () => {
    expect(fillText('From { price } to {  deposit}', values)).toBe(`From ${values.price} to ${values.deposit}`);
    expect(() => fillText('From { prise }', values)).toThrow(
      /^Unknown placeholder \{prise\}\. Did you mean \{price\}\?/,
    );
    expect(placeholdersIn('{ units } units')).toEqual(['units']);
  });

  test('sets quotes as a printer would: apostrophes and quotes curl', () => {
    expect(fillText("The Founders' Club: {operator}'s team said \"I'd stay\"", values)).toBe(
      `The Founders’ Club: ${values.operator}’s team said “I’d stay”`,
    );
  });

  test('an unknown name throws one message: where, the name, the closest known name', () => {
    expect(() => fillText('From {prise}', values, 'content/site.yaml')).toThrow(
      /^content\/site\.yaml: unknown placeholder \{prise\}\. Did you mean \{price\}\? The placeholders are: \{price\}, /,
    );
  });

  test('a name written with a space, _ or - is that unknown name, not a stray brace: {price short} means {priceShort}', () => {
    for (const name of ['price short', 'price_short', 'Price-Short']) {
      expect(() => fillText(`From {${name}}`, values)).toThrow(
        `Unknown placeholder {${name}}. Did you mean {priceShort}?`,
      );
      expect(placeholdersIn(`From { ${name} }`)).toEqual([name]);
    }
  });
});

describe.each([
  [closestPlaceholder, 'prise', 'price'],
  [closestPlaceholder, 'Operater', 'operator'],
  [closestPlaceholder, 'deposits', 'deposit'],
  [closestPlaceholder, 'brnd', 'brand'],
  [typeset, "founders' price", 'founders’ price'],
  [typeset, "'Quoted' words", '‘Quoted’ words'],
  [typeset, 'Every "chat" button', 'Every “chat” button'],
  [typeset, "('aside')", '(‘aside’)'],
  [typeset, 'no quotes at all', 'no quotes at all'],
])('%o(%s)', (fn: (text: string) => string | undefined, input, output) => {
  test(`is ${output}`, () => expect(fn(input)).toBe(output));
});

// A guess is made only when it is close: far off, it would send a copywriter the wrong way ("subtitle" → "variant").
describe.each([
  ['subtitle', ['eyebrow', 'heading', 'lede', 'variant'], undefined],
  ['rooms', ['home'], undefined],
  ['lead', ['eyebrow', 'heading', 'lede', 'variant'], 'lede'],
  ['founders-clu', ['home', 'founders-club', 'residences'], 'founders-club'],
  ['/investmnt', ['/', '/investment', '/residences'], '/investment'],
])('closestName(%s, %o)', (name, known, meant) => {
  test(`is ${meant}`, () => expect(closestName(name, known)).toBe(meant));
});

test('placeholdersIn lists the names used, in order', () => {
  expect(placeholdersIn('{deposit} then {monthlyPayment} for {months} months')).toEqual([
    'deposit',
    'monthlyPayment',
    'months',
  ]);
});

test('fillData fills strings at any depth and leaves numbers and resolved images as they are', () => {
  const image = { src: '/_astro/hero.jpg', width: 10, height: 10, format: 'jpg', alt: '{brand}' };
  const filled = fillData({ title: '{brand}', list: [{ text: 'from {price}' }], count: 3, image }, values);
  expect(filled).toEqual({ title: values.brand, list: [{ text: `from ${values.price}` }], count: 3, image });
  expect(filled.image).toBe(image);
});

test("the values are the content's: offer.yaml figures formatted, and site.yaml's names", () => {
  expect(readPlaceholderValues(ROOT_URL)).toEqual(values);
  expect(values.brand).toBe(site.brand);
  expect(values.app).toBe(site.chat.app);
});

describe('mdxPlaceholders, in the MDX compiler', () => {
  /** Compiles `source` as a page, with `frontmatter` as Astro hands it to the plugins when given. */
  const compile = (source: string, frontmatter?: Record<string, unknown>) =>
    mdxToJs(source, {
      mdastPlugins: [mdxPlaceholders(ROOT_URL) as never],
      fileURL: new URL('content/pages/example.mdx', ROOT_URL),
      ...(frontmatter
        ? { data: { astro: { frontmatter, headings: [], localImagePaths: new Set(), remoteImagePaths: new Set() } } }
        : {}),
    }).code;

  test('fills prose and component attributes at compile time, and leaves real expressions to MDX', () => {
    const code = compile(
      '<Section id="units" heading="{units} units">\n\nFrom {price}, run by {operator}.\n\n{units}\n\n{1 + 1}\n\n</Section>',
    );
    // Prose keeps its text nodes apart: each value is a string of its own in the compiled page.
    expect(code).toContain(JSON.stringify(values.price));
    expect(code).toContain(JSON.stringify(values.operator));
    expect(code).toContain(`"${values.units} units"`);
    expect(code).toMatch(/1 \+ 1/);
    expect(code).not.toMatch(/\{(price|operator|units)\}/);
  });

  test("fills a link's address, as a reference too, keeping its text: an email from site.yaml", () => {
    const code = compile(
      '<Section id="contact" heading="Contact">\n\nWrite to [{privacyEmail}](mailto:{privacyEmail}) or [us][mail].\n\n[mail]: mailto:{privacyEmail}\n\n</Section>',
    );
    const href = JSON.stringify(`mailto:${encodeURI(values.privacyEmail)}`);
    expect(code.split(`href: ${href}`)).toHaveLength(3);
    expect(code).toContain(JSON.stringify(values.privacyEmail));
    expect(code).not.toMatch(/privacyEmail|%7B/);
  });

  test('an unknown placeholder in prose names the file, the line and the closest name', () => {
    expect(() => compile('Intro.\n\nFrom {prise}.')).toThrow(
      unknownPlaceholderMessage('prise', 'content/pages/example.mdx:3:6'),
    );
  });

  test.each(['studio_size', 'price-short', 'priceShort2'])(
    'a name misspelt with a digit, _ or - ({%s}) is an unknown placeholder, not code MDX would run and fail on',
    (name) => {
      expect(() => compile(`Intro.\n\nFrom {${name}}.`)).toThrow(
        unknownPlaceholderMessage(name, 'content/pages/example.mdx:3:6'),
      );
    },
  );

  test('a placeholder in two pairs of braces, as other templates write it, is named with the one pair to write', () => {
    expect(() => compile('Intro.\n\nFrom {{price}}.')).toThrow(
      'content/pages/example.mdx:3:6: {{price}} has two pairs of braces: a placeholder takes one, as in {price}.',
    );
  });

  test('an unknown placeholder in an attribute names the file and the line', () => {
    expect(() => compile('<Section id="units" heading="{unts} units">\n\nText\n\n</Section>')).toThrow(
      unknownPlaceholderMessage('unts', 'content/pages/example.mdx:1:1'),
    );
  });

  test('imports the components the page uses, and only those, with no import line from the copywriter', () => {
    const code = compile(
      '<Section id="why" heading="Why">\n\n<CardGrid>\n  <Card title="A">Text</Card>\n</CardGrid>\n\n</Section>',
    );
    const imported = [...code.matchAll(/^import (\w+) from "(.+)";$/gm)].map(([, name, path]) => `${name} ${path}`);
    const file = (name: string) => join(ROOT, `src/components/mdx/${name}.astro`);
    expect(imported.sort()).toEqual([
      `Card ${file('Item')}`,
      `CardGrid ${file('CardGrid')}`,
      `Section ${file('Section')}`,
    ]);
    expect(code).not.toContain('_missingMdxReference'); // MDX's check for a component the route must pass
  });

  test('an import line names the file and the line, and says to remove it (the compile writes the imports)', () => {
    expect(() => compile("Intro.\n\nimport Section from '../../src/components/mdx/Section.astro';\n")).toThrow(
      /^content\/pages\/example\.mdx:3:1: a page takes no import or export lines: .*Remove this line\.$/,
    );
  });

  test('an unknown component names the file, the line and the components a page may use', () => {
    expect(() => compile('Intro.\n\n<Carousle name="amenities" />')).toThrow(
      /^content\/pages\/example\.mdx:3:1: there is no component <Carousle>\. Did you mean <Carousel>\? Components a page may use: <Card>, <CardGrid>, <Carousel>, /,
    );
  });

  /** A page with `tag` on its line 3, closed when it opens a Section. */
  const onLine3 = (tag: string) => (tag.endsWith('/>') ? `Intro.\n\n${tag}` : `Intro.\n\n${tag}\n\nText\n\n</Section>`);

  // Each of these would otherwise draw the page without it (an empty heading, the default tone), with no error.
  test.each([
    [
      'a misspelt attribute',
      '<Section id="why" heding="Why">',
      '<Section> has no attribute "heding". Did you mean "heading"? It takes: "id", "heading", "eyebrow", "tone", "image", "imageSide", "width" (see content/README.md).',
    ],
    [
      'a value the attribute does not take',
      '<Section id="why" heading="Why" tone="forrest">',
      '<Section tone="forrest">: tone is one of "paper", "stone", "forest". Did you mean "forest"?',
    ],
    ['a missing required attribute', '<Section id="why">', '<Section> needs heading="…" (see content/README.md).'],
    [
      'a placeholder as a value without quotes, which MDX would look up as a variable',
      '<Section id="why" heading={brand}>',
      '<Section heading={brand}>: a value takes quotes, with any placeholder inside them, as in heading="{brand}".',
    ],
    [
      'an attribute with no value',
      '<Section id="why" heading>',
      '<Section heading>: heading needs a value, as in heading="…".',
    ],
    [
      'a value on an attribute written on its own',
      '<Carousel name="studio" eager="no" />',
      '<Carousel eager="no">: write eager on its own, with no ="…", or leave it out.',
    ],
    [
      'an id that is not an address',
      '<Section id="Why now?" heading="Why">',
      '<Section id="Why now?">: id becomes the section\'s address (#why-now), so it takes lowercase letters, digits and hyphens only, and starts with a letter. Write id="why-now".',
    ],
    [
      'an id that starts with a figure, which is otherwise an address',
      '<Section id="2026-standard" heading="Why">',
      '<Section id="2026-standard">: id becomes the section\'s address (#standard), so it takes lowercase letters, digits and hyphens only, and starts with a letter. Write id="standard".',
    ],
    [
      'an id another section has (a section copied and pasted)',
      '<Section id="why" heading="Why">\n\nText\n\n</Section>\n\n<Section id="why" heading="How">',
      '<Section id="why">: the <Section> at line 3 has this id already. Give each its own.',
      9,
    ],
    [
      'an empty heading, which would be drawn as a gap with no name',
      '<Section id="why" heading=" ">',
      '<Section heading=" ">: heading is empty. Write it between the quotes.',
    ],
    [
      'an empty message, which would open an empty chat',
      '<Section id="ask" heading="Ask">\n\n<ChatButton message="">Ask us</ChatButton>',
      '<ChatButton message="">: message is empty. Write it between the quotes, or leave it out.',
      5,
    ],
    [
      'Markdown in an attribute, which would show as typed',
      '<Section id="why" heading="Why **now**">',
      '<Section heading="…">: Markdown bold (two asterisks or underscores) would show on the page as typed: an attribute is plain text. Bold, italics and links work in the text between a component\'s tags.',
    ],
    [
      'a button with no label',
      '<ChatButton variant="secondary" />',
      '<ChatButton> needs its text between <ChatButton> and </ChatButton> (see content/README.md).',
    ],
    [
      'text inside a component that draws all it shows itself',
      '<Section id="faq" heading="Questions">\n\n<Faq>\n\nAsk us anything on {app}.\n\n</Faq>',
      '<Faq> draws all it shows itself, and would leave out what is written between its tags: write it closed, as <Faq … />, and move that text into the section around it.',
      5,
    ],
    [
      'an attribute on a component that takes none',
      '<Faq open />',
      '<Faq> has no attribute "open". It takes: none (see content/README.md).',
    ],
  ])('%s names the file, the line, and what the component takes', (_case, tag, message, line = 3) => {
    expect(() => compile(onLine3(tag))).toThrow(`content/pages/example.mdx:${line}:1: ${message}`);
  });

  test.each([
    [
      'a chat button inside a sentence',
      'Intro.\n\nOr <ChatButton message="Hello">ask us</ChatButton> today.',
      '3:4: <ChatButton> is written inside a sentence, where it would cut the paragraph in two: put it on a line of its own, with a blank line above and below it.',
    ],
    [
      'a card outside its grid',
      'Intro.\n\n<Card title="Own it">Text</Card>',
      '3:1: <Card> goes inside <CardGrid>: <CardGrid>, then each <Card>, then </CardGrid>.',
    ],
    [
      'a step in a card grid',
      'Intro.\n\n<CardGrid>\n  <Card title="Own it">Text</Card>\n  <Step title="Pay">Text</Step>\n</CardGrid>',
      '5:3: <CardGrid> holds only <Card> elements: move this out of it, or into a <Card>.',
    ],
    [
      'text between the steps',
      'Intro.\n\n<Steps>\n  <Step title="Pay">Text</Step>\n\nThen you own it.\n\n</Steps>',
      '6:1: <Steps> holds only <Step> elements: move this out of it, or into a <Step>.',
    ],
    [
      'a section inside a section',
      '<Section id="why" heading="Why">\n\nText\n\n<Section id="how" heading="How">\n\nText\n\n</Section>\n\n</Section>',
      '5:1: <Section> goes in the page itself, after the one before it, not inside <Section>: close the <Section> above with </Section> first.',
    ],
    // A list holds its items, and they go nowhere else. Each below reached the page with a 200 and no word: a
    // second h1, a link to nowhere, a third-party request, text against the screen's edge.
    [
      'a heading written with one #',
      'Intro.\n\n# Our location',
      '3:1: a heading written with # is at the level of the page\'s main heading (h1): hero.heading, in the frontmatter. Write ### for a heading inside a section, or start a new <Section heading="…">.',
    ],
    [
      'a heading written with two #',
      '<Section id="why" heading="Why">\n\n## Our reasons\n\n</Section>',
      "3:1: a heading written with ## is at the level of a section's own heading (h2).",
    ],
    [
      'a heading written with four #',
      '<Section id="why" heading="Why">\n\n#### Our reasons\n\n</Section>',
      '3:1: a heading written with #### is below the smallest heading the site draws, and would be drawn unstyled. Write ### for a heading inside a section',
    ],
    // Pasted from a word processor, whose bullets are characters: the items would run into one paragraph.
    [
      'a list pasted with its bullets',
      '<Section id="why" heading="Why">\n\nEach studio has:\n•\tA sofa bed\n•\tA kitchenette\n\n</Section>',
      '4:1: "• A sofa bed" starts with a bullet typed as a character, so the lines would run into one paragraph. Start each item with "- " instead, on a line of its own, with a blank line above the list.',
    ],
    // A year that opens a sentence at a line's start: Markdown reads "2026." as a numbered list, counting from 2026.
    [
      'a year and a full stop at the start of a line',
      '<Section id="why" heading="Why">\n\n2026. The year the hotel opens its doors.\n\n</Section>',
      '3:1: "2026." at the start of a line begins a numbered list, counting from 2026: the page would show the line as item 2026 of a list. Write the sentence another way, or put a backslash before the full stop: 2026\\.',
    ],
    [
      'a heading with nothing after its hashes',
      '<Section id="why" heading="Why">\n\n### \n\nText.\n\n</Section>',
      '3:1: a heading written with ### has no words after it, and would leave an empty gap with an address of its own: write the heading after the hashes, or remove the line.',
    ],
    [
      'a quotation written with >',
      '<Section id="why" heading="Why">\n\n> It feels like home.\n\n</Section>',
      '3:1: a quotation written with > would be drawn unstyled: write it as a paragraph, in quotes, or in a <Notice label="…"> beside the text.',
    ],
    [
      'a --- line at the top of a page, its frontmatter never closed',
      '---\ntitle: Home\n\n<Section id="why" heading="Why">\n\nText.\n\n</Section>',
      "1:1: The frontmatter is never closed: the --- on line 1 opens it, and another line of three hyphens, ---, closes it, after its last field and before the page's first <Section>.",
    ],
    [
      'a line written with ---',
      '<Section id="why" heading="Why">\n\nText.\n\n---\n\nMore text.\n\n</Section>',
      '5:1: a line written with --- or *** would be drawn unstyled across the section',
    ],
    [
      'a link to a page that does not exist',
      `Intro.\n\nSee [the page](/${other.slice(0, -1)}).`,
      `3:5: The link to /${other.slice(0, -1)}: there is no page at /${other.slice(0, -1)}. Did you mean /${other}? The pages: /,`,
    ],
    [
      'a link written as an <a> tag',
      `Intro.\n\nSee <a href="/${other}s">the page</a>.`,
      `3:5: The link to /${other}s: there is no page at /${other}s.`,
    ],
    [
      'a chat link written by hand',
      'Intro.\n\n[Message us](https://wa.me/447700900123).',
      '3:1: The link to https://wa.me/447700900123: a chat link written by hand opens in this tab, to a number typed into the page, with no message. Write <ChatButton message="…">its label</ChatButton>: it opens the number in site.yaml, in a new tab, with the message.',
    ],
    [
      'a link to a section another page lacks',
      `Intro.\n\nSee [the section](/${other}#${otherId}s).`,
      `3:5: /${other} has no section with id="${otherId}s". Did you mean "${otherId}"? Its sections: ${otherId}`,
    ],
    [
      'a link to a section this page lacks',
      '<Section id="why" heading="Why">\n\nSee [below](#how).\n\n</Section>',
      '3:5: This page has no section with id="how". Its sections: why.',
    ],
    [
      'a link to a page without its slash',
      `Intro.\n\nSee [the page](${other}).`,
      `3:5: The link to "${other}": a link to a page of the site starts with a slash, from its root: write /${other}.`,
    ],
    [
      'a link to a page written as a file, without its slash',
      `Intro.\n\nSee [the page](${other}.html).`,
      `3:5: The link to "${other}.html": a link to a page of the site starts with a slash, from its root: write /${other}.html.`,
    ],
    // site.yaml names pages by file, so a copywriter links to one so too: each fix is the page's address, which works.
    ...[
      `${other}.mdx`,
      `./${other}.mdx`,
      `../pages/${other}.mdx`,
      `pages/${other}.mdx`,
      `${other}.md`,
      `../pages/${other}`,
      `/${other}.mdx`,
      `/pages/${other}.mdx`,
    ].map((url) => [
      `a link to a page written as its file, ${url}`,
      `Intro.\n\nSee [the page](${url}).`,
      `3:5: The link to "${url}": a link leads to a page's address, not to its file: content/pages/${other}.mdx is the page at /${other}. Write /${other}.`,
    ]),
    ...['home.mdx', './home.mdx', '../pages/home.mdx', 'home', '/home', '/home.mdx'].map((url) => [
      `a link to the home page written as its file, ${url}`,
      `Intro.\n\nSee [home](${url}).`,
      `3:5: The link to "${url}": a link leads to a page's address, not to its file: content/pages/home.mdx is the page at /. Write /.`,
    ]),
    [
      'a link to a section of a page written as its file',
      `Intro.\n\nSee [the section](${other}.mdx#${otherId}).`,
      `3:5: The link to "${other}.mdx#${otherId}": a link leads to a page's address, not to its file: content/pages/${other}.mdx is the page at /${other}. Write /${other}#${otherId}.`,
    ],
    [
      'a link to a section a page written as its file lacks',
      `Intro.\n\nSee [the section](../pages/${other}.mdx#${otherId}s).`,
      `3:5: /${other} has no section with id="${otherId}s". Did you mean "${otherId}"? Its sections: ${otherId}`,
    ],
    [
      'a link to a page file that does not exist',
      `Intro.\n\nSee [the page](${other.slice(0, -1)}.mdx).`,
      `3:5: The link to ${other.slice(0, -1)}.mdx: there is no page at /${other.slice(0, -1)}. Did you mean /${other}? The pages: /,`,
    ],
    [
      'a link to a file without its slash, not taken for another site',
      'Intro.\n\nSee [the brochure](brochure.pdf).',
      '3:5: The link to "brochure.pdf": a link to a page of the site starts with a slash, from its root: write /brochure.pdf.',
    ],
    [
      "a link to another site without its https://, which the build would read as this site's",
      'Intro.\n\nSee [the council](www.example.gov.uk/planning).',
      '3:5: The link to "www.example.gov.uk/planning": a link to another site is written in full, from https://: write https://www.example.gov.uk/planning.',
    ],
    [
      'an email address linked without mailto:',
      'Intro.\n\nWrite to [our team](sales@example.com).',
      '3:10: The link to "sales@example.com": an email address takes mailto: before it: write mailto:sales@example.com.',
    ],
    [
      'a picture from another site',
      'Intro.\n\n![The view](https://images.example.com/view.jpg)',
      '3:1: The picture https://images.example.com/view.jpg is on another site, and the site makes no third-party requests. Save the picture in content/images/, list it under images: in the frontmatter (src and alt), and show it with <Section image="…"> (see content/README.md).',
    ],
    [
      'a picture of the site written in Markdown',
      'Intro.\n\n![The valley](../images/name.jpg)',
      "3:1: A picture written in a page's body would be sent at full size to every screen, a phone's too. Save the picture in content/images/",
    ],
    [
      'an <img> tag',
      'Intro.\n\n<img src="../images/name.jpg" alt="The view" />',
      "3:1: a page's body takes no <img> tag. Save the picture in content/images/",
    ],
    [
      'a heading written as an <h2> tag',
      'Intro.\n\n<h2>Our location</h2>',
      '3:1: a page\'s body takes no <h2> tag. Start a new <Section heading="…"> (with a capital S) for a band of the page, or write ### for a heading inside one.',
    ],
    [
      'a section written in lowercase, as an HTML tag',
      'Intro.\n\n<section id="why">\n\nText\n\n</section>',
      "3:1: a page's body takes no <section> tag.",
    ],
    [
      'an embedded video',
      'Intro.\n\n<iframe src="https://www.youtube.com/embed/tour" title="Tour"></iframe>',
      "3:1: a page's body takes no <iframe> tag. The site loads nothing from other sites: link to it instead.",
    ],
    [
      'a Markdown table',
      'Intro.\n\n| Size | Price |\n|---|---|\n| Studio | {price} |',
      "3:1: a Markdown table in a page's body would be drawn unstyled. A page's tables are <SummaryTable> (its rows under summary: in the frontmatter) and <ProjectionTable>",
    ],
    [
      'a footnote',
      'Intro.\n\nRepaid in under eight years.[^1]\n\n[^1]: On the assumptions below.',
      "3:29: a footnote ([^1]) would be shown below the page's last section, far from its sentence: say it in the sentence, or in a <Notice> beside it.",
    ],
    [
      'text before the first section',
      'Intro.\n\n<Section id="why" heading="Why">\n\nText\n\n</Section>',
      "1:1: Text outside a <Section> would be drawn against the screen's edge, outside every band: move it into a <Section>, between its tags.",
    ],
    [
      'a button after the last section',
      '<Section id="why" heading="Why">\n\nText\n\n</Section>\n\n<ChatButton>Talk to us</ChatButton>',
      '7:1: <ChatButton> outside a <Section> would be drawn',
    ],
    [
      'a } with no placeholder',
      'Intro.\n\nSave 10%} today.',
      '3:1: A { or } here belongs to no placeholder and would show as typed. Write a placeholder with both braces, as in {price}, or remove the brace.',
    ],
    [
      'a placeholder never closed, in an attribute',
      '<Section id="why" heading="From {price">\n\nText\n\n</Section>',
      '1:1: heading="From {price": A { or } here belongs to no placeholder',
    ],
    [
      'a style written into a tag, which the live site blocks',
      'Intro.\n\n<span style="color: red">New</span> studios.',
      '3:1: <span style="…">: the live site\'s security policy blocks styles and scripts written into a page (npm run dev sends none, so there they would seem to work). Use what the components offer (tone="…" on a <Section>, a <Notice>), or plain text.',
    ],
    [
      'a figure typed into the text, found at its line and column',
      `Intro.\n\nStudios from\nonly ${values.price}, paid over {months} months.`,
      `4:6: "${values.price}" is a figure typed into the page: write {price} instead, so it follows content/offer.yaml.`,
    ],
    [
      'a figure typed into an attribute',
      `Intro.\n\n<Section id="units" heading="Only ${values.units} units">\n\nText\n\n</Section>`,
      `3:1: <Section heading="…">: "${values.units} units" is a figure typed into the page: write {units} instead, so it follows content/offer.yaml.`,
    ],
    [
      'a name from site.yaml typed into the text, in any capitals, found at its line and column',
      `Intro.\n\nRun by ${values.operator.toUpperCase()} from the day it opens.`,
      `3:8: "${values.operator.toUpperCase()}" is a name typed into the page: write {operator} instead, so it follows the operator: field of content/site.yaml.`,
    ],
    [
      "a name from site.yaml typed into a component's text",
      `Intro.\n\n<ChatButton message="Hello ${values.brand}, tell me more">Ask</ChatButton>`,
      `3:1: <ChatButton message="…">: "${values.brand}" is a name typed into the page: write {brand} instead, so it follows the brand: field of content/site.yaml.`,
    ],
    [
      'a link whose ] and ( do not touch, which would show as typed',
      `Intro.\n\nSee [the offer] (/${other}) first.`,
      `3:5: "[the offer] (/${other})" would show as typed, not as a link: a link's ] and ( touch. Take out the space between "[the offer]" and "(/${other})".`,
    ],
    [
      'a link with spaces in its address, which would show as typed',
      'Intro.\n\nCall [us](tel:+44 303 123 1113) or see [the club](/founders club).',
      '3:6: "[us](tel:+44 303 123 1113)" would show as typed, not as a link: a link\'s address takes no spaces. Write its address as tel:+443031231113.',
    ],
    [
      'a link to a page with a space in its address',
      `Intro.\n\nSee [the club](/${other} page).`,
      `3:5: "[the club](/${other} page)" would show as typed, not as a link: a link's address takes no spaces. Write its address as /${other}-page.`,
    ],
    [
      'text in backticks, which would show a placeholder as typed',
      'Intro.\n\nFrom `{price}` only.',
      '3:6: text in backticks (`{price}`) would be drawn as code, in a typewriter face, exactly as typed: a placeholder in it would show its braces. Write it without the backticks.',
    ],
    [
      'a block of code fenced with backticks',
      'Intro.\n\n```\nFrom {price}\n```',
      '3:1: text in backticks (```) would be drawn as code, in a typewriter face, exactly as typed: a placeholder in it would show its braces. Write it without the backticks.',
    ],
    // Drawn unstyled: a <div> in a sentence would even cut its paragraph in two.
    [
      'a div in a sentence',
      'Intro.\n\nAt separate pricing. <div>Prices on request.</div> Ask us.',
      '3:22: a page\'s body takes no <div> tag. Write it in Markdown instead: a paragraph is text with a blank line above and below it, a list starts each item with "- ", and a note beside the text is a <Notice>.',
    ],
    [
      'centred text',
      'Intro.\n\n<center>Welcome home</center>',
      "3:1: a page's body takes no <center> tag. Write it in Markdown instead",
    ],
    [
      'a form',
      'Intro.\n\n<form><input name="email" /></form>',
      "3:1: a page's body takes no <form> tag. The site takes no forms: a visitor reaches the team through a <ChatButton>.",
    ],
    [
      'a script',
      'Intro.\n\n<script>track()</script>',
      "3:1: a page's body takes no <script> tag. A page runs the site's own code and styles only.",
    ],
  ])('%s stops the compile at its line', (_case, source, message) => {
    expect(() => compile(source)).toThrow(`content/pages/example.mdx:${message}`);
    // Astro's overlay renders Markdown in a message: a link written whole there would show as its text alone.
    expect(message).not.toMatch(/\[[^\]]*\]\([^\s)]*\)/);
  });

  test('links to pages, their sections, other sites and mail pass, as do ### headings', () => {
    const source = [
      '<Section id="why" heading="Why">',
      '',
      '### The reason',
      '',
      `See [a page](/${other}), [home](/), [its section](/${other}#${otherId}), [why](#why), [top](#),`,
      '[the valley](https://www.example.com/valley), [mail](mailto:team@example.com) and [ref][offer].',
      '',
      `[offer]: /${other}`,
      '',
      '</Section>',
    ].join('\n');
    expect(() => compile(source)).not.toThrow();
  });

  test("a telephone link's number never breaks across lines: its spaces become non-breaking ones", () => {
    const code = compile(
      '<Section id="why" heading="Why">\n\nCall [0303 123 1113](tel:+443031231113), or [write](mailto:a@b.example) to us.\n\n</Section>',
    );
    // The compiled page writes a non-breaking space as the escape \xA0.
    expect(code).toMatch(/0303(\\xA0|\u00a0)123(\\xA0|\u00a0)1113/);
    expect(code).not.toContain('0303 123 1113');
    expect(code).toContain('Call ');
  });

  test("a name from site.yaml inside a longer word, or as a section's id, is not typed copy", () => {
    const id = values.app.toLowerCase();
    const source = `<Section id="${id}" heading="Why">\n\nThe ${values.app}s of this world, and {app} itself.\n\n</Section>`;
    expect(() => compile(source)).not.toThrow();
  });

  test("a picture's file name is a path, not copy: a figure in it passes, and one in its alt is named", () => {
    // The frontmatter is read from the page's file, as saved: a scratch one.
    const dir = mkdtempSync(join(tmpdir(), 'page-'));
    const file = join(dir, 'example.mdx');
    const body = '<Section id="why" heading="Why" image="view">\n\nText\n\n</Section>';
    const compileSaved = (alt: string) => {
      const src = `../images/view ${values.sharedSpace} ${values.price}.jpg`;
      writeFileSync(file, `---\nimages:\n  view:\n    src: "${src}"\n    alt: ${alt}\n---\n\n${body}\n`);
      return mdxToJs(body, { mdastPlugins: [mdxPlaceholders(ROOT_URL) as never], fileURL: pathToFileURL(file) });
    };
    expect(() => compileSaved('The valley')).not.toThrow();
    expect(() => compileSaved(`The valley, ${values.sharedSpace} of it shared`)).toThrow(
      `example.mdx:5:1: images.view.alt: "${values.sharedSpace}" is a figure typed into the page`,
    );
    rmSync(dir, { recursive: true });
  });

  test('a note for editors, {/* … */}, passes anywhere, and the page does not show it', () => {
    const source =
      '{/* Check the figures with finance. */}\n\n<Section id="why" heading="Why">\n\nText {/* and here */}\n\n</Section>';
    expect(compile(source)).not.toContain('Check the figures');
    // Between the cards of a grid or the steps, and inside a component that draws all it shows itself.
    const inside = [
      '<CardGrid>\n  <Card title="Own it">Text</Card>\n  {/* A third card to come. */}\n  <Card title="Use it">Text</Card>\n</CardGrid>',
      '<Steps>\n  {/* Check the order with sales. */}\n  <Step title="Pay">Text</Step>\n</Steps>',
      '<Faq>{/* Answers checked by legal. */}</Faq>',
      '<Faq>\n\n{/* Answers checked by legal. */}\n\n</Faq>',
    ];
    for (const component of inside) {
      const section = `<Section id="why" heading="Why">\n\n${component}\n\n</Section>`;
      const code = compile(section, component.startsWith('<Faq') ? { faq: [] } : undefined);
      expect(code).not.toMatch(/to come|with sales|by legal/);
    }
    // Only a note: text in braces between the sections is still out of place.
    expect(() => compile(`{1 + 1}\n\n${source}`)).toThrow('1:1: Text outside a <Section>');
  });

  describe('names the page’s frontmatter must have', () => {
    const image = { src: 'valley.jpg', alt: 'The valley' };
    const frontmatter = { images: { valley: image, winter: image }, carousels: { studio: {} } };
    test.each([
      [
        'an image name under images:',
        '<Section id="why" heading="Why" image="valey">',
        '<Section image="valey">: this page\'s frontmatter has no images.valey. Did you mean "valley"? Names under images: valley, winter.',
      ],
      [
        'a carousel name under carousels:',
        '<Carousel name="studoi" />',
        '<Carousel name="studoi">: this page\'s frontmatter has no carousels.studoi. Did you mean "studio"? Names under carousels: studio.',
      ],
      [
        'the list a component shows',
        '<Faq />',
        '<Faq /> shows the frontmatter\'s "faq:" list, and this page has none (see content/README.md).',
      ],
    ])('%s: one it lacks stops the compile at its line', (_case, tag, message) => {
      expect(() => compile(onLine3(tag), frontmatter)).toThrow(`content/pages/example.mdx:3:1: ${message}`);
    });

    test('with no block at all, it says to add one', () => {
      expect(() => compile('<Carousel name="studio" />', {})).toThrow(
        'content/pages/example.mdx:1:1: <Carousel name="studio">: this page\'s frontmatter has no carousels.studio. Add a "carousels:" block with "studio:" under it (see content/README.md).',
      );
    });

    /** Every name in `frontmatter`, each shown once. */
    const showsAll =
      '<Section id="why" heading="Why" image="winter">\n\n<Carousel name="studio" />\n\n</Section>\n\n<Section id="where" heading="Where" image="valley">\n\nText.\n\n</Section>';

    test('names it has pass, as do parts not written in the shape their schema takes (the content loader names those)', () => {
      expect(() => compile(showsAll, frontmatter)).not.toThrow();
      expect(() =>
        compile(showsAll.replace('<Carousel name="studio" />', ''), { ...frontmatter, carousels: [{}], faq: 'Why?' }),
      ).not.toThrow();
    });

    test.each([
      [
        'a picture under images:',
        { images: { ...frontmatter.images, meadow: image } },
        'images.meadow in the frontmatter is shown nowhere: the body has no <Section image="meadow">. Show it with <Section image="meadow">, or remove it.',
      ],
      [
        'a carousel under carousels:',
        { carousels: { studio: {}, 'spa-2': {} } },
        'carousels.spa-2 in the frontmatter is shown nowhere: the body has no <Carousel name="spa-2">. Show it with <Carousel name="spa-2">, or remove it.',
      ],
      [
        'a list',
        { faq: [{ question: 'Why?', answer: 'Because.' }] },
        'faq in the frontmatter is shown nowhere: the body has no <Faq />. Add <Faq /> inside a <Section>, or remove it.',
      ],
    ])('%s the body never shows stops the compile with what to do', (_case, added, message) => {
      expect(() => compile(showsAll, { ...frontmatter, ...added })).toThrow(`content/pages/example.mdx: ${message}`);
    });
  });

  test.each(Object.entries(MDX_COMPONENTS as Record<string, ComponentRules & { file: string }>))(
    '<%s> is closed in names.ts exactly when its file draws nothing written between its tags',
    (_name, { file, closed }) => {
      const source = readFileSync(join(ROOT, `src/components/mdx/${file}.astro`), 'utf8');
      expect(!/<slot\b|Astro\.slots/.test(source)).toBe(closed === true);
    },
  );

  // Every message about a component ends "(see content/README.md)": a component added to names.ts is a component the
  // guide explains, under "Components", with each attribute it takes.
  test.each(Object.entries(MDX_COMPONENTS as Record<string, ComponentRules>))(
    "<%s> and each of its attributes are in the copywriters' guide",
    (name, { attributes }) => {
      const guide = readFileSync(join(ROOT, 'content/README.md'), 'utf8');
      const components = /\n## Components\n([\s\S]*?)\n## /.exec(guide)![1]!;
      expect(components).toContain(`<${name}`);
      // Named as `tone`, or shown in use, heading="…".
      for (const attribute of Object.keys(attributes))
        expect(components, `${name} ${attribute}`).toMatch(new RegExp(`\`${attribute}\`|\\b${attribute}=`));
    },
  );

  test('the attributes each component takes pass, whether written, on their own or as an expression', () => {
    expect(() =>
      compile(
        '<Section id="why" heading="Why" tone="forest" imageSide="start" width="narrow">\n\n<Carousel name="studio" eager />\n\n<Notice label={"Note"}>Text</Notice>\n\n</Section>',
      ),
    ).not.toThrow();
  });
});
