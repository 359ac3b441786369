import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { syntaxError } from '@/integrations/mdxSyntax';

const ROOT = join(import.meta.dirname, '../../..');
/** A page's frontmatter, so the lines counted are a file's: the body starts on line 6. */
const page = (body: string) => `---\ntitle: Example\nhero:\n  heading: Example\n---\n${body}`;
const NOT_A_PLACEHOLDER =
  'What is written between these braces is not a placeholder. A placeholder is one name, with no spaces, between braces, as in {priceShort} (content/README.md lists them all); or remove the braces.';

describe("MDX's syntax errors, in a copywriter's words, at the file's line and column", () => {
  test.each([
    [
      'a placeholder never closed',
      'From {price a month.',
      '6:6',
      'A { here starts a placeholder that is never closed. Write the placeholder whole, as in {price}, or remove the brace.',
    ],
    // At the word after the space, or at the £: where MDX stops reading.
    ['words between braces', 'About {studio size} of calm.', '6:15', NOT_A_PLACEHOLDER],
    ['a figure between braces', 'From {£35,000}.', '6:7', NOT_A_PLACEHOLDER],
    [
      'a component never closed',
      '<Section id="why" heading="Why">\n\nText',
      '6:1',
      '<Section> is opened here and never closed. End it with </Section> after its text, or close it on itself with a slash, as in <Section />.',
    ],
    [
      'text on the line of the tag that opens its section, closed below',
      '<Section id="why" heading="Why" width="narrow">This site aims to be accessible.\n\nMore.\n\n</Section>',
      '6:1',
      '<Section> has text after it on its own line, so the page looks for </Section> before that paragraph ends, and finds it only further down. Start the text on a line of its own, with a blank line between it and <Section …>.',
    ],
    [
      'a closing tag on the line of the text before it',
      '<Section id="why" heading="Why">\n\nThe last words.</Section>',
      '8:16',
      '</Section> is on the line of the text before it, inside that paragraph. Put it on a line of its own, with a blank line above it.',
    ],
    [
      'an attribute without quotes',
      '<Section id="why" heading=Why now>\n\nText\n\n</Section>',
      '6:1',
      'A < here starts a tag that cannot be read. A component\'s attributes each take quotes, as in heading="…"; for the sign itself, write words such as under or less than.',
    ],
    [
      'an apostrophe inside single quotes',
      "<Section id=\"why\" heading='Founders' Club'>\n\nText\n\n</Section>",
      '6:1',
      'A value in this tag holds the quote written around it, so it ends early. Write the other kind of quote around that value, as in heading="Founders\' Club" or heading=\'The "best" view\'.',
    ],
    [
      'double quotes inside double quotes',
      '<ChatButton\n  variant="secondary"\n  message="Ask about the "founders" price">\n  Ask\n</ChatButton>',
      '6:1',
      'A value in this tag holds the quote written around it, so it ends early.',
    ],
    ['a less-than sign', 'Prices <£40k for founders.', '6:8', 'A < here starts a tag that cannot be read.'],
    [
      'curly quotes around a value, as a word processor types them',
      '<Section id="why" heading=“Why now”>\n\nText\n\n</Section>',
      '6:1',
      'The quotes around a value in this tag are curly (“ ” or ‘ ’): a component\'s attributes take straight quotes, as in heading="…"',
    ],
    [
      'curly quotes on the second line of a tag',
      '<ChatButton\n  variant="secondary"\n  message=“Hello”>\n  Ask\n</ChatButton>',
      '6:1',
      'The quotes around a value in this tag are curly (“ ” or ‘ ’)',
    ],
    [
      'an HTML comment',
      '<Section id="why" heading="Why">\n\n<!-- check the figures -->\n\n</Section>',
      '8:1',
      'A page cannot hold an HTML comment (<!-- … -->). Write a note for other editors as {/* your note */}',
    ],
    [
      'a line break without its slash',
      'First line<br>second line.',
      '6:11',
      '<br> has nothing to close: in a page it ends with a slash, as in <br />.',
    ],
    [
      'tags closed in the wrong order',
      '<Section id="why" heading="Why">\n\n<Notice>\n\nText\n\n</Section>',
      '12:1',
      '</Section> closes a tag while the <Notice> opened at line 8 is still open: close that one first, with </Notice>.',
    ],
    [
      'a closing tag with no opening one',
      'Text.\n\n</Section>',
      '8:1',
      '</Section> closes a tag that was never opened: remove it, or open a <Section> above it.',
    ],
  ])('%s', (_case, body, at, message) => {
    const error = syntaxError(page(body));
    expect(`${error?.line}:${error?.column}`).toBe(at);
    expect(error?.message).toContain(message);
  });

  // As the content loader words it: in `astro dev`, the page's compile may meet it first.
  test('frontmatter that is not YAML, at the line and column where the quote opens', () => {
    const error = syntaxError(page('Text.').replace('title: Example', "title: 'Example"));
    expect(`${error?.line}:${error?.column}`).toBe('2:8');
    expect(error?.message).toBe(
      "The frontmatter is not valid YAML: the value at line 2 opens a quote (') and never closes it. Put the same quote at the end of that value.",
    );
  });

  test("every page of the site reads, and a page MDX cannot read in a way not listed keeps MDX's words", () => {
    const pages = join(ROOT, 'content/pages');
    for (const file of readdirSync(pages).filter((name) => name.endsWith('.mdx'))) {
      expect(syntaxError(readFileSync(join(pages, file), 'utf8'))).toBeUndefined();
    }
    expect(syntaxError(page('Text {1 +} more'))).toBeUndefined();
  });
});
