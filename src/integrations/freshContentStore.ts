import { resolve } from 'node:path';
import type { AstroIntegration } from 'astro';
import type { EnvironmentModuleNode, RunnableDevEnvironment } from 'vite';

/** The file `astro dev` writes the content collections to, in the project's root. */
export const CONTENT_STORE_FILE = '.astro/data-store.json';

/** The module `astro dev` builds from that file, and every page reads the content collections through. */
export const CONTENT_STORE = '\0astro:data-layer-content';

/**
 * In `astro dev`, a save never leaves the pages on the content from before it. When Astro writes the content store, it
 * invalidates the store's module as an HMR update, and Vite's guard against a load still in flight (its result is
 * kept only if the load started after the last invalidation) counts plain invalidations only. So a load that read the
 * store before the write and finished after it was kept: every page showed the content from before the save (an
 * error already fixed, or a 200 where the error belongs) until the next save. Seen under load in CI, in
 * dev-errors.spec. Invalidating it again, as a plain invalidation, once the write is seen drops that load's result
 * (Vite gives a saved file's own modules a plain one; this module is built from a file, but is not that file's).
 * No upstream issue found for this race (withastro/astro#16567 fixed another in the same module; vitejs/vite#19804 is
 * about the same guard). Remove this once Astro invalidates the store's module plainly.
 */
export function freshContentStore(): AstroIntegration {
  return {
    name: 'fresh-content-store',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const store = resolve(server.config.root, CONTENT_STORE_FILE);
        server.watcher.on('change', (file) => {
          if (file !== store) return;
          for (const environment of Object.values(server.environments)) {
            const module = environment.moduleGraph.getModuleById(CONTENT_STORE);
            if (!module) continue;
            // The store's module and every module that imports it: the runner evaluates them again on the next load.
            const invalidated = new Set<EnvironmentModuleNode>();
            environment.moduleGraph.invalidateModule(module, invalidated);
            const { runner } = environment as Partial<RunnableDevEnvironment>;
            for (const { id } of invalidated) {
              const evaluated = id ? runner?.evaluatedModules.getModuleById(id) : undefined;
              if (evaluated) runner?.evaluatedModules.invalidateModule(evaluated);
            }
          }
        });
      },
    },
  };
}
