// @ts-check
import { readFileSync } from 'node:fs';
import { satteri } from '@astrojs/markdown-satteri';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig } from 'astro/config';
import { parse } from 'yaml';
import { hoistIslandStyles } from './src/integrations/hoistIslandStyles.ts';
import { interactionDirective } from './src/integrations/interaction/index.ts';
import { pruneUnreferencedAssets } from './src/integrations/pruneUnreferencedAssets.ts';
import { securityHeaders } from './src/integrations/securityHeaders.ts';
import { placeholdersPlugin } from './src/lib/placeholders.ts';

/** The public address, from content/site.yaml; a broken file is reported by the content loader, with its line. */
function siteUrl() {
  try {
    const url = parse(readFileSync(new URL('./content/site.yaml', import.meta.url), 'utf8'))?.siteUrl;
    return typeof url === 'string' ? url : undefined;
  } catch {
    return undefined;
  }
}

const site = siteUrl();

export default defineConfig({
  ...(site ? { site } : {}),
  // One URL form everywhere: /residences, served from residences.html by any static host.
  trailingSlash: 'never',
  build: {
    format: 'file',
    // Every page's CSS is small: inline it, so the first screen needs no second round trip.
    inlineStylesheets: 'always',
  },
  markdown: {
    // No code blocks on this site; Shiki's inline styles would also need CSP exceptions.
    syntaxHighlight: false,
    // `{price}` in MDX prose renders the offer's price, as it does in frontmatter.
    // Copy renders exactly as typed (no smart quotes), so it matches the names in site.yaml.
    processor: satteri({ mdastPlugins: [placeholdersPlugin], features: { smartPunctuation: false } }),
  },
  integrations: [
    interactionDirective(),
    react(),
    mdx(),
    sitemap({ filter: (page) => !/\/404(\.html)?$/.test(page) }),
    hoistIslandStyles(),
    pruneUnreferencedAssets(),
    securityHeaders(),
  ],
  security: {
    // Astro hashes every script and style it emits into a <meta> CSP; public/_headers repeats
    // the rest of the policy (and what a <meta> cannot carry, such as frame-ancestors).
    csp: {
      directives: [
        "default-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'none'",
      ],
    },
  },
});
