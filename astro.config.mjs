// @ts-check
import { readFileSync } from 'node:fs';
import { satteri } from '@astrojs/markdown-satteri';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { parse } from 'yaml';
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
  build: { format: 'file' },
  markdown: {
    // `{price}` in MDX prose renders the offer's price, as it does in frontmatter.
    // Copy renders exactly as typed (no smart quotes), so it matches the names in site.yaml.
    processor: satteri({ mdastPlugins: [placeholdersPlugin], features: { smartPunctuation: false } }),
  },
  integrations: [react(), mdx()],
});
