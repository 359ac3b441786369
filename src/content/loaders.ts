import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { isMap, isPair, isScalar, isSeq, LineCounter, parse, parseDocument, type Scalar, type YAMLError } from 'yaml';

/** Logs a broken file's error as a copywriter reads it, file and line named; in `astro dev` it replaces the data. */
function contentErrorData(error: unknown, file: string, { config, logger }: LoaderContext) {
  // Astro bolds the entry and each field path with `**`; the message itself may hold `**` (bold typed in a field).
  const message = (error as Error).message.replace(/^(\s*)\*\*(.*?)\*\*/gm, '$1$2');
  const line = lineOf(message, file);
  const contentError = `${message}\nLocation: ${relative(fileURLToPath(config.root), file)}${line ? `:${line}` : ''}`;
  logger.error(contentError);
  return { contentError, file, line };
}

/**
 * The line of the first field a schema error names, e.g. `footer.links.0.page`, in `file` (YAML, or a page's
 * frontmatter): the deepest part of that path the file has, so a missing field points at the group it belongs in.
 */
export function lineOf(message: string, file: string): number | undefined {
  const syntax = /at line (\d+)/.exec(message)?.[1];
  if (syntax) return Number(syntax);
  const path = /^\s+([\w.]+): /m.exec(message)?.[1]?.split('.');
  if (!path || !existsSync(file)) return undefined;
  const source = readFileSync(file, 'utf8');
  const page = extname(file) === '.mdx';
  const lines = new LineCounter();
  let node = parseDocument((page ? frontmatterOf(source) : source) ?? '', { lineCounter: lines }).contents;
  let offset: number | undefined;
  for (const key of path) {
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
  return offset === undefined ? undefined : lines.linePos(offset).line + (page ? 1 : 0);
}

/** Parses the YAML of `what` (a file, or a page's frontmatter); a syntax error names it, the line and what to check. */
function parseYaml(text: string, what: string, file: string): unknown {
  try {
    return parse(text, { prettyErrors: true });
  } catch (error) {
    const at = (error as YAMLError).linePos?.[0];
    const message = `${what} is not valid YAML: ${(error as Error).message}\nCheck the quotes, colons and indentation on that line.`;
    // `loc` makes Astro name the YAML file and line, not this loader, under "Location:".
    throw Object.assign(new Error(message, { cause: error }), { loc: { file, line: at?.line, column: at?.col } });
  }
}

/** A page's frontmatter, its `---` lines included; the YAML between them is the group. */
export const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

/** The YAML between a page's opening `---` lines, or undefined when it has none. */
export const frontmatterOf = (source: string) => FRONTMATTER.exec(source)?.[1];

/**
 * In `astro dev`, an entry stored with its file's error in place of its data keeps the images its last good version
 * imported (`assetImports`). Otherwise Astro drops them from its dev image map, and while that map and the data store
 * reload one after the other, a page could read data whose image is a bare path (LocalImageUsedWrongly, seen once in
 * a CI run of dev-errors.spec) instead of the file's error. See withastro/astro#15672 for one such race.
 */
function keepingImages(store: LoaderContext['store']): LoaderContext['store'] {
  return {
    ...store,
    set: (entry) => {
      const kept = 'contentError' in entry.data ? store.get(entry.id)?.assetImports : undefined;
      return store.set(kept ? { ...entry, assetImports: kept } : entry);
    },
  };
}

/**
 * One YAML file as a collection of one entry, `id`; a parse error stops the build (Astro's `file()` carries on).
 * `names`: a folder whose files the YAML names (site.yaml's links name pages), so that in `astro dev` a file added to
 * it or removed from it checks the YAML again: a link to a page just deleted shows its error, not a 404.
 */
export function yamlEntry(path: string, id: string, names?: string): Loader {
  return {
    name: 'yaml-entry',
    load: async (context) => {
      const filePath = fileURLToPath(new URL(path, context.config.root));
      const load = async () => {
        let data: Record<string, unknown>;
        try {
          if (!existsSync(filePath)) throw new Error(`${path} is missing. Restore it from version control; every page reads it.`);
          const yaml = parseYaml(readFileSync(filePath, 'utf8'), path, filePath);
          if (typeof yaml !== 'object' || yaml === null || Array.isArray(yaml)) {
            throw new Error(`${path} must hold named fields, one "name: value" per line.`);
          }
          data = await context.parseData({ id, data: yaml as Record<string, unknown>, filePath });
        } catch (error) {
          // `astro build` stops here; in `astro dev` the error takes the place of the data (see showErrorsInDev).
          if (!context.watcher) throw error;
          data = contentErrorData(error, filePath, context);
        }
        keepingImages(context.store).set({ id, data, filePath: path });
      };
      await load();
      context.watcher?.add(filePath);
      context.watcher?.on('change', (changed) => {
        if (changed === filePath) void load();
      });
      if (names) {
        const folder = resolve(fileURLToPath(new URL(names, context.config.root)));
        const recheck = (file: string) => {
          if (dirname(file) === folder) void load();
        };
        context.watcher?.on('add', recheck);
        context.watcher?.on('unlink', recheck);
      }
    },
  };
}

/**
 * In `astro dev`, a file that fails its schema holds its error in place of its data: Astro's loaders log it and serve
 * the old entry, a stale page with a 200. src/content/entries.ts throws it on every page until the file is fixed.
 */
export function showErrorsInDev(loader: Loader): Loader {
  return {
    ...loader,
    load: (context) => {
      if (!context.watcher) return loader.load(context);
      const parseData: LoaderContext['parseData'] = (props) => {
        const file = resolve(fileURLToPath(context.config.root), props.filePath ?? props.id);
        return context.parseData(props).catch((error: unknown) => contentErrorData(error, file, context) as never);
      };
      // Frontmatter that is not YAML fails before the schema, in the loader itself: catch that on save too.
      context.watcher.on('change', (file) => {
        if (!/\.mdx?$/.test(file)) return;
        const frontmatter = frontmatterOf(readFileSync(file, 'utf8'));
        try {
          parseYaml(frontmatter ?? '', 'The frontmatter', file);
        } catch (error) {
          const data = contentErrorData(error, file, context);
          keepingImages(context.store).set({
            id: basename(file, extname(file)),
            data,
            filePath: relative(fileURLToPath(context.config.root), file),
          });
        }
      });
      return loader.load({ ...context, store: keepingImages(context.store), parseData });
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
