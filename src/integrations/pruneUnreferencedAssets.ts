import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/**
 * The files of `assets` that are unoptimised copies of the `originals` (content images: "hero.jpg" copied as
 * "hero.AbC-12xY.jpg", with Astro's 8-character hash, never an optimised "hero.AbC-12xY_Z1x.jpg") and that no text of
 * the build names, as it is or URL-encoded (a picture named "Valley View (1).jpg" is "Valley%20View%20(1)…" there).
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
 * Works around withastro/astro#17706: when an island's page pulls a content collection into the client build,
 * Astro also copies each content image's original into _astro/, although pages use only the optimised versions.
 * This removes exactly those copies, while nothing refers to them. Delete it once the upstream bug is fixed.
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
