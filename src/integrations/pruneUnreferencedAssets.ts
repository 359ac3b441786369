import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * The `assets` that are unoptimised copies of the `originals` ("hero.jpg" as "hero.AbC-12xY.jpg", Astro's 8-character
 * hash) and that no text of the build names, as it is or URL-encoded.
 */
export function unusedOriginals(assets: readonly string[], originals: readonly string[], texts: readonly string[]) {
  const corpus = texts.join('\n');
  return assets.filter((asset) => {
    const match = /^(.+)\.[\w-]{8}(\.\w+)$/.exec(asset);
    if (!match || !originals.includes(`${match[1]}${match[2]}`)) return false;
    return !corpus.includes(asset) && !corpus.includes(encodeURI(asset));
  });
}

/**
 * Works around withastro/astro#17706: Astro copies each content image's original into _astro/ too, though pages use
 * only the optimised versions. Removes those copies while nothing refers to them; delete once the bug is fixed.
 */
export function pruneUnreferencedAssets(): AstroIntegration {
  let images: URL;
  return {
    name: 'prune-unused-image-originals',
    hooks: {
      'astro:config:done': ({ config }) => {
        images = new URL('content/images/', config.root);
      },
      'astro:build:done': ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const texts = readdirSync(out, { recursive: true, encoding: 'utf8' })
          .filter((file) => ['.html', '.js', '.css', '.xml', '.json'].includes(extname(file)))
          .map((file) => readFileSync(join(out, file), 'utf8'));
        const unused = unusedOriginals(readdirSync(join(out, '_astro')), readdirSync(images), texts);
        for (const name of unused) rmSync(join(out, '_astro', name));
        if (unused.length > 0) logger.info(`removed ${unused.length} unused image originals (withastro/astro#17706)`);
      },
    },
  };
}
