import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, readFileSync } from 'node:fs';
import { basename, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { glob, type Loader, type LoaderContext } from 'astro/loaders';
import type { z } from 'astro/zod';
import { parseDocument } from 'yaml';
import { fieldLine, PAGE_GLOB } from './source';

// A broken content file stops `astro build` at the line of the field it names. In `astro dev` its entry holds the error,
// which every page reading it throws, so the overlay shows it (Astro's loaders would keep serving the last good data).

/** The fields (as paths) a schema refuses while it parses one entry: see `refusing`. */
const refused = new AsyncLocalStorage<PropertyKey[][]>();

/**
 * `schema`, telling the loaders which fields it refuses. Astro's error names them only in its English text, built from
 * the issues it keeps to itself (withastro/astro#15981): read from there, a rewording would lose every field's line.
 */
export function refusing<T extends z.ZodType>(schema: T): T {
  const parse = schema.safeParseAsync.bind(schema);
  const safeParseAsync: typeof parse = async (...args) => {
    const result = await parse(...args);
    refused.getStore()?.push(...(result.error?.issues.map((issue) => issue.path) ?? []));
    return result;
  };
  return Object.assign(Object.create(schema) as T, { safeParseAsync });
}

/**
 * `read()`'s data. Its error, at the line of the first field the schema refused and without the `**` Astro bolds them
 * with, stops the build; in `astro dev` the entry holds it in place of the data, logged once.
 */
async function checked<T>(context: LoaderContext, file: string, read: () => Promise<T>): Promise<T> {
  const paths: PropertyKey[][] = [];
  try {
    return await refused.run(paths, read);
  } catch (thrown) {
    const error = thrown as Error & { loc?: { file?: string; line?: number; column?: number | undefined } };
    const field = paths[0]?.join('.');
    const line = (field && fieldLine(file, field)) || error.loc?.line || 1;
    error.message = error.message.replace(/\*\*/g, '');
    error.loc = { file, line, column: field ? 1 : error.loc?.column };
    if (!context.watcher) throw error;
    const contentError = `${error.message}\nLocation: ${relative(fileURLToPath(context.config.root), file)}:${line}`;
    context.logger.error(contentError);
    return { contentError, file, line } as T;
  }
}

/** Throws the error an entry holds in `astro dev` (see `checked`); returns its data otherwise. */
export function throwContentError<T>(data: T): T {
  const { contentError, file, line } = data as { contentError?: string; file?: string; line?: number };
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
        const data = await checked(context, file, () => {
          const document = parseDocument(readFileSync(file, 'utf8'));
          const [error] = document.errors;
          if (error) {
            const at = error.linePos?.[0];
            const loc = { file, line: at?.line, column: at?.col };
            throw Object.assign(new Error(`${path} is not valid YAML: ${error.message}`), { loc });
          }
          return context.parseData({ id, data: document.toJS() ?? {}, filePath: file });
        });
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
  const loader = glob({ base, pattern: PAGE_GLOB });
  return {
    ...loader,
    load: async (context) => {
      // Astro parses a page again only when its text has changed: a picture it names may have gone since.
      for (const entry of context.store.values()) context.store.set({ ...entry, digest: '' });
      const recheck = (picture: string) => {
        if (!/\.(jpe?g|png|webp|avif)$/i.test(picture)) return;
        for (const entry of context.store.values()) {
          const file = resolve(fileURLToPath(context.config.root), entry.filePath ?? '');
          if (!entry.filePath || !existsSync(file) || !readFileSync(file, 'utf8').includes(basename(picture))) continue;
          context.store.set({ ...entry, digest: '' });
          context.watcher?.emit('change', file);
        }
      };
      context.watcher?.on('add', recheck).on('change', recheck).on('unlink', recheck);
      const parseData: LoaderContext['parseData'] = (props) =>
        checked(context, props.filePath!, () => context.parseData(props));
      return loader.load({ ...context, parseData });
    },
  };
}
