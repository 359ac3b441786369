import { EventEmitter } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoaderContext } from 'astro/loaders';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { reportErrors, yamlEntry } from '@/content/loaders';

/**
 * The content loaders, under `astro dev` (a watcher) and in the build (none), on a scratch folder and with a store
 * that keeps what it is given. Astro's own store reads an entry's image imports (`assetImports`) into its dev image
 * map; an entry stored without them takes its images out of that map.
 */
type Entry = Parameters<LoaderContext['store']['set']>[0];
let root: string;
let entries: Map<string, Entry>;
let watcher: EventEmitter & { add: () => void };
let context: LoaderContext;

afterEach(() => rmSync(root, { recursive: true }));

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'loaders-'));
  mkdirSync(join(root, 'content/pages'), { recursive: true });
  entries = new Map();
  watcher = Object.assign(new EventEmitter(), { add: () => {} });
  const store = {
    get: (id: string) => entries.get(id),
    set: (entry: Entry) => entries.set(entry.id, entry),
    clear: () => entries.clear(),
  };
  context = {
    config: { root: pathToFileURL(`${root}/`) },
    logger: { error: vi.fn() },
    store,
    watcher,
    parseData: vi.fn(),
  } as unknown as LoaderContext;
});

/** The entry as its last good version left it: data, and the image its schema resolved. */
const lastGood = (id: string, filePath: string) =>
  entries.set(id, { id, filePath, data: { brand: 'Corrie & Larch' }, assetImports: ['../images/og.jpg'] });

describe('in astro dev, a file with an error keeps the images its last good version imported', () => {
  test('a YAML file that fails its schema: its error takes the place of its data, its images stay', async () => {
    writeFileSync(join(root, 'content/site.yaml'), 'brand: ""\n');
    lastGood('site', 'content/site.yaml');
    vi.mocked(context.parseData).mockRejectedValue(new Error('site → site data does not match.\n  brand: Empty.'));

    await yamlEntry('content/site.yaml', 'site').load(context);

    const entry = entries.get('site')!;
    expect(entry.data).toMatchObject({ contentError: expect.stringContaining('brand: Empty.') });
    expect(entry.assetImports).toEqual(['../images/og.jpg']);
  });

  test('a page whose frontmatter is not YAML, saved: its error is stored, by its path from the root, its images stay', async () => {
    const file = join(root, 'content/pages/home.mdx');
    lastGood('home', 'content/pages/home.mdx');
    await reportErrors({ name: 'pages', load: async () => {} }).load(context);

    writeFileSync(file, '---\ntitle: "Home\n---\n');
    watcher.emit('change', file);

    const entry = entries.get('home')!;
    expect(entry.data).toMatchObject({ contentError: expect.stringContaining('is not valid YAML') });
    expect(entry.filePath).toBe('content/pages/home.mdx');
    expect(entry.assetImports).toEqual(['../images/og.jpg']);
  });

  test('a file fixed again is stored as Astro gives it, with nothing carried over', async () => {
    writeFileSync(join(root, 'content/site.yaml'), 'brand: Corrie & Larch\n');
    lastGood('site', 'content/site.yaml');
    vi.mocked(context.parseData).mockResolvedValue({ brand: 'Corrie & Larch' });

    await yamlEntry('content/site.yaml', 'site').load(context);

    expect(entries.get('site')).toEqual({ id: 'site', data: { brand: 'Corrie & Larch' }, filePath: 'content/site.yaml' });
  });
});

test('in astro dev, of two loads that overlap, the one that started last is stored, whichever finishes last', async () => {
  writeFileSync(join(root, 'content/site.yaml'), 'brand: Corrie & Larch\n');
  // The first load's schema is still reading a file when the second starts (a page removed) and finishes.
  let finishFirst: (data: Record<string, unknown>) => void = () => {};
  vi.mocked(context.parseData)
    .mockReturnValueOnce(new Promise((resolve) => (finishFirst = resolve)))
    .mockResolvedValueOnce({ brand: 'after the change' });

  const first = yamlEntry('content/site.yaml', 'site').load(context);
  await yamlEntry('content/site.yaml', 'site').load(context);
  finishFirst({ brand: 'before the change' });
  await first;

  expect(entries.get('site')?.data).toEqual({ brand: 'after the change' });
});

test('in astro dev, a page removed while the first load runs is seen: that load’s result gives way', async () => {
  writeFileSync(join(root, 'content/site.yaml'), 'brand: Corrie & Larch\n');
  let finishFirst: (data: Record<string, unknown>) => void = () => {};
  vi.mocked(context.parseData)
    .mockReturnValueOnce(new Promise((resolve) => (finishFirst = resolve)))
    .mockRejectedValueOnce(new Error('site → site data does not match.\n  nav.1.page: There is no page "residences".'));

  const loading = yamlEntry('content/site.yaml', 'site', 'content/pages/').load(context);
  watcher.emit('unlink', join(root, 'content/pages/residences.mdx'));
  await vi.waitFor(() => expect(entries.get('site')?.data).toHaveProperty('contentError'));
  finishFirst({ brand: 'Corrie & Larch' });
  await loading;

  expect(entries.get('site')?.data).toMatchObject({ contentError: expect.stringContaining('no page "residences"') });
});

describe('in the build, an error stops it at the line to fix, in words', () => {
  beforeEach(() => {
    delete (context as Partial<LoaderContext>).watcher;
  });

  test("a schema error points at its field's line, without the ** Astro bolds the field with", async () => {
    writeFileSync(join(root, 'content/site.yaml'), '# Brand\nbrand: ""\noperator: Solvane\n');
    const error = Object.assign(new Error('**site → site** data does not match.\n\n  **brand**: Empty.'), { loc: {} });
    vi.mocked(context.parseData).mockRejectedValue(error);

    const thrown = yamlEntry('content/site.yaml', 'site').load(context);

    await expect(thrown).rejects.toMatchObject({
      message: 'site → site data does not match.\n\n  brand: Empty.',
      loc: { file: join(root, 'content/site.yaml'), line: 2 },
    });
  });

  test('a quote never closed is named at the line it opens on, not at the end of the file', async () => {
    writeFileSync(join(root, 'content/site.yaml'), 'brand: "Corrie & Larch\noperator: Solvane\nsiteUrl: x\n');

    await expect(yamlEntry('content/site.yaml', 'site').load(context)).rejects.toMatchObject({
      message: expect.stringContaining('the value at line 1 opens a quote (") and never closes it'),
      loc: { line: 1, column: 8 },
    });
  });

  test("a page's frontmatter that is not YAML, as the page loader meets it: in the same words, at the file's line", async () => {
    const file = join(root, 'content/pages/home.mdx');
    writeFileSync(file, "---\ntitle: Home\nhero:\n  heading: 'It''s home\n---\n");
    const parserError = Object.assign(new Error('unexpected end of the stream'), { loc: { file, line: 5 } });
    const pages = reportErrors({ name: 'pages', load: () => Promise.reject(parserError) });

    await expect(pages.load(context)).rejects.toMatchObject({
      message: expect.stringContaining("the value at line 4 opens a quote (') and never closes it"),
      loc: { file, line: 4, column: 12 },
    });
  });
});
