import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Loader } from 'astro/loaders';
import { contentErrorData, parseYaml } from './devErrors';

/**
 * Loads one YAML file as a collection with a single entry named `id`.
 * Unlike Astro's `file()` loader, which logs a parse error and carries on with an empty
 * collection, this one stops the build with the file, the line and what to check.
 */
export function yamlEntry(path: string, id: string): Loader {
  return {
    name: 'yaml-entry',
    load: async (context) => {
      const filePath = fileURLToPath(new URL(path, context.config.root));
      const set = (data: Record<string, unknown>) => {
        context.store.clear();
        context.store.set({ id, data, filePath: path });
      };
      async function sync() {
        if (!existsSync(filePath)) {
          throw new Error(`${path} is missing. Restore it from version control; every page reads it.`);
        }
        const data = parseYaml(readFileSync(filePath, 'utf8'), path, filePath);
        if (typeof data !== 'object' || data === null || Array.isArray(data)) {
          throw new Error(`${path} must hold named fields, one "name: value" per line.`);
        }
        set(await context.parseData({ id, data: data as Record<string, unknown>, filePath }));
      }
      // `astro build` stops at a bad file. In `astro dev` a bad file must neither stop the server nor leave the
      // last good figures on screen: its message takes the place of the data, and src/content/entries.ts throws
      // it on every page, so the browser shows the error overlay until the file is fixed.
      const load = () =>
        sync().catch((error: unknown) => {
          if (!context.watcher) throw error;
          set(contentErrorData(error, filePath, context));
        });
      await load();
      context.watcher?.add(filePath);
      context.watcher?.on('change', (changed) => {
        if (changed === filePath) void load();
      });
    },
  };
}
