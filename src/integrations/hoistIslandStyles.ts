import { readFileSync, writeFileSync } from 'node:fs';
import type { AstroIntegration } from 'astro';
import { htmlPages } from './dist';

const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

/**
 * Moves the one-line `<style>` Astro writes before the first island into <head>: HTML allows
 * <style> only there, and html-validate (rightly) reports it in <body>. Its CSP hash is unchanged.
 */
export function hoistIslandStyle(html: string): string {
  const match = ISLAND_STYLE.exec(html);
  if (!match) return html;
  const without = html.replace(match[0], '');
  return without.replace('</head>', `${match[0]}</head>`);
}

/** Applies `hoistIslandStyle` to every built page. */
export function hoistIslandStyles(): AstroIntegration {
  return {
    name: 'hoist-island-styles',
    hooks: {
      'astro:build:done': ({ dir }) => {
        for (const path of htmlPages(dir)) {
          const html = readFileSync(path, 'utf8');
          const hoisted = hoistIslandStyle(html);
          if (hoisted !== html) writeFileSync(path, hoisted);
        }
      },
    },
  };
}
