import { isUtf8 } from 'node:buffer';
import { closeSync, existsSync, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import {
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parse,
  parseDocument,
  visit,
  type Document,
  type Scalar,
} from 'yaml';
import { ADDRESS, addressOf, HOME_PAGE } from '../lib/routes';

type Located = Error & { loc?: { file?: string; line?: number | undefined; column?: number } };

/**
 * A content file's error as a copywriter reads it, in the build and the dev overlay alike: at the line of the field
 * it names (Astro gives a schema error line 0), without the `**` Astro bolds the entry and each field path with.
 */
function located(error: unknown, file: string): Located {
  const found = error as Located;
  // A field path between `**`, at a line's start: the message itself may hold `**` (bold typed in a field). The
  // file's top level has an empty path, which would show as a lone colon.
  found.message = found.message.replace(/^(\s*)\*\*(.*?)\*\*(: )?/gm, (_, space, path, colon = '') =>
    path ? `${space}${path}${colon}` : space,
  );
  // A field not in the file at all (a required one missing at the top level) points at the file's first line.
  if (!found.loc?.line) found.loc = { file, line: lineOf(found.message, file) ?? 1, column: 1 };
  return found;
}

/** Logs a broken file's error, file and line named; in `astro dev` it replaces the data. */
function contentErrorData(error: unknown, file: string, { config, logger }: LoaderContext) {
  const { message, loc } = located(error, file);
  const line = loc?.line;
  const contentError = `${message}\nLocation: ${relative(fileURLToPath(config.root), file)}${line ? `:${line}` : ''}`;
  logger.error(contentError);
  return { contentError, file, line };
}

/**
 * The line in `file` (YAML, or a page's frontmatter) of the first field a schema error names, e.g.
 * `footer.links.0.page`: of the deepest part of its path the file has, so a missing field points at its group.
 */
export function lineOf(message: string, file: string): number | undefined {
  const syntax = /at line (\d+)/.exec(message)?.[1];
  if (syntax) return Number(syntax);
  if (!existsSync(file)) return undefined;
  const source = readFileSync(file, 'utf8');
  const page = extname(file) === '.mdx';
  const lines = new LineCounter();
  const document = parseDocument((page ? frontmatterOf(source) : source) ?? '', { lineCounter: lines }).contents;
  for (const [, field, unknown] of message.matchAll(/^ +(?:([\w.-]+): )?(?:No such field[^:"]*: "([^"]+)")?/gm)) {
    let node = document;
    let offset: number | undefined;
    for (const key of [...(field?.split('.') ?? []), ...(unknown ? [unknown] : [])]) {
      const item = isMap(node)
        ? node.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === key)
        : isSeq(node) && /^\d+$/.test(key)
          ? node.items[Number(key)]
          : undefined;
      if (!item) break;
      const { range } = isPair(item) ? (item.key as Scalar) : (item as Scalar);
      offset = range?.[0];
      node = isPair(item) ? item.value : item;
    }
    // A page's frontmatter starts on the line after its opening `---`.
    if (offset !== undefined) return lines.linePos(offset).line + (page ? 1 : 0);
  }
  return undefined;
}

/** The first value that opens a quote and does not close it on its line, e.g. `title: "Home`: its line and column. */
function unclosedQuote(text: string) {
  for (const [index, line] of text.split('\n').entries()) {
    const [, before = '', quote, rest = ''] = /^(\s*(?:- +)?(?:[^\s:#][^:#]*: +)?)(["'])(.*)$/.exec(line) ?? [];
    // Inside the quotes, \" and '' are the quote itself, not its end.
    const inside = quote === '"' ? rest.replace(/\\./g, '') : rest.replace(/''/g, '');
    if (quote && !inside.includes(quote)) return { quote, line: index + 1, col: before.length + 1 };
  }
  return undefined;
}

/**
 * The field on line `line` (1-based) of `text` that its group has already, as a copy-and-paste leaves it: its name,
 * and the line it is first written on, the nearest above at the same depth (a list item's `- ` counting as depth).
 */
function repeatedField(text: string, line: number) {
  const lines = text.split('\n');
  const field = (at: number) => /^([\s-]*)([^\s:#][^:#]*?):(\s|$)/.exec(lines[at - 1] ?? '')?.slice(1, 3);
  const [depth, name] = field(line) ?? [];
  if (name === undefined) return undefined;
  for (let above = line - 1; above > 0; above -= 1) {
    const [otherDepth, other] = field(above) ?? [];
    if (other === name && otherDepth?.length === depth!.length) return { name, first: above };
  }
  return undefined;
}

/** Spaces that look like the space bar's but that YAML reads as text: a non-breaking one (U+00A0) and its kin. */
const LOOKALIKE = '\u00a0\u2000-\u200b\u202f\u205f\u3000';

/** Where a tab or a look-alike space breaks a line of YAML: in its indentation, or after its field's colon. */
const ODD_SPACE = {
  indentation: new RegExp(`^[ -]*([\t${LOOKALIKE}])`),
  colon: new RegExp(`^[^#]*?:([${LOOKALIKE}])`),
};

/**
 * The first line of `text` with a tab (which YAML refuses) or a space that only looks like one (which it may read as
 * part of a field's name, `"  eyebrow"`) at `where`: pasted from a word processor or a web page. Its line, column and
 * the words to fix it.
 */
function oddSpace(text: string, where: keyof typeof ODD_SPACE) {
  for (const [index, line] of text.split('\n').entries()) {
    const found = ODD_SPACE[where].exec(line);
    if (!found) continue;
    const [said, place] =
      where === 'indentation' ? ['in its indentation', 'at the start of'] : ['after its colon', 'after the colon on'];
    const words =
      found[1] === '\t'
        ? 'is indented with a tab, which YAML does not take. Indent it with spaces, as the lines around it are.'
        : `has a non-breaking space ${said}: it looks like a space, but YAML reads it as text. Text pasted from a word processor or a web page brings them. Delete the spaces ${place} that line and type them again with the space bar.`;
    return { line: index + 1, col: found[0].length, words };
  }
  return undefined;
}

/** A label or a type leaves the rest of the value: the page would lose its first word. */
const withoutFirstWord = (value: string) => `the page would show it without "${/^\S*/.exec(value)![0]}"`;

/** What YAML reads a value's first &, * or ! as, and what that leaves of it. */
const INDICATORS: Record<string, [string, (value: string) => string]> = {
  '&': ['a label for it', withoutFirstWord],
  '*': ['a reference to another value', () => 'the file cannot be read'],
  '!': ['its type', withoutFirstWord],
};

/**
 * The first value written without quotes that starts with &, * or !: YAML's marks for a label, a reference to a
 * labelled value and a type, which the site's files never use (`tagline: &Co Homes` reads "Homes"). Its line, column
 * and the words to fix it.
 */
function markedStart(text: string) {
  for (const [index, line] of text.split('\n').entries()) {
    const [, before = '', field, value = ''] =
      /^(\s*(?:- +)?(?:([^\s:#'"-][^:#]*?): +)?)([&*!].*?)\s*$/.exec(line) ?? [];
    if (!value || !before.trim()) continue;
    const [what, effect] = INDICATORS[value[0]!]!;
    const quoted = `'${value.replace(/'/g, "''")}'`;
    const words = `"${value}" starts with ${value[0]}, which YAML reads as ${what}, not as words, so ${effect(value)}. Put the whole value in quotes: ${field ? `${field}:` : '-'} ${quoted}.`;
    return { line: index + 1, col: before.length + 1, words };
  }
  return undefined;
}

/**
 * Characters that take no room on the page, pasted in from web pages and word processors. Not the joiners that
 * emoji and some scripts need (U+200C, U+200D), nor a byte-order mark at the very start (which Astro reads past).
 */
const INVISIBLE_NAMES: Record<string, string> = {
  '\u00ad': 'a soft hyphen',
  '\u200b': 'a zero-width space',
  '\u200e': 'a left-to-right mark',
  '\u200f': 'a right-to-left mark',
  '\u2060': 'a word joiner',
  '\ufeff': 'a zero-width no-break space',
};
const INVISIBLE = new RegExp(`[${Object.keys(INVISIBLE_NAMES).join('')}]`);

/** Git's first marker of a merge it could not make (`<<<<<<< HEAD`), at a line's start. */
const MERGE_CONFLICT = /^<{7}(?: |$)/m;

/**
 * A content file's text. One saved in another encoding than UTF-8 (Windows-1252, by an older editor) would show its
 * accents, £ signs and curly quotes as � on the page; its error names the first word that would. One left with both
 * sides of a merge would meet YAML's and MDX's errors about a stray `<`, a heading (`=======`) or a quotation; one
 * with a character that cannot be seen, a placeholder or a name the checks do not recognise.
 */
function readContent(file: string, shown: string): string {
  const bytes = readFileSync(file);
  const text = bytes.toString('utf8');
  const conflict = MERGE_CONFLICT.exec(text);
  if (conflict) {
    const line = text.slice(0, conflict.index).split('\n').length;
    const message = `${shown} still holds both sides of a merge: Git's <<<<<<< line at line ${line}, its ======= and its >>>>>>> line are around two versions of the same lines. Keep the version you want, and delete the other and the three marker lines.`;
    throw Object.assign(new Error(message), { loc: { file, line, column: 1 } });
  }
  const invisible = INVISIBLE.exec(text.replace(/^\uFEFF/, ' '));
  if (invisible) {
    const before = text.slice(0, invisible.index).split('\n');
    const line = text.split('\n')[before.length - 1]!;
    const start = before.at(-1)!.search(/\S*$/);
    const word = /^\S*/.exec(line.slice(start))![0];
    const char = invisible[0];
    const code = char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    const message = `${shown}, line ${before.length}: "${word}" holds ${INVISIBLE_NAMES[char]} (U+${code}), which cannot be seen but keeps a placeholder, a name or a link from being recognised. Text pasted from a web page or a word processor brings them: delete that word and type it again.`;
    throw Object.assign(new Error(message), { loc: { file, line: before.length, column: before.at(-1)!.length + 1 } });
  }
  if (isUtf8(bytes)) return text;
  const before = text.slice(0, text.indexOf('\uFFFD')).split('\n');
  // Without the NULs of UTF-16 (Notepad's "Unicode"), which would cut the message short.
  const word = /\S*\uFFFD\S*/.exec(text.split('\n')[before.length - 1]!)?.[0].replace(/\0/g, '');
  const message = `${shown} is not saved as UTF-8, the encoding the site reads, so it reads "${word}" on line ${before.length}: its accents, £ signs and curly quotes would show as �. Save the file again with the encoding UTF-8 (Save As, or Save with Encoding, in most editors).`;
  throw Object.assign(new Error(message), { loc: { file, line: before.length, column: before.at(-1)!.length + 1 } });
}

/**
 * The first value written without quotes that a `#` cuts short: in YAML a # after a space starts a note, so
 * `heading: The #1 Homes` reads "The". A note is written "# " and words; "#1", "#123456" or "#Founders" are the copy's.
 */
function cutByANote(document: Document, text: string, lines: LineCounter) {
  let cut: { line: number; col: number; words: string } | undefined;
  visit(document, {
    Scalar(_, node) {
      if (cut || node.type !== 'PLAIN' || typeof node.value !== 'string' || !node.range) return;
      const end = node.range[1];
      const rest = /^[ \t]+(#\S[^\n]*)/.exec(text.slice(end))?.[1];
      if (!rest) return;
      const words = rest.split(/\s+/);
      const from = words.length > 3 ? `${words.slice(0, 3).join(' ')}…` : rest;
      const ends = node.value.split(/\s+/).slice(-2).join(' ');
      const { line, col } = lines.linePos(end);
      cut = {
        line,
        col,
        words: `the text from "${from}" on would not show: in YAML, a # after a space starts a note, so the value ends at "${ends}". Put the whole value in quotes.`,
      };
    },
  });
  return cut;
}

/** Parses the YAML of `what` (a file, or a page's frontmatter); a syntax error names it, the line and what to check. */
function parseYaml(text: string, what: string, file: string): unknown {
  const fail = (message: string, at?: { line: number; col: number }, cause?: unknown): never => {
    // `loc` makes Astro name the YAML file and line, not this loader, under "Location:".
    throw Object.assign(new Error(message, { cause }), { loc: { file, line: at?.line, column: at?.col } });
  };
  const indented = oddSpace(text, 'indentation');
  if (indented) fail(`${what} is not valid YAML: line ${indented.line} ${indented.words}`, indented);
  const marked = markedStart(text);
  if (marked) fail(`${what}, line ${marked.line}: ${marked.words}`, marked);
  const lines = new LineCounter();
  const document = parseDocument(text, { lineCounter: lines });
  const [error] = document.errors;
  if (error) {
    const { code, linePos } = error;
    // The parser finds a quote never closed only where the text ends, lines below it: name the line it opens on.
    const open = code === 'MISSING_CHAR' && /quote/.test(error.message) ? unclosedQuote(text) : undefined;
    if (open) {
      const words = `the value at line ${open.line} opens a quote (${open.quote}) and never closes it. Put the same quote at the end of that value.`;
      fail(`${what} is not valid YAML: ${words}`, open, error);
    }
    const at = linePos?.[0];
    const twice = code === 'DUPLICATE_KEY' && at ? repeatedField(text, at.line) : undefined;
    if (twice) {
      const words = `"${twice.name}" is written twice in one group, at lines ${twice.first} and ${at!.line}. Keep one of them.`;
      fail(`${what} is not valid YAML: ${words}`, at, error);
    }
    // Its indentation is checked above: a look-alike space after a colon, at or above the line the parser stopped at.
    const space = oddSpace(text.split('\n').slice(0, at?.line).join('\n'), 'colon');
    if (space) fail(`${what} is not valid YAML: line ${space.line} ${space.words}`, space, error);
    fail(
      `${what} is not valid YAML: ${error.message}\nCheck the quotes, colons and indentation on that line.`,
      at,
      error,
    );
  }
  const cut = cutByANote(document, text, lines);
  if (cut) fail(`${what}, line ${cut.line}: ${cut.words}`, cut);
  return document.toJS();
}

/**
 * A page's frontmatter, its `---` lines included; the YAML between them is the group. As Astro reads it, a file may
 * start with a byte-order mark, and the opening `---` may have spaces after it.
 */
export const FRONTMATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---/;

/**
 * Why a page's `source` has no frontmatter: its closing `---` line is missing, or both are. Astro would read no
 * fields at all, and name each required one as missing, though the file has them.
 */
export const noFrontmatter = (source: string) =>
  /^\uFEFF?---[ \t]*\r?$/m.test(source.split('\n')[0]!)
    ? "The frontmatter is never closed: the --- on line 1 opens it, and another line of three hyphens, ---, closes it, after its last field and before the page's first <Section>."
    : 'The page does not start with its frontmatter: a line of three hyphens, ---, then its fields (title, description, hero), then another --- line, at the very top of the file.';

/** The YAML between a page's opening `---` lines, or undefined when it has none. */
export const frontmatterOf = (source: string) => FRONTMATTER.exec(source)?.[1];

/** Whether `file` is there and starts as a picture does (JPEG, PNG, WebP, or AVIF's and HEIC's box): Astro reads its size there. */
function looksLikePicture(file: string): boolean {
  // Its first 12 bytes, not the whole photo.
  const start = Buffer.alloc(12);
  if (existsSync(file)) {
    const handle = openSync(file, 'r');
    readSync(handle, start, 0, start.length, 0);
    closeSync(handle);
  }
  const text = start.toString('latin1');
  return (
    /^\xff\xd8\xff|^\x89PNG/.test(text) ||
    (text.startsWith('RIFF') && text.endsWith('WEBP')) ||
    text.slice(4, 8) === 'ftyp'
  );
}

/**
 * In `astro dev`, an entry stored with its file's error keeps the images its last good version imported that are
 * still pictures. Dropped from Astro's dev image map, a page reloading meanwhile could read a bare image path
 * (LocalImageUsedWrongly, seen in CI; a race like withastro/astro#15672) instead of the error. An image deleted, or
 * saved over with what is no picture (an empty file), is let go: its import would fail (ImageNotFound,
 * NoImageMetadata, on every page) before the error could show.
 */
function keepingImages(store: LoaderContext['store'], root: string): LoaderContext['store'] {
  return {
    ...store,
    set: (entry) => {
      const previous = 'contentError' in entry.data ? store.get(entry.id) : undefined;
      const kept = previous?.assetImports?.filter((image) =>
        looksLikePicture(resolve(root, dirname(previous.filePath ?? ''), image)),
      );
      return store.set(kept?.length ? { ...entry, assetImports: kept } : entry);
    },
  };
}

/** The pages in `folder` the site publishes, by file name without `.mdx`: not drafts (`_…`). */
const publishedPages = (folder: string) =>
  readdirSync(folder)
    .filter((file) => /^[^_].*\.mdx$/.test(file))
    .map((file) => file.slice(0, -'.mdx'.length));

/** The pages in `folder` a link may open: the published ones but the 404 page. */
export const linkablePages = (folder: string) => publishedPages(folder).filter((id) => id !== '404');

/** A picture, by its extension: what a page's or site.yaml's images may be (the schemas take these only). */
export const PICTURE = /\.(jpe?g|png|webp|avif)$/i;

/** Markdown by its extension, in any case, with the `.txt` some editors add (`events.md`, `events.mdx.txt`). */
const MARKDOWN = /\.(mdx?|markdown|mdown|mkdn?|mdwn)(\.txt)?$/i;

/**
 * The first Markdown file in the pages folder the site would leave out, or serve where no link finds it, with what to
 * do: `events.md`, `news/launch.mdx`, `Our Story.mdx`. Drafts (`_…`), hidden files and a README pass.
 */
export function notAPage(folder: string): { file: string; message: string } | undefined {
  for (const path of readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort()) {
    const segments = path.split(sep);
    const name = segments.at(-1)!;
    if (!MARKDOWN.test(name) || segments.some((part) => /^[._]/.test(part)) || /^readme\./i.test(name)) continue;
    const stem = name.replace(MARKDOWN, '');
    const isPage = segments.length === 1 && name === `${stem}.mdx` && ADDRESS.test(stem);
    if (isPage && stem !== 'index') continue;
    const shown = `content/pages/${segments.join('/')}`;
    if (isPage) {
      const message = `${shown}: a page named index would be written over the home page, which is ${HOME_PAGE}.mdx, at /. Give it a name of its own, its address (about.mdx is the page at /about).`;
      return { file: join(folder, path), message };
    }
    const address = addressOf(stem);
    const message =
      segments.length > 1
        ? `${shown} is in a folder of its own: pages sit directly in content/pages/, where a page's file name is its address. Move it to content/pages/${address}.mdx.`
        : name !== `${stem}.mdx`
          ? `${shown} is not a page: a page is an MDX file, its name ending in .mdx. Rename it ${address}.mdx.`
          : `${shown}: a page's file name is its address (/${address}), so it takes lowercase letters, digits and hyphens only. Rename it ${address}.mdx, and link to it as page: ${address}.`;
    return { file: join(folder, path), message };
  }
  return undefined;
}

/**
 * The latest load of each YAML entry, by id. In `astro dev` loads overlap (a save, a page added or removed, Astro's
 * resync), and one that started before a page was removed could finish last and store its link as good: only the
 * latest load to start may store its result.
 */
const latestLoad = new Map<string, number>();

/**
 * One YAML file as a collection of one entry, `id`; a parse error stops the build (Astro's `file()` carries on).
 * `pages`: the folder of the pages it links to (site.yaml's). In `astro dev` a file added there or removed checks it
 * again, so a link to a deleted page shows its error, not a 404; a file there that is no page (`notAPage`) is its
 * error too, so that every page shows it.
 */
export function yamlEntry(path: string, id: string, pages?: string): Loader {
  return {
    name: 'yaml-entry',
    load: async (context) => {
      const filePath = fileURLToPath(new URL(path, context.config.root));
      const folder = pages && resolve(fileURLToPath(new URL(pages, context.config.root)));
      const store = keepingImages(context.store, fileURLToPath(context.config.root));
      const load = async () => {
        const run = (latestLoad.get(id) ?? 0) + 1;
        latestLoad.set(id, run);
        let data: Record<string, unknown>;
        const stray = folder ? notAPage(folder) : undefined;
        // A stray file's error is at that file.
        const file = stray?.file ?? filePath;
        try {
          if (stray) throw new Error(stray.message);
          if (pages && !existsSync(join(folder!, `${HOME_PAGE}.mdx`)))
            throw new Error(
              `${pages}${HOME_PAGE}.mdx is missing: it is the home page, /. Restore it from version control.`,
            );
          if (!existsSync(filePath))
            throw new Error(`${path} is missing. Restore it from version control; every page reads it.`);
          const yaml = parseYaml(readContent(filePath, path), path, filePath);
          if (typeof yaml !== 'object' || yaml === null || Array.isArray(yaml)) {
            throw new Error(`${path} must hold named fields, one "name: value" per line.`);
          }
          data = await context.parseData({ id, data: yaml as Record<string, unknown>, filePath });
        } catch (error) {
          // `astro build` stops here; in `astro dev` the error takes the place of the data (see reportErrors).
          if (!context.watcher) throw located(error, file);
          data = contentErrorData(error, file, context);
        }
        if (latestLoad.get(id) !== run) return;
        store.set({ id, data, filePath: path });
      };
      // Listening before the first load: a change while it runs starts another load, whose result is stored instead.
      context.watcher?.add(filePath);
      context.watcher?.on('change', (changed) => {
        if (changed === filePath) void load();
      });
      if (folder) {
        // A picture added or removed may be the one the YAML names (site.yaml's shareImage).
        const recheck = (file: string) => {
          if (file.startsWith(folder + sep) || PICTURE.test(file)) void load();
        };
        // A folder removed whole may not send an `unlink` for each file in it (seen with a page in one).
        for (const event of ['add', 'unlink', 'addDir', 'unlinkDir'] as const) context.watcher?.on(event, recheck);
      }
      await load();
    },
  };
}

/** The error in the frontmatter of a page's `source` (the whole file), if it is not YAML, in `parseYaml`'s words. */
export function frontmatterError(source: string, file: string): Located | undefined {
  try {
    // One line for the opening `---`, so that the lines counted are the file's.
    parseYaml(`\n${frontmatterOf(source) ?? ''}`, 'The frontmatter', file);
    return undefined;
  } catch (error) {
    return error as Located;
  }
}

/** The words of a same-title error that name the other page (`file`, from the root): what brings that one back. */
const titleOfToo = (file: string) => ` is the title of ${file} too`;

/**
 * The error of a page (`file`, `root` the project's) whose `title` another published page has too, in any capitals:
 * their browser tabs and search results would read the same. The others are read from their files, as the store may
 * not hold them yet.
 */
function titleTaken(file: string, title: unknown, root: string): Located | undefined {
  if (typeof title !== 'string') return undefined;
  const titleOf = (other: string) => {
    try {
      const { title: its } = (parse(frontmatterOf(readFileSync(other, 'utf8')) ?? '') ?? {}) as { title?: unknown };
      return typeof its === 'string' ? its.trim().toLowerCase() : undefined;
    } catch {
      return undefined; // Frontmatter that is not YAML is that page's own error.
    }
  };
  const folder = dirname(file);
  const twin = publishedPages(folder)
    .filter((id) => id !== basename(file, '.mdx'))
    .find((id) => titleOf(join(folder, `${id}.mdx`)) === title.trim().toLowerCase());
  if (!twin) return undefined;
  const message = `${relative(root, file)}: title: "${title}"${titleOfToo(relative(root, join(folder, `${twin}.mdx`)))}, so their browser tabs and search results would read the same. Give each page a title of its own.`;
  return Object.assign(new Error(message), { loc: { file, line: lineOf('  title: ', file), column: 1 } });
}

/** The error of a page file (`.md`, `.mdx`) whose frontmatter is not YAML; undefined for any other file. */
const pageFrontmatterError = (file: string) =>
  /\.mdx?$/.test(file) ? frontmatterError(readFileSync(file, 'utf8'), file) : undefined;

/** The loader context as Astro passes it to `glob()`: with the entry types, a field its public type leaves out. */
type GlobContext = LoaderContext & {
  entryTypes?: Map<string, { getEntryInfo(params: { contents: string; fileUrl: URL }): Promise<unknown> }>;
};

/**
 * The entry types, with a page's `getEntryInfo` that leaves frontmatter that is not YAML to `parseData`, which names it
 * in `parseYaml`'s words. MDX's own throws js-yaml's ("bad indentation of a mapping entry"), and a throw there ends
 * the whole load: the build's with those words, and `astro dev` at its start, before any page could show the error
 * (no upstream issue found).
 */
function withFrontmatterLeftToParseData(entryTypes: GlobContext['entryTypes']): GlobContext['entryTypes'] {
  if (!entryTypes) return undefined;
  return new Map(
    [...entryTypes].map(([extension, type]) => [
      extension,
      {
        ...type,
        getEntryInfo: async (params) => {
          try {
            return await type.getEntryInfo(params);
          } catch (error) {
            if (!frontmatterError(params.contents, fileURLToPath(params.fileUrl))) throw error;
            return { data: {}, body: '', slug: '', rawData: '' };
          }
        },
      },
    ]),
  );
}

/**
 * The pages' loader, with errors a copywriter can act on. In the build, a page that fails its schema stops it at the
 * field's line (`located`), and frontmatter that is not YAML in `parseYaml`'s words, not js-yaml's ("unexpected end
 * of the stream", at the closing `---`). In `astro dev`, a file that fails its schema holds its error in place of its
 * data: Astro's loaders log it and serve the old entry, a stale page with a 200. src/content/entries.ts throws it on
 * every page until the file is fixed.
 */
export function reportErrors(loader: Loader): Loader {
  return {
    ...loader,
    load: async (context) => {
      const root = fileURLToPath(context.config.root);
      const parseData: LoaderContext['parseData'] = async (props) => {
        const file = resolve(root, props.filePath ?? props.id);
        try {
          // Frontmatter indented with look-alike spaces may still be read, as fields no schema knows: name them.
          const source = props.filePath && readContent(file, relative(root, file));
          if (source && !FRONTMATTER.test(source)) {
            throw Object.assign(new Error(noFrontmatter(source)), { loc: { file, line: 1, column: 1 } });
          }
          const notYaml = source && frontmatterError(source, file);
          if (notYaml) throw notYaml;
          const data = await context.parseData(props);
          const taken = titleTaken(file, (data as { title?: unknown } | undefined)?.title, root);
          if (taken) throw taken;
          return data;
        } catch (error) {
          if (!context.watcher) throw located(error, file);
          return contentErrorData(error, file, context) as never;
        }
      };
      // Astro parses a page again only when its text has changed (its digest), so a picture it names that was
      // deleted or renamed since the last run would meet Astro's ImageNotFound, naming no page: check every page.
      for (const entry of context.store.values()) context.store.set({ ...entry, digest: '' });
      const entryTypes = withFrontmatterLeftToParseData((context as GlobContext).entryTypes);
      if (!context.watcher) {
        try {
          return await loader.load({ ...context, entryTypes, parseData } as GlobContext);
        } catch (error) {
          // Where a page's entry type still throws first (a loader without `entryTypes`): the page, in our words.
          const file = (error as Located).name === 'YAMLException' && (error as Located).loc?.file;
          throw (file && pageFrontmatterError(file)) || error;
        }
      }
      const store = keepingImages(context.store, root);
      const { watcher } = context;
      // Frontmatter that is not YAML fails before the schema, in the loader itself: catch that on save too.
      watcher.on('change', (file) => {
        const error = pageFrontmatterError(file);
        if (!error) return;
        const data = contentErrorData(error, file, context);
        store.set({ id: basename(file, extname(file)), data, filePath: relative(root, file) });
      });
      // A picture added, renamed, replaced or removed: each page whose file names it is loaded again, as if saved,
      // so that one stopped at "No image at …" comes back once the picture is there, and one whose picture is gone,
      // too narrow or cut short (a copy still under way) shows that error. The loader reloads a file on its `change`,
      // unless its digest is unchanged: that is cleared first.
      const recheckPages = (picture: string) => {
        if (!PICTURE.test(picture)) return;
        for (const entry of context.store.values()) {
          const file = resolve(root, entry.filePath ?? '');
          if (!entry.filePath || !existsSync(file) || !readFileSync(file, 'utf8').includes(basename(picture))) continue;
          context.store.set({ ...entry, digest: '' }); // An empty digest is none: Astro compares only a set one.
          watcher.emit('change', file);
        }
      };
      watcher.on('add', recheckPages);
      watcher.on('change', recheckPages);
      watcher.on('unlink', recheckPages);
      // A page given a title of its own, or removed: a page that held the same title, and its error, is loaded again
      // too. Not from within that load's own `change`, which would send it back to the first page, and so on.
      let rechecking = false;
      const recheckTwins = (page: string) => {
        if (rechecking) return;
        rechecking = true;
        for (const entry of context.store.values()) {
          const error = (entry.data as { contentError?: string }).contentError;
          if (!entry.filePath || !error?.includes(titleOfToo(relative(root, page)))) continue;
          context.store.set({ ...entry, digest: '' });
          watcher.emit('change', resolve(root, entry.filePath));
        }
        rechecking = false;
      };
      watcher.on('change', recheckTwins);
      watcher.on('unlink', recheckTwins);
      return loader.load({ ...context, entryTypes, store, parseData } as GlobContext);
    },
  };
}

/** Throws the error an entry holds in `astro dev` (see above); returns the entry's data otherwise. */
export function throwContentError<T>(data: T): T {
  const { contentError, file, line } = data as Partial<ReturnType<typeof contentErrorData>>;
  if (!contentError) return data;
  // Astro's overlay shows the code frame and the editor link of `loc`: the content file, not this one.
  throw Object.assign(new Error(contentError), { loc: { file, line, column: 1 } });
}
