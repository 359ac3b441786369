// @ts-check
import { readFileSync } from 'node:fs';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import { defineConfig } from 'astro/config';
import { parse } from 'yaml';

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
  integrations: [react(), mdx()],
});
