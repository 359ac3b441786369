// @ts-check
import { fileURLToPath } from 'node:url';
import { satteri } from '@astrojs/markdown-satteri';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { defineConfig, fontProviders, sharpImageService } from 'astro/config';
import { contentSource } from './src/content/source.ts';
import { interactionDirective } from './src/integrations/interaction/index.ts';
import { launchGate } from './src/integrations/launchGate.ts';
import { mdxDevReload, mdxPlugins } from './src/integrations/mdx/index.ts';
import { pruneUnreferencedAssets } from './src/integrations/pruneUnreferencedAssets.ts';
import { securityHeaders } from './src/integrations/securityHeaders.ts';

// What the compile reads of content/ (pages, figures, the site's address), read once and handed to what needs it.
const content = contentSource(new URL('./', import.meta.url));
// A broken site.yaml, or an address that is none (`www.example.com`), is left to its collection's schema, which names
// the file, the field and the fix: Astro's own config check says "Invalid URL".
const site = content.siteUrl();

export default defineConfig({
  ...(site ? { site } : {}),
  // One URL form everywhere: /residences, served from residences.html by any static host.
  trailingSlash: 'never',
  // Scope component styles with a class rather than a data-astro-cid-* attribute (the same specificity): shorter
  // HTML and CSS, so home's first response fits in one TCP round trip (the first 14.6 KB, with its headers).
  scopedStyleStrategy: 'class',
  build: {
    format: 'file',
    // Every page's CSS is small: inline it, so the first screen needs no second round trip.
    inlineStylesheets: 'always',
  },
  // AVIF at effort 1 of 0-9 (sharp's default is 4): measured here, an eighth of the encoding time for 15% more bytes.
  image: { service: sharpImageService({ avif: { effort: 1 } }) },
  markdown: {
    // No code blocks on this site; Shiki's inline styles would also need CSP exceptions.
    syntaxHighlight: false,
    // `{price}` in MDX prose and component attributes is filled from offer.yaml when the page compiles.
    // Curly quotes in prose, as typeset() gives frontmatter, attributes and site.yaml (src/lib/placeholders.ts).
    processor: satteri({
      mdastPlugins: mdxPlugins(content),
      features: { smartPunctuation: true },
    }),
  },
  // The display face, self-hosted from @fontsource: the cut of it that headings set (made once, by the command in
  // README.md), and the whole Latin file behind it, fetched only by a page whose display text has another character,
  // such as an "é". Not preloaded, and `optional`: the first screen never waits for it. A first visit on a slow link
  // keeps the metric-matched fallback for that page (no shift), and later pages have the face from the cache.
  fonts: [
    {
      provider: fontProviders.local(),
      name: 'Cormorant Garamond',
      cssVariable: '--font-display',
      // Our own fallback (src/styles/tokens.css), sized as Astro sizes its own: Times New Roman regular, or a Linux twin
      // of it (Liberation Serif, Tinos). Astro's names Times New Roman only, which Linux and ChromeOS lack: headings
      // there fell to a bold serif 12% wider than the face, and names wrapped. Refigure its four figures for a new face.
      fallbacks: ['Display fallback', 'serif'],
      optimizedFallbacks: false,
      options: {
        variants: [
          {
            weight: 600,
            style: 'normal',
            display: 'optional',
            src: ['./src/assets/fonts/cormorant-garamond-600-headings.woff2'],
            unicodeRange: ['U+20-7E', 'U+A0', 'U+A3', 'U+2013-2014', 'U+2018-2019', 'U+201C-201D', 'U+2026'],
          },
          {
            weight: 600,
            style: 'normal',
            display: 'optional',
            src: ['@fontsource/cormorant-garamond/files/cormorant-garamond-latin-600-normal.woff2'],
            unicodeRange: [
              'U+0-1F',
              'U+7F-9F',
              'U+A1-A2',
              'U+A4-FF',
              'U+131',
              'U+152-153',
              'U+2BB-2BC',
              'U+2C6',
              'U+2DA',
              'U+2DC',
              'U+304',
              'U+308',
              'U+329',
              'U+2000-2012',
              'U+2015-2017',
              'U+201A-201B',
              'U+201E-2025',
              'U+2027-206F',
              'U+20AC',
              'U+2122',
              'U+2191',
              'U+2193',
              'U+2212',
              'U+2215',
              'U+FEFF',
              'U+FFFD',
            ],
          },
        ],
      },
    },
  ],
  vite: {
    server: {
      watch: {
        // `astro dev` sees a save once the file has stopped changing. An editor that empties a file and then writes
        // it sends two change events, and the second can be lost: a content loader that read the empty file kept
        // its error ("must hold named fields") until the next save, a stale page after the fix.
        awaitWriteFinish: { stabilityThreshold: 100, pollInterval: 25 },
        // `npm test`'s copies of the site (tests/integration/scratch.ts): their config files, added, would restart a
        // `npm run dev` left open, again and again. This project's own .tmp/ only: a copy's dev server, run from
        // inside .tmp/ (tests/e2e/dev-errors.spec.ts), must see its own files.
        ignored: (path) => path.startsWith(fileURLToPath(new URL('.tmp/', import.meta.url))),
      },
    },
    build: {
      // Vite's own browser targets (Baseline widely available). Astro inlines the CSS of its server build, whose
      // target is Node, so without this CSS nesting shipped as written and Safari before 16.5 dropped those rules.
      cssTarget: ['chrome111', 'edge111', 'firefox114', 'safari16.4', 'ios16.4'],
      rolldownOptions: {
        onwarn(warning, warn) {
          // Every compiled MDX page carries Astro's "use astro:head-inject" directive, and Rolldown warns that it
          // may not be preserved, naming the copywriters' files although nothing is wrong with them. Astro relies
          // on it only at render time. Drop once withastro/astro#18087 is fixed.
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('use astro:head-inject')) return;
          warn(warning);
        },
      },
    },
  },
  integrations: [
    interactionDirective(),
    react(),
    mdx(),
    mdxDevReload(),
    sitemap({ filter: (page) => !/\/404(\.html)?$/.test(page) }),
    pruneUnreferencedAssets(),
    securityHeaders(),
    launchGate(content),
    {
      // Lightning CSS, which minifies the CSS, does not know ::scroll-button() yet: it keeps the carousels' rules
      // whole, but warns at each of them, a dozen code frames in every build. Only that warning is dropped. Remove
      // this once parcel-bundler/lightningcss#1177 is fixed in the version Vite uses (its pull request is #1321).
      name: 'known-css-warning',
      hooks: {
        'astro:build:setup': ({ vite }) => {
          const logger = vite.customLogger;
          if (!logger) return;
          const warn = logger.warn.bind(logger);
          logger.warn = (message, options) => {
            if (!message.includes("'scroll-button' is not recognized as a valid pseudo-element"))
              warn(message, options);
          };
        },
      },
    },
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
