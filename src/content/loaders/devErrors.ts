import { existsSync, readFileSync } from 'node:fs';
import { basename, extname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { parse } from 'yaml';

/** What a collection entry holds in `astro dev` while its file is broken: the message, in place of the data. */
export interface ContentErrorData {
  contentError: string;
  /** The broken file, absolute, and the line the message points at, for the overlay's code frame. */
  file: string;
  line: number | undefined;
}

/**
 * The error of a broken content file, as a copywriter reads it: Astro's Markdown bold removed, and the file
 * and line named (the line of a YAML syntax error, or of the first field the schema names).
 */
export function contentErrorData(error: unknown, file: string, root: URL): ContentErrorData {
  const message = (error as Error).message.replaceAll('**', '');
  const line = lineOf(message, file);
  const shown = relative(fileURLToPath(root), file);
  return { contentError: `${message}\nLocation: ${shown}${line ? `:${line}` : ''}`, file, line };
}

function lineOf(message: string, file: string): number | undefined {
  const syntax = /at line (\d+)/.exec(message)?.[1];
  if (syntax) return Number(syntax);
  const field = /^\s+([\w.]+): /m.exec(message)?.[1]?.split('.').findLast((key) => !/^\d+$/.test(key));
  if (!field || !existsSync(file)) return undefined;
  const index = readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((text) => new RegExp(`^\\s*(- )?${field}:`).test(text));
  return index === -1 ? undefined : index + 1;
}

/**
 * In `astro dev`, a file that fails its schema keeps its error instead of its last good data.
 * Astro's loaders log the error and go on serving the old entry (a copywriter would see stale copy with a 200);
 * with this, `src/content/entries.ts` finds `contentError` and throws it, so every page that uses the entry shows
 * the error overlay, until the file is fixed and the entry reloads. `astro build` still stops at the first error.
 */
export function showErrorsInDev(loader: Loader): Loader {
  return {
    ...loader,
    load: (context: LoaderContext) => {
      if (!context.watcher) return loader.load(context);
      const parseData: LoaderContext['parseData'] = async (props) => {
        try {
          return await context.parseData(props);
        } catch (error) {
          const data = contentErrorData(error, resolve(fileURLToPath(context.config.root), props.filePath ?? props.id), context.config.root);
          context.logger.error(data.contentError);
          return data as never;
        }
      };
      // Frontmatter that is not YAML fails before the schema, in the loader itself: catch that on save too.
      context.watcher.on('change', (changed) => {
        const error = frontmatterError(changed);
        if (!error) return;
        const data = contentErrorData(error, changed, context.config.root);
        context.logger.error(data.contentError);
        context.store.set({ id: basename(changed, extname(changed)), data: { ...data }, filePath: changed });
      });
      return loader.load({ ...context, parseData });
    },
  };
}

/** Throws the error an entry holds in `astro dev` (see above); returns the entry's data otherwise. */
export function throwContentError<T>(data: T): T {
  const { contentError, file, line } = data as Partial<ContentErrorData>;
  if (!contentError) return data;
  // Astro's overlay shows the code frame and the editor link of `loc`: the content file, not this one.
  throw Object.assign(new Error(contentError), { loc: { file, line, column: 1 } });
}

/** The YAML error in a Markdown or MDX file's frontmatter, if it has one. */
function frontmatterError(file: string): Error | undefined {
  if (!/\.mdx?$/.test(file)) return undefined;
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(file, 'utf8'))?.[1];
  try {
    if (frontmatter !== undefined) parse(frontmatter, { prettyErrors: true });
    return undefined;
  } catch (error) {
    return new Error(`The frontmatter is not valid YAML: ${(error as Error).message}\nCheck the quotes, colons and indentation on that line.`);
  }
}
