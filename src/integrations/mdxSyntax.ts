import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { mdxToMdast } from 'satteri';
import { FRONTMATTER, frontmatterError } from '../content/loaders';

/**
 * MDX's own syntax errors, as a copywriter would put them: what the line holds, and what to write instead. MDX says
 * "expected a valid JSX tag (note: to create a link in MDX, use `[text](url)`)", which Astro's overlay even cuts
 * short, rendering the link. `$1`… are the tags the message names; the third pattern, when there is one, must match
 * the source from where MDX stopped. An error not listed keeps MDX's words.
 */
const REWORDED: [said: RegExp, words: string, source?: RegExp][] = [
  [
    /closing brace for `\{`/,
    'A { here starts a placeholder that is never closed. Write the placeholder whole, as in {price}, or remove the brace.',
  ],
  // `{studio size}`, `{£35,000}`: MDX reads what is between braces as code, and words or a £ are not. A developer's
  // code that does not parse (`{1 +}`) keeps MDX's words.
  [
    /Could not parse expression with oxc: (Expected `,` or `\)` but found `Identifier`|Invalid Character)/,
    'What is written between these braces is not a placeholder. A placeholder is one name, with no spaces, between braces, as in {priceShort} (content/README.md lists them all); or remove the braces.',
  ],
  [
    /to create a comment in MDX/,
    'A page cannot hold an HTML comment (<!-- … -->). Write a note for other editors as {/* your note */}, which the page does not show, or remove it.',
  ],
  // Pasted from a word processor or typed on a phone, which turn straight quotes into curly ones.
  [
    /Unexpected character after `<`/,
    'The quotes around a value in this tag are curly (“ ” or ‘ ’): a component\'s attributes take straight quotes, as in heading="…", as the keyboard types them. Retype those quotes.',
    /^<[A-Za-z][^>]*=\s*[“”‘’]/,
  ],
  // A value holding the quote it is written in ends there: `heading='Founders' Club'`, `heading="The "best" view"`.
  [
    /Unexpected character after `<`/,
    'A value in this tag holds the quote written around it, so it ends early. Write the other kind of quote around that value, as in heading="Founders\' Club" or heading=\'The "best" view\'.',
    /^<[A-Za-z][\w.]*(\s+[\w-]+(\s*=\s*("[^"\n]*"|'[^'\n]*'))?)*\s*(["']|(?<=["'])[^\s/>])/,
  ],
  [
    /Expected a closing tag for `<(br|hr|wbr)>`/,
    '<$1> has nothing to close: in a page it ends with a slash, as in <$1 />.',
  ],
  [
    /Unexpected character after `<`/,
    'A < here starts a tag that cannot be read. A component\'s attributes each take quotes, as in heading="…"; for the sign itself, write words such as under or less than.',
  ],
  // `<Section …>Text` on one line, closed further down: MDX reads the tag as part of a paragraph, to close within it.
  [
    /Expected a closing tag for `<(\w+)>` \(\d+:\d+\) before the end of `paragraph`/,
    '<$1> has text after it on its own line, so the page looks for </$1> before that paragraph ends, and finds it only further down. Start the text on a line of its own, with a blank line between it and <$1 …>.',
    /^<([A-Za-z][\w.]*)\b[^>\n]*>[ \t]*\S[^\n]*\n[\s\S]*<\/\1>/,
  ],
  [
    /Expected the closing tag `<\/(\w+)>` either after the end of `paragraph`/,
    '</$1> is on the line of the text before it, inside that paragraph. Put it on a line of its own, with a blank line above it.',
  ],
  [
    /Expected a closing tag for `<(\w+)>`/,
    '<$1> is opened here and never closed. End it with </$1> after its text, or close it on itself with a slash, as in <$1 />.',
  ],
  [
    /Unexpected closing tag `<\/(\w+)>`, expected an open tag first/,
    '</$1> closes a tag that was never opened: remove it, or open a <$1> above it.',
  ],
  [
    /Unexpected closing tag `<\/(\w+)>`, expected corresponding closing tag for `<(\w+)>` \((\d+):/,
    '</$1> closes a tag while the <$2> opened at line $3 is still open: close that one first, with </$2>.',
  ],
];

/**
 * The syntax error in a page's `source` (the whole file, frontmatter and all) in the words above, or the frontmatter's
 * own, with its line and column in the file; undefined when it reads, or when MDX's own words are kept.
 */
export function syntaxError(source: string): { message: string; line: number; column: number } | undefined {
  // Frontmatter that is not YAML, in the words the content loader uses: in `astro dev` either may report it first.
  const notYaml = frontmatterError(source, '');
  if (notYaml) return { message: notYaml.message, line: notYaml.loc?.line ?? 1, column: notYaml.loc?.column ?? 1 };
  // The frontmatter, blanked line for line, so that the lines MDX counts are the file's.
  const body = source.replace(FRONTMATTER, (yaml) => yaml.replace(/[^\n]/g, ''));
  try {
    mdxToMdast(body);
    return undefined;
  } catch (error) {
    const [, line, column, said = ''] = /^(\d+):(\d+): ([\s\S]*)$/.exec((error as Error).message) ?? [];
    // The source from where MDX stopped, to the end: a tag may run over several lines.
    const from = body
      .split('\n')
      .slice(Number(line) - 1)
      .join('\n')
      .slice(Number(column) - 1);
    const [pattern, words] = REWORDED.find(([rule, , at]) => rule.test(said) && (at?.test(from) ?? true)) ?? [];
    if (!pattern || !words) return undefined;
    const message = said.match(pattern)!.reduce((text, tag, n) => text.replaceAll(`$${n}`, tag), words);
    return { message, line: Number(line), column: Number(column) };
  }
}

/**
 * Reads each page before @astrojs/mdx compiles it (listed before mdx() in astro.config.mjs, so its Vite plugin runs
 * first) and stops at a syntax error in the words above, in the build and the dev overlay alike.
 */
export function mdxSyntax(): AstroIntegration {
  return {
    name: 'mdx-syntax',
    hooks: {
      'astro:config:setup': ({ config, updateConfig }) => {
        const root = fileURLToPath(config.root);
        const transform = {
          filter: { id: /\.mdx$/ },
          handler(code: string, id: string) {
            const error = syntaxError(code);
            if (!error) return null;
            const { message, line, column } = error;
            throw Object.assign(new Error(`${relative(root, id)}:${line}:${column}: ${message}`), {
              loc: { file: id, line, column },
            });
          },
        };
        updateConfig({ vite: { plugins: [{ name: 'mdx-syntax', enforce: 'pre', transform }] } });
      },
    },
  };
}
