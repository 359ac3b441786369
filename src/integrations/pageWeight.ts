import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { AstroIntegration } from 'astro';
import { HOME_PAGE } from '../lib/routes';

/**
 * What a slow link brings in its first round trip (TCP's first ten packets, about 14 KB): a page's HTML, its CSS
 * inlined, gzipped. A page within it arrives whole at once; past it, the rest comes a round trip later, which on a
 * mountain link is seconds. Its first screen must come in the first round trip either way (budgets.spec.ts).
 */
export const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Each built page of `dist` past FIRST_ROUND_TRIP_BYTES: the content file it comes from, and what to do. */
export function overweightPages(dist: string): { file: string; message: string }[] {
  return readdirSync(dist)
    .filter((name) => name.endsWith('.html'))
    .sort()
    .flatMap((name) => {
      const bytes = gzipSync(readFileSync(join(dist, name)), { level: 9 }).length;
      if (bytes <= FIRST_ROUND_TRIP_BYTES) return [];
      const file = `content/pages/${name === 'index.html' ? HOME_PAGE : name.slice(0, -'.html'.length)}.mdx`;
      const message = `${file} makes a page of ${kb(bytes)} (compressed), ${kb(bytes - FIRST_ROUND_TRIP_BYTES)} over the ${FIRST_ROUND_TRIP_BYTES / 1024} KB a slow connection brings in its first round trip: its first screen would wait for a second one. Shorten its copy, or move a section to a page of its own.`;
      return [{ file, message }];
    });
}

/** Stops `astro build` at a page too long for the first round trip (run it after securityHeaders, which trims them). */
export function pageWeight(): AstroIntegration {
  return {
    name: 'page-weight',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const over = overweightPages(fileURLToPath(dir));
        if (over.length === 0) return;
        // Astro shows `loc` as the error's location: the content file to shorten (from the root, where astro runs).
        const loc = { file: resolve(over[0]!.file), line: 1, column: 1 };
        throw Object.assign(new Error(over.map(({ message }) => message).join('\n')), { loc, stack: '' });
      },
    },
  };
}
