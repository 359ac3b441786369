import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { glob, type Loader, type LoaderContext } from 'astro/loaders';
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';

// A broken content file stops `astro build` at the line of the field it names. In `astro dev` its entry holds the
// error in place of its data, and every page that reads it throws it, so the overlay shows it (Astro's own loaders
// would log it and keep serving the last good data).

type Located = Error & { loc?: { file?: string; line?: number | undefined; column?: number | undefined } };

/** A page's frontmatter, its `---` lines included; the YAML between them starts on the file's second line. */
export const FRONTMATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n---/;

/** The YAML between a page's `---` lines, or undefined when it has none. */
export const frontmatterOf = (source: string) => FRONTMATTER.exec(source)?.[1];

/** The pages in `folder` a link may open, by file name without `.mdx` (not drafts, nor 404): read afresh each call. */
export const linkablePages = (folder: string | URL) =>
  readdirSync(folder)
    .filter((file) => /^[^_].*\.mdx$/.test(file) && file !== '404.mdx')
    .map((file) => file.slice(0, -'.mdx'.length));

/**
 * The line in `file` (YAML, or a page's frontmatter) of the field at `path` (`footer.links.0.page`), or of the
 * deepest part of it the file has: a missing field points at its group.
 */
export function fieldLine(file: string, path: string): number | undefined {
  if (!existsSync(file)) return undefined;
  const source = readFileSync(file, 'utf8');
  const page = file.endsWith('.mdx');
  const lines = new LineCounter();
  let node = parseDocument((page ? frontmatterOf(source) : source) ?? '', { lineCounter: lines }).contents;
  let offset: number | undefined;
  for (const key of path.split('.')) {
    const pair = isMap(node)
      ? node.items.find((item) => isScalar(item.key) && String(item.key.value) === key)
      : undefined;
    const item = pair?.value ?? (isSeq(node) ? node.items[Number(key)] : undefined);
    if (!item) break;
    offset = (isScalar(pair?.key) ? pair.key : item).range?.[0];
    node = item as typeof node;
  }
  return offset === undefined ? undefined : lines.linePos(offset).line + (page ? 1 : 0);
}

/** `error` at the line of the first field its message names, without the `**` Astro bolds field paths with. */
function located(error: unknown, file: string): Located {
  const found = error as Located;
  found.message = found.message.replace(/\*\*/g, '');
  // A schema error names its fields, one a line: `  hero.heading: Missing. …`.
  const field = found.message.includes('does not match collection schema')
    ? /^ +([\w.-]+): /m.exec(found.message)?.[1]
    : undefined;
  const line = (field && fieldLine(file, field)) || found.loc?.line || 1;
  found.loc = { file, line, column: field ? 1 : found.loc?.column };
  return found;
}

/** The data an entry holds in `astro dev` in place of a broken file's: its error, logged once. */
function devError(error: unknown, file: string, { config, logger }: LoaderContext) {
  const { message, loc } = located(error, file);
  const contentError = `${message}\nLocation: ${relative(fileURLToPath(config.root), file)}:${loc?.line}`;
  logger.error(contentError);
  return { contentError, file, line: loc?.line };
}

/** Throws the error an entry holds in `astro dev` (see `devError`); returns its data otherwise. */
export function throwContentError<T>(data: T): T {
  const { contentError, file, line } = data as Partial<ReturnType<typeof devError>>;
  if (!contentError) return data;
  // Astro's overlay shows the code frame and editor link of `loc`: the content file, not this one.
  throw Object.assign(new Error(contentError), { loc: { file, line, column: 1 } });
}

/**
 * One YAML file as a collection of one entry, `id`; a syntax error stops the build in the `yaml` library's words (Astro's
 * `file()` carries on without the data). `pages`: a page added or removed there checks it again in `astro dev`.
 */
export function yamlEntry(path: string, id: string, pages?: string): Loader {
  return {
    name: 'yaml-entry',
    load: async (context) => {
      const file = fileURLToPath(new URL(path, context.config.root));
      let latest = 0;
      const load = async () => {
        const run = ++latest;
        let data: Record<string, unknown>;
        try {
          const document = parseDocument(readFileSync(file, 'utf8'));
          const [error] = document.errors;
          if (error) {
            const at = error.linePos?.[0];
            const loc = { file, line: at?.line, column: at?.col };
            throw Object.assign(new Error(`${path} is not valid YAML: ${error.message}`), { loc });
          }
          data = await context.parseData({ id, data: document.toJS() ?? {}, filePath: file });
        } catch (error) {
          if (!context.watcher) throw located(error, file);
          data = devError(error, file, context);
        }
        // Loads overlap in `astro dev` (two saves in a row): only the latest to start stores its result.
        if (run === latest) context.store.set({ id, data, filePath: path });
      };
      context.watcher?.on('change', (changed) => changed === file && void load());
      if (pages) {
        const folder = fileURLToPath(new URL(pages, context.config.root));
        const recheck = (changed: string) => changed.startsWith(folder) && void load();
        context.watcher?.on('add', recheck).on('unlink', recheck);
      }
      await load();
    },
  };
}

/** The pages' loader: `glob()`'s, with errors as above, and in `astro dev` each page checked again when a picture it names changes. */
export function pagesLoader(base: string): Loader {
  const loader = glob({ base, pattern: '[^_]*.mdx' });
  return {
    ...loader,
    load: async (context) => {
      const root = fileURLToPath(context.config.root);
      // Astro parses a page again only when its text has changed: a picture it names may have gone since.
      for (const entry of context.store.values()) context.store.set({ ...entry, digest: '' });
      const { watcher } = context;
      const recheck = (picture: string) => {
        if (!/\.(jpe?g|png|webp|avif)$/i.test(picture)) return;
        for (const entry of context.store.values()) {
          const file = resolve(root, entry.filePath ?? '');
          if (!entry.filePath || !existsSync(file) || !readFileSync(file, 'utf8').includes(basename(picture))) continue;
          context.store.set({ ...entry, digest: '' });
          watcher?.emit('change', file);
        }
      };
      watcher?.on('add', recheck).on('change', recheck).on('unlink', recheck);
      const parseData: LoaderContext['parseData'] = async (props) => {
        try {
          return await context.parseData(props);
        } catch (error) {
          if (!watcher) throw located(error, props.filePath!);
          return devError(error, props.filePath!, context) as never;
        }
      };
      return loader.load({ ...context, parseData });
    },
  };
}
