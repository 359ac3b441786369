import { dirname, resolve } from 'node:path';
import type { AstroIntegration } from 'astro';
import { CONTENT, type ContentSource } from '../../content/source';
import type * as Satteri from 'satteri';
import type { EnvironmentModuleNode, RunnableDevEnvironment } from 'vite';
import { checkComponents } from './components';
import { injectImports } from './imports';
import { checkLinks } from './links';
import { fillPlaceholders } from './placeholders';
import { checkStructure } from './structure';

/** The MDX compile's plugins, in order, each a pass seeing what the ones before changed; `content` is their input. */
export const mdxPlugins = (content: ContentSource): Satteri.MdastPluginEntry[] => [
  fillPlaceholders(content),
  checkComponents(),
  checkLinks(content),
  checkStructure(),
  injectImports(),
];

/**
 * In `astro dev`, an edit to offer.yaml or site.yaml, or a page saved, added or removed, compiles every page again on
 * its next load: dropped from the module graph and from the runner too (withastro/astro#16546), as is every module
 * that read the collections' store once it is written: one loaded meanwhile kept old entries (withastro/astro#16567).
 */
export function mdxDevReload(): AstroIntegration {
  return {
    name: 'mdx-dev-reload',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const sources = [CONTENT.offer, CONTENT.site].map((file) => resolve(server.config.root, file));
        const [pages, store] = [CONTENT.pages, '.astro/data-store.json'].map((to) => resolve(server.config.root, to));
        server.watcher.on('all', (event, changed) => {
          const isPage = dirname(changed) === pages && changed.endsWith('.mdx');
          if (!isPage && changed !== store && !(sources.includes(changed) && event === 'change')) return;
          for (const environment of Object.values(server.environments)) {
            const { moduleGraph, runner } = environment as RunnableDevEnvironment;
            const invalidated = new Set<EnvironmentModuleNode>(); // the pages or the store, and every module importing one
            for (const module of moduleGraph.idToModuleMap.values()) {
              const stale =
                changed === store ? module.id === '\0astro:data-layer-content' : module.file?.endsWith('.mdx');
              if (stale) moduleGraph.invalidateModule(module, invalidated);
            }
            for (const { id } of invalidated) {
              const evaluated = id && runner?.evaluatedModules.getModuleById(id);
              if (evaluated) runner.evaluatedModules.invalidateModule(evaluated);
            }
          }
          // The page saved reloads itself; the others are compiled again when next loaded.
          if (!(isPage && event === 'change') && changed !== store) server.ws.send({ type: 'full-reload' });
        });
      },
    },
  };
}
