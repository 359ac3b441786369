import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Loader, LoaderContext } from 'astro/loaders';
import { parse as parseYaml } from 'yaml';
import { contentErrorData } from './devErrors';

/**
 * Loads one YAML file as a collection with a single entry named `id`.
 * Unlike Astro's `file()` loader, which logs a parse error and carries on with an empty
 * collection, this one stops the build with the file, the line and what to check.
 */
export function yamlEntry(path: string, id: string): Loader {
  async function sync({ config, parseData, store }: LoaderContext) {
    const url = new URL(path, config.root);
    if (!existsSync(url)) {
      throw new Error(`${path} is missing. Restore it from version control; every page reads it.`);
    }
    const filePath = fileURLToPath(url);
    let data: unknown;
    try {
      data = parseYaml(readFileSync(filePath, 'utf8'), { prettyErrors: true });
    } catch (error) {
      const at = (error as { linePos?: { line: number; col: number }[] }).linePos?.[0];
      const message = `${path} is not valid YAML: ${(error as Error).message}\nCheck the quotes, colons and indentation on that line.`;
      // `loc` makes Astro name the YAML file and line, not this loader, under "Location:".
      throw Object.assign(new Error(message, { cause: error }), { loc: { file: filePath, line: at?.line, column: at?.col } });
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) {
      throw new Error(`${path} must hold named fields, one "name: value" per line.`);
    }
    const parsed = await parseData({ id, data: data as Record<string, unknown>, filePath });
    store.clear();
    store.set({ id, data: parsed, filePath: path });
  }

  return {
    name: 'yaml-entry',
    load: async (context) => {
      const filePath = fileURLToPath(new URL(path, context.config.root));
      // `astro build` stops at a bad file. In `astro dev` a bad file must neither stop the server nor leave the
      // last good figures on screen: its message takes the place of the data, and src/content/entries.ts throws
      // it on every page, so the browser shows the error overlay until the file is fixed.
      const load = () =>
        sync(context).catch((error: unknown) => {
          if (!context.watcher) throw error;
          const data = contentErrorData(error, filePath, context.config.root);
          context.logger.error(data.contentError);
          context.store.clear();
          context.store.set({ id, data: { ...data }, filePath: path });
        });
      await load();
      context.watcher?.add(filePath);
      context.watcher?.on('change', (changed) => {
        if (changed === filePath) void load();
      });
    },
  };
}
