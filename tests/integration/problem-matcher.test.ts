import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect, onTestFinished, test } from 'vitest';
import { FRONTMATTER } from '@/content/source';
import { ROOT, astro, removeScratch, scratchProject, type Patch } from './scratch';

// The CI workflow's problem matcher (.github/content-errors.json) on what Astro really prints for a copywriter's
// mistake, read line by line as GitHub's runner reads a step's output: each mistake must come back as one annotation
// on its file and line, with its message. A change to the messages' format that the matcher no longer reads fails here.

type Pattern = { regexp: string; file?: number; line?: number; column?: number; message?: number };
type Annotation = { [key in 'file' | 'line' | 'column' | 'message']?: string | undefined };

const { problemMatcher } = JSON.parse(readFileSync(join(ROOT, '.github/content-errors.json'), 'utf8')) as {
  problemMatcher: { owner: string; pattern: Pattern[] }[];
};

/**
 * The annotations GitHub's runner makes of `output` from a step run in `dir` (actions/runner, Runner.Worker's
 * IssueMatcher.cs and Handlers/OutputManager.cs): a matcher of several patterns matches them on consecutive lines;
 * the matcher registered last is tried first; a match resets the other matchers; one with no message is dropped, and
 * a file that is not there is left out.
 */
function annotate(output: string, dir: string): Annotation[] {
  const matchers = problemMatcher.toReversed().map(({ pattern }) => ({ pattern, state: [] as (Annotation | null)[] }));
  const found: Annotation[] = [];
  for (const line of output.split(/\r?\n/)) {
    for (const matcher of matchers) {
      const match = step(matcher, line);
      if (!match) continue;
      for (const other of matchers) if (other !== matcher) other.state = [];
      if (!match.message?.trim()) continue;
      const file = match.file && resolve(dir, match.file);
      found.push({ ...match, file: file && existsSync(file) ? relative(dir, file) : undefined });
      break;
    }
  }
  return found;
}

/** One line through one matcher: the annotation its last pattern completes, if it does. */
function step(matcher: { pattern: Pattern[]; state: (Annotation | null)[] }, line: string): Annotation | undefined {
  const { pattern, state } = matcher;
  for (let i = pattern.length - 1; i >= 0; i--) {
    const running = i === 0 ? {} : state[i - 1];
    if (!running) continue;
    const { regexp, ...groups } = pattern[i]!;
    const result = new RegExp(regexp).exec(line);
    const last = i === pattern.length - 1;
    if (result) {
      const match: Annotation = { ...running };
      for (const [key, index] of Object.entries(groups)) match[key as keyof Annotation] = result[index];
      if (!last) state[i] = match;
      else return ((matcher.state = []), match);
    } else if (!last) state[i] = null;
    else if (i > 0) state[i - 1] = null;
  }
  return undefined;
}

/** The line of `content/<file>` that `pick` chooses: its number, as an annotation gives it, and its text. */
function lineOf(file: string, pick: (line: string, index: number) => boolean) {
  const lines = readFileSync(join(ROOT, 'content', file), 'utf8').split('\n');
  const index = lines.findIndex(pick);
  return { line: String(index + 1), text: lines[index]! };
}

/** The same line of `content/<file>` with a mistake in it: the line's number, and the patch that makes the mistake. */
function withMistake(file: string, pick: (line: string, index: number) => boolean, make: (text: string) => string) {
  const { line, text } = lineOf(file, pick);
  return { line, patch: { file, from: text, to: make(text) } satisfies Patch };
}

/** A line of home.mdx's body, below its frontmatter, that `pattern` matches. */
const homeBody = (pattern: RegExp) => {
  const frontmatter = FRONTMATTER.exec(readFileSync(join(ROOT, 'content/pages/home.mdx'), 'utf8'))![0];
  return (line: string, index: number) => index >= frontmatter.split('\n').length && pattern.test(line);
};

const monthly = lineOf('offer.yaml', (line) => line.startsWith('monthlyPayment:'));

test.each([
  {
    mistake: 'an offer figure that does not add up',
    command: 'sync',
    // The monthly payment is raised; the schema names the price, and the error stands at its line.
    line: lineOf('offer.yaml', (line) => line.startsWith('price:')).line,
    patch: { file: 'offer.yaml', from: monthly.text, to: monthly.text.replace(/\d+/, (pounds) => `${+pounds + 50}`) },
    file: 'content/offer.yaml',
    message:
      /^price: The figures do not add up: deposit \d+ \+ monthlyPayment \d+ × months \d+ = \d+, but price is \d+\./,
  },
  {
    mistake: 'an unknown placeholder',
    command: 'build',
    ...withMistake('pages/home.mdx', homeBody(/\{\w+\}/), (line) => line.replace(/\{(\w+)\}/, '{$1x}')),
    file: 'content/pages/home.mdx',
    message: /^Unknown placeholder \{\w+x\}\. Did you mean \{\w+\}\?/,
  },
  {
    mistake: 'a broken link',
    command: 'build',
    ...withMistake('pages/home.mdx', homeBody(/\]\(\//), (line) => line.replace('](/', '](/z')),
    file: 'content/pages/home.mdx',
    message: /^The link to \/z\S*: there is no page at \/z\S*\./,
  },
  {
    mistake: 'a ": " in a value without quotes',
    command: 'sync',
    ...withMistake(
      'site.yaml',
      (line) => /^\s+tagline: /.test(line),
      (line) => line.replace('tagline: ', 'tagline: Note: '),
    ),
    file: 'content/site.yaml',
    message: /^is not valid YAML: Nested mappings are not allowed in compact mappings$/,
  },
])('$mistake: marked on its line, with its message', async ({ mistake, command, patch, file, line, message }) => {
  const name = `problem-matcher-${mistake.replace(/\W+/g, '-')}`;
  onTestFinished(() => removeScratch(name));
  const dir = scratchProject(name, join(ROOT, 'content'), patch);
  const { ok, output } = await astro(dir, command);
  expect(ok).toBe(false);
  const annotations = annotate(output, dir);
  expect(annotations, output).toEqual([
    { file, line, column: expect.stringMatching(/^\d+$/), message: expect.any(String) },
  ]);
  expect(annotations[0]!.message).toMatch(message);
});
