import { resolve } from 'node:path';
import type { AstroIntegration } from 'astro';
import type { DevEnvironment, EnvironmentModuleNode, RunnableDevEnvironment } from 'vite';

/** The file `astro dev` writes the content collections to, in the project's root. */
export const CONTENT_STORE_FILE = '.astro/data-store.json';

/** The module `astro dev` builds from that file, and every page reads the content collections through. */
export const CONTENT_STORE = '\0astro:data-layer-content';

/**
 * Drops `modules` and every module that imports one, in the module graph and in the runner that evaluated them, so
 * the next load evaluates them again: the graph alone would leave the runner's old exports in use (as
 * withastro/astro#16546 describes; Astro's own invalidation of the content store does both). An importer shared by
 * several is walked once.
 */
export function invalidateEverywhere(environment: DevEnvironment, modules: Iterable<EnvironmentModuleNode>) {
  const invalidated = new Set<EnvironmentModuleNode>();
  for (const module of modules) environment.moduleGraph.invalidateModule(module, invalidated);
  const { runner } = environment as Partial<RunnableDevEnvironment>;
  for (const { id } of invalidated) {
    const evaluated = id ? runner?.evaluatedModules.getModuleById(id) : undefined;
    if (evaluated) runner?.evaluatedModules.invalidateModule(evaluated);
  }
}

/**
 * In `astro dev`, keeps a save from leaving every page on the content from before it (an error already fixed, or a
 * 200 where the error belongs). Astro invalidates the content store's module as an HMR update, but Vite's guard
 * against a load still in flight counts plain invalidations only, so a load that read the store before the write and
 * finished after it was kept until the next save (seen under load in CI, in dev-errors.spec). A plain invalidation
 * once the write is seen drops it. No upstream issue found for this race (withastro/astro#16567 fixed another in the
 * same module; vitejs/vite#19804 is about the same guard). Remove this once Astro invalidates the module plainly.
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
            if (module) invalidateEverywhere(environment, [module]);
          }
        });
      },
    },
  };
}
