import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from 'astro/loaders';
import { z } from 'astro/zod';
import { afterAll, describe, expect, test } from 'vitest';
import { refusing, throwContentError, yamlEntry } from '@/content/loaders';
import { fieldLine } from '@/content/source';

// The YAML loader on files written here: syntax errors in the `yaml` library's words at their line, schema errors at
// their field's line, and in `astro dev` the error held in place of the data until the file is fixed.

const root = mkdtempSync(join(tmpdir(), 'loaders-'));
mkdirSync(join(root, 'content/pages'), { recursive: true });
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (file: string, text: string) => writeFileSync(join(root, file), text);

const schema = refusing(z.object({ units: z.number(), projection: z.object({ years: z.number() }).optional() }));

/**
 * A schema as Astro's parseData applies it, its error in other words than Astro's today: the entry in bold, and no
 * field named. The field's line comes from the schema, whatever Astro's message says.
 */
async function parseData({ data }: { data: Record<string, unknown> }) {
  const result = await schema.safeParseAsync(data);
  if (!result.success) throw new Error('**offer → offer** was refused by its collection’s schema.');
  return result.data;
}

/** Loads content/offer.yaml with `yamlEntry`; with `watcher`, as `astro dev` does. */
async function load(watcher?: EventEmitter) {
  const stored = new Map<string, { data: Record<string, unknown> }>();
  const context = {
    config: { root: pathToFileURL(`${root}/`) },
    parseData,
    store: { set: (entry: { id: string; data: Record<string, unknown> }) => stored.set(entry.id, entry) },
    logger: { error: () => undefined },
    watcher,
  } as unknown as LoaderContext;
  await yamlEntry('content/offer.yaml', 'offer').load(context);
  return () => stored.get('offer')!.data;
}

describe('in the build, a broken file stops it with the fix at its line', () => {
  test.each([
    ['a field written twice', 'units: 1\nprice: 2\nunits: 3\n', 3, 'Map keys must be unique'],
    // The parser finds a quote never closed where the text ends; its code frame shows the lines before.
    ['a quote never closed', 'units: 1\ntitle: "Home\nprice: 2\n', 4, 'Missing closing "quote'],
    ['a field indented out of line', 'chat:\n  app: W\n number: 1\n', 3, 'must start at the same column'],
  ])('%s: the yaml library says so, at its line', async (_, text, line, words) => {
    write('content/offer.yaml', text);
    const error = await load().catch((thrown: Error & { loc: { line: number } }) => thrown);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(new RegExp(`^content/offer.yaml is not valid YAML: .*${words}`, 's'));
    expect((error as { loc: { line: number } }).loc.line).toBe(line);
  });

  test('a schema error is at the line of the field the schema refused, whatever Astro’s words, without its bold', async () => {
    write('content/offer.yaml', 'units: 1\nprojection:\n  rent: 350\n  years: five\n');
    const error = (await load().catch((thrown: unknown) => thrown)) as Error & { loc: { line: number; file: string } };
    expect(error.message).not.toContain('**');
    expect(error.loc).toEqual({ file: join(root, 'content/offer.yaml'), line: 4, column: 1 });
  });
});

test('in astro dev, the error takes the place of the data until the file is fixed, then the data is back', async () => {
  write('content/offer.yaml', 'units: one\n');
  const watcher = new EventEmitter();
  const data = await load(watcher);
  expect(() => throwContentError(data())).toThrow('content/offer.yaml:1');
  write('content/offer.yaml', 'units: 100\n');
  watcher.emit('change', join(root, 'content/offer.yaml'));
  await expect.poll(() => throwContentError(data())).toEqual({ units: 100 });
});

test("fieldLine finds a field's line in YAML and in a page's frontmatter, or its group's when it is missing", () => {
  write('content/site.yaml', 'brand: B\nnav:\n  - name: Home\n    page: home\n  - name: Rooms\n    page: rooms\n');
  write('content/pages/home.mdx', '---\ntitle: Home\nhero:\n  heading: Hi\n---\n\nBody\n');
  expect(fieldLine(join(root, 'content/site.yaml'), 'nav.1.page')).toBe(6);
  expect(fieldLine(join(root, 'content/site.yaml'), 'nav.1.missing')).toBe(5);
  expect(fieldLine(join(root, 'content/pages/home.mdx'), 'hero.heading')).toBe(4);
});
