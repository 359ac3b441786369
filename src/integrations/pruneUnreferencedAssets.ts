import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const TEXT = new Set(['.html', '.js', '.css', '.xml', '.txt', '.json', '.webmanifest']);

/** The files of `assets` whose names appear nowhere in `texts`: nothing can ever request them. */
export function unreferenced(assets: readonly string[], texts: readonly string[]): string[] {
  const corpus = texts.join('\n');
  return assets.filter((name) => !corpus.includes(name));
}

/**
 * Removes build assets no page, stylesheet or script refers to. Astro copies a content image's
 * source file into _astro/ when an island's page pulls that content into the client build, even
 * though every page uses the optimised versions; this keeps such unoptimised originals out of dist/.
 */
export function pruneUnreferencedAssets(): AstroIntegration {
  return {
    name: 'prune-unreferenced-assets',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const all = readdirSync(out, { recursive: true, encoding: 'utf8' });
        const texts = all
          .filter((file) => TEXT.has(extname(file)) || file === '_headers')
          .map((file) => readFileSync(join(out, file), 'utf8'));
        const assets = readdirSync(join(out, '_astro'));
        const orphans = unreferenced(assets, texts);
        for (const name of orphans) rmSync(join(out, '_astro', name));
        if (orphans.length > 0)
          logger.info(`removed ${orphans.length} unreferenced files from _astro/: ${orphans.join(', ')}`);
      },
    },
  };
}
