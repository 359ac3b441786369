import { EventEmitter } from 'node:events';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { notAPage, reportErrors, yamlEntry } from '@/content/loaders';

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
  mkdirSync(join(root, 'content/images'));
  copyFileSync(join(import.meta.dirname, '../../../content/images/og.jpg'), join(root, 'content/images/og.jpg'));
  // site.yaml's loader stops without a home page.
  writeFileSync(join(root, 'content/pages/home.mdx'), '---\ntitle: Home\n---\n');
  entries = new Map();
  watcher = Object.assign(new EventEmitter(), { add: () => {} });
  const store = {
    get: (id: string) => entries.get(id),
    values: () => [...entries.values()],
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

/** The picture the entries below import, in content/images/, and the path to it from `filePath`'s folder. */
const picture = (filePath: string) => relative(dirname(filePath), 'content/images/og.jpg');

/** The entry as its last good version left it: data, and the image its schema resolved. */
const lastGood = (id: string, filePath: string) =>
  entries.set(id, { id, filePath, data: { brand: 'Corrie & Larch' }, assetImports: [picture(filePath)] });

describe('in astro dev, a file with an error keeps the images its last good version imported', () => {
  test('a YAML file that fails its schema: its error takes the place of its data, its images stay', async () => {
    writeFileSync(join(root, 'content/site.yaml'), 'brand: ""\n');
    lastGood('site', 'content/site.yaml');
    vi.mocked(context.parseData).mockRejectedValue(new Error('site → site data does not match.\n  brand: Empty.'));

    await yamlEntry('content/site.yaml', 'site').load(context);

    const entry = entries.get('site')!;
    expect(entry.data).toMatchObject({ contentError: expect.stringContaining('brand: Empty.') });
    expect(entry.assetImports).toEqual(['images/og.jpg']);
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

  test('but not an image since deleted, whose import would fail before the error could show', async () => {
    writeFileSync(join(root, 'content/site.yaml'), 'brand: ""\n');
    lastGood('site', 'content/site.yaml');
    rmSync(join(root, 'content/images/og.jpg'));
    vi.mocked(context.parseData).mockRejectedValue(
      new Error('site → site data does not match.\n  shareImage: No image.'),
    );

    await yamlEntry('content/site.yaml', 'site').load(context);

    expect(entries.get('site')).not.toHaveProperty('assetImports');
  });

  // Emptied, or saved over with what is no picture: Astro's dev overlay showed its own NoImageMetadata on every page.
  test.each([
    ['emptied', ''],
    ['saved over with text', 'Notes saved under a picture’s name.'],
  ])('nor an image since %s, whose import would fail before the error could show', async (_, bytes) => {
    writeFileSync(join(root, 'content/site.yaml'), 'brand: ""\n');
    lastGood('site', 'content/site.yaml');
    writeFileSync(join(root, 'content/images/og.jpg'), bytes);
    vi.mocked(context.parseData).mockRejectedValue(
      new Error('site → site data does not match.\n  shareImage: Not a picture.'),
    );

    await yamlEntry('content/site.yaml', 'site').load(context);

    expect(entries.get('site')).not.toHaveProperty('assetImports');
  });

  test('a file fixed again is stored as Astro gives it, with nothing carried over', async () => {
    writeFileSync(join(root, 'content/site.yaml'), 'brand: Corrie & Larch\n');
    lastGood('site', 'content/site.yaml');
    vi.mocked(context.parseData).mockResolvedValue({ brand: 'Corrie & Larch' });

    await yamlEntry('content/site.yaml', 'site').load(context);

    expect(entries.get('site')).toEqual({
      id: 'site',
      data: { brand: 'Corrie & Larch' },
      filePath: 'content/site.yaml',
    });
  });
});

test('in astro dev, a picture added or removed loads again each page that names it, as a save would', async () => {
  const named = join(root, 'content/pages/home.mdx');
  writeFileSync(named, '---\nhero:\n  image:\n    src: ../images/valley.jpg\n---\n');
  writeFileSync(join(root, 'content/pages/privacy.mdx'), '---\ntitle: Privacy\n---\n');
  await reportErrors({ name: 'pages', load: async () => {} }).load(context);
  for (const id of ['home', 'privacy']) {
    entries.set(id, { id, filePath: `content/pages/${id}.mdx`, data: { contentError: 'No image at …' }, digest: 'd1' });
  }
  const saved: string[] = [];
  watcher.on('change', (file: string) => saved.push(file));

  watcher.emit('add', join(root, 'content/images/valley.jpg'));
  watcher.emit('unlink', join(root, 'content/images/valley.jpg'));
  watcher.emit('add', join(root, 'content/images/notes.txt'));

  // The loader reloads a file whose digest changed: the page's is cleared (Astro stores an empty one as none), the
  // other's kept.
  expect(saved).toEqual([named, named]);
  expect(entries.get('home')?.digest).toBe('');
  expect(entries.get('privacy')).toHaveProperty('digest', 'd1');
});

test('in astro dev, a picture added checks site.yaml again: its share picture may be the one it was waiting for', async () => {
  writeFileSync(join(root, 'content/site.yaml'), 'brand: Corrie & Larch\n');
  vi.mocked(context.parseData)
    .mockRejectedValueOnce(
      new Error('site → site data does not match.\n  shareImage.src: No image at "./images/og-2.jpg".'),
    )
    .mockResolvedValue({ brand: 'Corrie & Larch' });
  await yamlEntry('content/site.yaml', 'site', 'content/pages/').load(context);
  expect(entries.get('site')?.data).toHaveProperty('contentError');

  watcher.emit('add', join(root, 'content/images/og-2.jpg'));

  await vi.waitFor(() => expect(entries.get('site')?.data).toEqual({ brand: 'Corrie & Larch' }));
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

  test.each([
    ['at the top level', 'brand: Corrie & Larch\noperator: Solvane\n\nbrand: Other\n', 'brand', 1, 4],
    [
      'in one item of a list',
      'nav:\n  - name: Home\n    page: home\n  - name: Club\n    page: club\n    name: Founders\n',
      'name',
      4,
      6,
    ],
  ])('a field written twice %s is named with both its lines', async (_, yaml, name, first, line) => {
    writeFileSync(join(root, 'content/site.yaml'), yaml);

    await expect(yamlEntry('content/site.yaml', 'site').load(context)).rejects.toMatchObject({
      message: `content/site.yaml is not valid YAML: "${name}" is written twice in one group, at lines ${first} and ${line}. Keep one of them.`,
      loc: { line },
    });
  });

  const pasted =
    'has a non-breaking space in its indentation: it looks like a space, but YAML reads it as text. Text pasted from a word processor or a web page brings them. Delete the spaces at the start of that line and type them again with the space bar.';

  test.each([
    [
      'a tab in its indentation, which YAML refuses',
      'brand: Corrie & Larch\nchat:\n  app: WhatsApp\n\tnumber: "1"\n',
      'content/site.yaml is not valid YAML: line 4 is indented with a tab, which YAML does not take. Indent it with spaces, as the lines around it are.',
      { line: 4, column: 1 },
    ],
    [
      // Read without an error, as a top-level field "\u00a0 app" and a chat with nothing in it.
      'non-breaking spaces in its indentation, which YAML would read as part of a name',
      'brand: Corrie & Larch\nchat:\n\u00a0 app: WhatsApp\n',
      `content/site.yaml is not valid YAML: line 3 ${pasted}`,
      { line: 3, column: 1 },
    ],
    [
      'a non-breaking space after its colon',
      'brand: Corrie & Larch\noperator:\u00a0Solvane\nsiteUrl: x\n',
      'content/site.yaml is not valid YAML: line 2 has a non-breaking space after its colon: it looks like a space, but YAML reads it as text. Text pasted from a word processor or a web page brings them. Delete the spaces after the colon on that line and type them again with the space bar.',
      { line: 2, column: 10 },
    ],
  ])('a line with %s is named, at its line', async (_, yaml, message, at) => {
    writeFileSync(join(root, 'content/site.yaml'), yaml);

    await expect(yamlEntry('content/site.yaml', 'site').load(context)).rejects.toMatchObject({ message, loc: at });
    expect(context.parseData).not.toHaveBeenCalled();
  });

  test('non-breaking spaces inside a value are text, as the copy may want them', async () => {
    writeFileSync(
      join(root, 'content/site.yaml'),
      'brand: Corrie\u00a0& Larch\nchat:\n  message: "Note:\u00a0from £35\u00a0000"\n',
    );
    vi.mocked(context.parseData).mockImplementation(async ({ data }) => data);

    await yamlEntry('content/site.yaml', 'site').load(context);

    expect(entries.get('site')?.data).toEqual({
      brand: 'Corrie\u00a0& Larch',
      chat: { message: 'Note:\u00a0from £35\u00a0000' },
    });
  });

  test("a page's frontmatter indented with non-breaking spaces stops the page loader before its schema, at its line", async () => {
    const file = join(root, 'content/pages/home.mdx');
    writeFileSync(file, '---\ntitle: Home\nhero:\n\u00a0 heading: Home\n---\n');
    const pages = reportErrors({
      name: 'pages',
      load: ({ parseData }) => parseData({ id: 'home', data: {}, filePath: 'content/pages/home.mdx' }).then(() => {}),
    });

    await expect(pages.load(context)).rejects.toMatchObject({
      message: `The frontmatter is not valid YAML: line 4 ${pasted}`,
      loc: { file, line: 4, column: 1 },
    });
    expect(context.parseData).not.toHaveBeenCalled();
  });

  test('a file saved in another encoding than UTF-8 is named with the first word that would show a �, at its line', async () => {
    // Windows-1252, as an older editor saves it: "é" is one byte that is no UTF-8.
    writeFileSync(join(root, 'content/site.yaml'), 'brand: Corrie & Larch\noperator: Solvane Caf\xe9s\n', 'latin1');

    await expect(yamlEntry('content/site.yaml', 'site').load(context)).rejects.toMatchObject({
      message:
        'content/site.yaml is not saved as UTF-8, the encoding the site reads, so it reads "Caf\uFFFDs" on line 2: its accents, £ signs and curly quotes would show as \uFFFD. Save the file again with the encoding UTF-8 (Save As, or Save with Encoding, in most editors).',
      loc: { file: join(root, 'content/site.yaml'), line: 2, column: 22 },
    });
    expect(context.parseData).not.toHaveBeenCalled();
  });

  // astro dev gives a page saved while it runs by its whole path: the message names it from the project's root.
  test.each([false, true])(
    'a page saved in another encoding than UTF-8 stops the page loader before its schema, at its line (whole path: %s)',
    async (whole) => {
      const file = join(root, 'content/pages/home.mdx');
      writeFileSync(file, '---\ntitle: Home\nhero:\n  heading: \x93Home\x94\n---\n', 'latin1');
      const filePath = whole ? file : 'content/pages/home.mdx';
      const pages = reportErrors({
        name: 'pages',
        load: ({ parseData }) => parseData({ id: 'home', data: {}, filePath }).then(() => {}),
      });

      await expect(pages.load(context)).rejects.toMatchObject({
        message: expect.stringMatching(
          /^content\/pages\/home\.mdx is not saved as UTF-8, the encoding the site reads, so it reads "\uFFFDHome\uFFFD" on line 4/,
        ),
        loc: { file, line: 4, column: 12 },
      });
      expect(context.parseData).not.toHaveBeenCalled();
    },
  );

  // In YAML a # after a space starts a note: "The #1 Homes" would show as "The", and the build would pass.
  test.each([
    [
      'regulatoryStatement: Example Capital Ltd (FRN #123456), authorised by the FCA.',
      '#123456), authorised by…',
      'Ltd (FRN',
    ],
    ['footer:\n  tagline: The #1 Homes Above the Valley', '#1 Homes Above…', 'The'],
  ])('a # written into a value without quotes, which would cut it short, is named (%s)', async (yaml, from, end) => {
    writeFileSync(join(root, 'content/site.yaml'), `brand: Corrie & Larch\n${yaml}\n`);

    await expect(yamlEntry('content/site.yaml', 'site').load(context)).rejects.toMatchObject({
      message: `content/site.yaml, line ${yaml.split('\n').length + 1}: the text from "${from}" on would not show: in YAML, a # after a space starts a note, so the value ends at "${end}". Put the whole value in quotes.`,
      loc: { file: join(root, 'content/site.yaml'), line: yaml.split('\n').length + 1 },
    });
  });

  // YAML reads a value's first &, * or ! as a label, a reference or a type: "&Co Homes" showed as "Homes", "!Important
  // news" as "news", and "*New*" stopped the build with "Unresolved alias", at no line.
  test.each([
    ['tagline: &Co Homes', '&', 'a label for it', 'the page would show it without "&Co"', "tagline: '&Co Homes'"],
    [
      'tagline: !Important news',
      '!',
      'its type',
      'the page would show it without "!Important"',
      "tagline: '!Important news'",
    ],
    [
      "tagline: *New* homes, a founder's",
      '*',
      'a reference to another value',
      'the file cannot be read',
      "tagline: '*New* homes, a founder''s'",
    ],
    ['tagline: *New*', '*', 'a reference to another value', 'the file cannot be read', "tagline: '*New*'"],
    ['links:\n    - & Co', '&', 'a label for it', 'the page would show it without "&"', "- '& Co'"],
  ])(
    'a value starting with & * or ! without quotes is named, with the fix (%s)',
    async (yaml, char, what, effect, fix) => {
      writeFileSync(join(root, 'content/site.yaml'), `brand: Corrie & Larch\nfooter:\n  ${yaml}\n`);
      const line = yaml.split('\n').length + 2;
      const value = /[&*!].*$/.exec(yaml)![0];

      await expect(yamlEntry('content/site.yaml', 'site').load(context)).rejects.toMatchObject({
        message: `content/site.yaml, line ${line}: "${value}" starts with ${char}, which YAML reads as ${what}, not as words, so ${effect}. Put the whole value in quotes: ${fix}.`,
        loc: { file: join(root, 'content/site.yaml'), line },
      });
      expect(context.parseData).not.toHaveBeenCalled();
    },
  );

  test('a value in quotes may start with & * or !', async () => {
    writeFileSync(join(root, 'content/site.yaml'), `brand: '&Co'\ntagline: "*New*"\nnote: '!Important'\n`);
    vi.mocked(context.parseData).mockResolvedValue({});

    await yamlEntry('content/site.yaml', 'site').load(context);

    expect(context.parseData).toHaveBeenCalledWith(
      expect.objectContaining({ data: { brand: '&Co', tagline: '*New*', note: '!Important' } }),
    );
  });

  test('a note written after a value, "# " and words, is a note', async () => {
    writeFileSync(join(root, 'content/site.yaml'), 'brand: Corrie & Larch # invented for now\n');
    vi.mocked(context.parseData).mockResolvedValue({ brand: 'Corrie & Larch' });

    await yamlEntry('content/site.yaml', 'site').load(context);

    expect(context.parseData).toHaveBeenCalledWith(expect.objectContaining({ data: { brand: 'Corrie & Larch' } }));
  });

  // Pasted from a web page or a word processor: "{price}" or "Solvane" that look right, and that no check recognises.
  test.each([
    ['a zero-width space', '\u200b', 'description: From {price\u200b}.', '{price\u200b}.'],
    ['a soft hyphen', '\u00ad', 'operator: Sol\u00advane', 'Sol\u00advane'],
    ['a word joiner', '\u2060', 'brand: Corrie &\u2060 Larch', '&\u2060'],
  ])('an invisible character, %s, is named with the word it is in, at its line', async (name, char, yaml, word) => {
    writeFileSync(join(root, 'content/site.yaml'), `# Site\n${yaml}\n`);

    await expect(yamlEntry('content/site.yaml', 'site').load(context)).rejects.toMatchObject({
      message: `content/site.yaml, line 2: "${word}" holds ${name} (U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}), which cannot be seen but keeps a placeholder, a name or a link from being recognised. Text pasted from a web page or a word processor brings them: delete that word and type it again.`,
      loc: { file: join(root, 'content/site.yaml'), line: 2 },
    });
  });

  // Git's markers around two versions of the same lines: YAML or MDX would name a stray <, a heading or a quotation.
  const CONFLICT = '<<<<<<< HEAD\nbrand: Corrie & Larch\n=======\nbrand: Corrie and Larch\n>>>>>>> copy-edits\n';
  const conflictAt = (file: string, line: number) => ({
    message: `${file} still holds both sides of a merge: Git's <<<<<<< line at line ${line}, its ======= and its >>>>>>> line are around two versions of the same lines. Keep the version you want, and delete the other and the three marker lines.`,
  });

  test('a merge left unresolved in a YAML file is named as one, at its first marker', async () => {
    writeFileSync(join(root, 'content/site.yaml'), `operator: Solvane\n${CONFLICT}`);

    await expect(yamlEntry('content/site.yaml', 'site').load(context)).rejects.toMatchObject({
      ...conflictAt('content/site.yaml', 2),
      loc: { file: join(root, 'content/site.yaml'), line: 2, column: 1 },
    });
  });

  test.each([
    ['its frontmatter', `---\ntitle: Home\n${CONFLICT}---\n`, 3],
    ['its body', `---\ntitle: Home\n---\n\nOne.\n\n${CONFLICT.replace(/brand: /g, '')}`, 7],
  ])('a merge left unresolved in a page, in %s, is named as one, at its first marker', async (_, text, line) => {
    const file = join(root, 'content/pages/home.mdx');
    writeFileSync(file, text);
    const pages = reportErrors({
      name: 'pages',
      load: ({ parseData }) => parseData({ id: 'home', data: {}, filePath: file }).then(() => {}),
    });

    await expect(pages.load(context)).rejects.toMatchObject({
      ...conflictAt('content/pages/home.mdx', line),
      loc: { file, line, column: 1 },
    });
  });

  test("a page's frontmatter that is not YAML, as the page loader meets it: in the same words, at the file's line", async () => {
    const file = join(root, 'content/pages/home.mdx');
    writeFileSync(file, "---\ntitle: Home\nhero:\n  heading: 'It''s home\n---\n");
    // As MDX's entry type throws it: js-yaml's error, its file and line set.
    const parserError = Object.assign(new Error('unexpected end of the stream'), {
      name: 'YAMLException',
      loc: { file, line: 5 },
    });
    const pages = reportErrors({ name: 'pages', load: () => Promise.reject(parserError) });

    await expect(pages.load(context)).rejects.toMatchObject({
      message: expect.stringContaining("the value at line 4 opens a quote (') and never closes it"),
      loc: { file, line: 4, column: 12 },
    });
  });
});

describe('a page whose frontmatter is not YAML at the first load, as `astro dev` starts or the build runs', () => {
  /**
   * Astro's glob() loader, as far as this goes: each page through its entry type's getEntryInfo, then parseData. MDX's
   * getEntryInfo throws on frontmatter that is not YAML, in js-yaml's words ("bad indentation of a mapping entry").
   */
  type EntryType = {
    getEntryInfo(params: { contents: string; fileUrl: URL }): Promise<{ data: Record<string, unknown> }>;
  };
  const globLike: Loader = {
    name: 'pages',
    load: async (context) => {
      const { entryTypes, parseData, store } = context as LoaderContext & { entryTypes: Map<string, EntryType> };
      for (const id of ['home', 'residences']) {
        const filePath = join(root, `content/pages/${id}.mdx`);
        const contents = readFileSync(filePath, 'utf8');
        const { data } = await entryTypes.get('.mdx')!.getEntryInfo({ contents, fileUrl: pathToFileURL(filePath) });
        store.set({ id, data: await parseData({ id, data, filePath }), filePath });
      }
    },
  };

  beforeEach(() => {
    writeFileSync(join(root, 'content/pages/residences.mdx'), '---\ntitle: {deposit} Deposit\n---\n');
    const getEntryInfo = async ({ contents, fileUrl }: { contents: string; fileUrl: URL }) => {
      const loc = { file: fileURLToPath(fileUrl), line: 2, column: 17 };
      if (contents.includes('{deposit}')) throw Object.assign(new Error('bad indentation of a mapping entry'), { loc });
      return { data: { title: 'Home' }, body: '', slug: '', rawData: '' };
    };
    Object.assign(context, { entryTypes: new Map([['.mdx', { getEntryInfo }]]) });
    vi.mocked(context.parseData).mockImplementation(async ({ data }) => data);
  });

  test('astro dev starts: the page holds its error, in the same words as on a save, and the other pages load', async () => {
    await reportErrors(globLike).load(context);

    expect(entries.get('residences')?.data).toMatchObject({
      contentError: expect.stringMatching(/is not valid YAML[\s\S]*Location: content\/pages\/residences\.mdx:2$/),
    });
    expect(entries.get('home')?.data).toEqual({ title: 'Home' });
  });

  test('the build stops at the page, in those words, not js-yaml’s', async () => {
    delete (context as Partial<LoaderContext>).watcher;

    await expect(reportErrors(globLike).load(context)).rejects.toMatchObject({
      message: expect.stringContaining('is not valid YAML'),
      loc: { file: join(root, 'content/pages/residences.mdx'), line: 2 },
    });
  });
});

describe('a Markdown file in content/pages/ that the site would not serve is named, with what to do', () => {
  /** Writes each file (a path under content/pages/) and returns what notAPage says of the folder. */
  const check = (...files: string[]) => {
    for (const file of files) {
      mkdirSync(dirname(join(root, 'content/pages', file)), { recursive: true });
      writeFileSync(join(root, 'content/pages', file), '---\ntitle: Events\n---\n');
    }
    return notAPage(join(root, 'content/pages'));
  };

  test.each([
    [
      'events.md',
      'content/pages/events.md is not a page: a page is an MDX file, its name ending in .mdx. Rename it events.mdx.',
    ],
    [
      'Events.MDX',
      'content/pages/Events.MDX is not a page: a page is an MDX file, its name ending in .mdx. Rename it events.mdx.',
    ],
    // Saved from an editor that adds its own extension.
    [
      'events.mdx.txt',
      'content/pages/events.mdx.txt is not a page: a page is an MDX file, its name ending in .mdx. Rename it events.mdx.',
    ],
    [
      'news/launch.mdx',
      "content/pages/news/launch.mdx is in a folder of its own: pages sit directly in content/pages/, where a page's file name is its address. Move it to content/pages/launch.mdx.",
    ],
    // Astro would serve it at /our-story, where no link or nav entry written as the file is named finds it.
    [
      'Our Story.mdx',
      "content/pages/Our Story.mdx: a page's file name is its address (/our-story), so it takes lowercase letters, digits and hyphens only. Rename it our-story.mdx, and link to it as page: our-story.",
    ],
    // The build would write it over the home page (index.html), and the sitemap list /index.
    [
      'index.mdx',
      'content/pages/index.mdx: a page named index would be written over the home page, which is home.mdx, at /. Give it a name of its own, its address (about.mdx is the page at /about).',
    ],
  ])('%s', (file, message) => {
    expect(check('home.mdx', file)).toEqual({ file: join(root, 'content/pages', file), message });
  });

  test('pages, drafts (_), hidden files, a README and what is not Markdown pass', () => {
    const files = ['home.mdx', 'our-story-2.mdx', '404.mdx', '_draft.md', '_drafts/events.mdx', '.home.mdx.swp'];
    expect(check(...files, 'README.md', '.DS_Store', 'notes.txt')).toBeUndefined();
  });
});

describe('a file in content/pages/ that is no page stops site.yaml, at that file', () => {
  const siteYaml = () => writeFileSync(join(root, 'content/site.yaml'), 'brand: Corrie & Larch\n');

  test('in the build', async () => {
    siteYaml();
    writeFileSync(join(root, 'content/pages/events.md'), '');
    delete (context as Partial<LoaderContext>).watcher;

    await expect(yamlEntry('content/site.yaml', 'site', 'content/pages/').load(context)).rejects.toMatchObject({
      message: expect.stringContaining('content/pages/events.md is not a page'),
      loc: { file: join(root, 'content/pages/events.md'), line: 1 },
    });
    expect(context.parseData).not.toHaveBeenCalled();
  });

  test('in astro dev, from its save to its rename or removal, in a folder of its own too: every page reads the error meanwhile', async () => {
    siteYaml();
    vi.mocked(context.parseData).mockResolvedValue({ brand: 'Corrie & Larch' });
    await yamlEntry('content/site.yaml', 'site', 'content/pages/').load(context);
    expect(entries.get('site')?.data).toEqual({ brand: 'Corrie & Larch' });

    const folder = join(root, 'content/pages/news');
    mkdirSync(folder);
    writeFileSync(join(folder, 'launch.md'), '');
    watcher.emit('add', join(folder, 'launch.md'));
    await vi.waitFor(() =>
      expect(entries.get('site')?.data).toMatchObject({
        contentError: expect.stringMatching(
          /^content\/pages\/news\/launch\.md is in a folder of its own.*\nLocation: content\/pages\/news\/launch\.md:1$/s,
        ),
        file: join(folder, 'launch.md'),
        line: 1,
      }),
    );

    renameSync(join(folder, 'launch.md'), join(root, 'content/pages/launch.mdx'));
    watcher.emit('unlink', join(folder, 'launch.md'));
    await vi.waitFor(() => expect(entries.get('site')?.data).toEqual({ brand: 'Corrie & Larch' }));

    // A folder moved in or removed whole, which may send no event for the file in it.
    renameSync(join(root, 'content/pages/launch.mdx'), join(folder, 'launch.mdx'));
    watcher.emit('addDir', folder);
    await vi.waitFor(() => expect(entries.get('site')?.data).toHaveProperty('contentError'));
    rmSync(folder, { recursive: true });
    watcher.emit('unlinkDir', folder);
    await vi.waitFor(() => expect(entries.get('site')?.data).toEqual({ brand: 'Corrie & Larch' }));
  });
});

describe('two pages with the same title, whose browser tabs and search results would read the same, are named', () => {
  /** Writes each page (file name, frontmatter) and a loader that parses them in turn, from their title, as Astro's. */
  const pages = (...files: [string, string][]) => {
    for (const [name, frontmatter] of files)
      writeFileSync(join(root, 'content/pages', name), `---\n${frontmatter}---\n`);
    vi.mocked(context.parseData).mockImplementation(async ({ data }) => data);
    return reportErrors({
      name: 'pages',
      load: async ({ parseData, store }) => {
        for (const [name, frontmatter] of files.filter(([file]) => !file.startsWith('_'))) {
          const [id, filePath] = [name.slice(0, -'.mdx'.length), `content/pages/${name}`];
          const title = /title: (.*)/.exec(frontmatter)![1]!.replace(/^"|"$/g, '').trim();
          store.set({ id, filePath, data: await parseData({ id, data: { title }, filePath }) });
        }
      },
    });
  };
  const message = (page: string, other: string, title: string) =>
    `content/pages/${page}.mdx: title: "${title}" is the title of content/pages/${other}.mdx too, so their browser tabs and search results would read the same. Give each page a title of its own.`;

  test('in the build, at the title of the first one parsed, in any capitals and spacing; a draft’s title is its own', async () => {
    const loader = pages(
      ['accessibility.mdx', '# Copied from residences.mdx\ntitle: " residences"\n'],
      ['residences.mdx', 'title: Residences\n'],
      ['_residences-2.mdx', 'title: Residences\n'],
    );
    delete (context as Partial<LoaderContext>).watcher;

    await expect(loader.load(context)).rejects.toMatchObject({
      message: message('accessibility', 'residences', 'residences'),
      loc: { file: join(root, 'content/pages/accessibility.mdx'), line: 3 },
    });
  });

  test('in astro dev, on both pages, until one takes a title of its own: the other is checked again, as if saved', async () => {
    const accessibility = join(root, 'content/pages/accessibility.mdx');
    const files = ['home', 'accessibility', 'residences'].map((page): [string, string] => [
      `${page}.mdx`,
      `title: ${page === 'home' ? 'Home' : 'Residences'}\n`,
    ]);
    await pages(...files).load(context);
    expect(entries.get('home')?.data).toEqual({ title: 'Home' });
    expect(entries.get('accessibility')?.data).toMatchObject({
      contentError: `${message('accessibility', 'residences', 'Residences')}\nLocation: content/pages/accessibility.mdx:2`,
    });
    expect(entries.get('residences')?.data).toMatchObject({
      contentError: expect.stringContaining(message('residences', 'accessibility', 'Residences')),
    });
    const saved: string[] = [];
    watcher.on('change', (file: string) => saved.push(file));

    writeFileSync(accessibility, '---\ntitle: Accessibility\n---\n');
    watcher.emit('change', accessibility);

    // The other page first: its `change` is sent from within the first's.
    expect(saved).toEqual([join(root, 'content/pages/residences.mdx'), accessibility]);
    expect(entries.get('residences')?.digest).toBe('');
  });
});
