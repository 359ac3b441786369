// Lighthouse CI for `npm run bench`, which runs it once per profile (BENCH_PROFILE names it, `default` if unset): every
// route of the build in dist/, served as deployed by `npm run preview`, in Debian's Chromium, with the budgets. An ES
// module, which LHCI `require`s (Node 22 and later can).
import { readdirSync } from 'node:fs';
import process from 'node:process';

const PORT = Number(process.env.PORT ?? 4322);

/** Lighthouse's mobile default (simulated slow 4G, 4× CPU), and a mountain link with the factors of its presets. */
export const PROFILES = {
  default: {},
  mountain: {
    rttMs: 300,
    throughputKbps: 700,
    cpuSlowdownMultiplier: 4,
    requestLatencyMs: 300 * 3.75,
    downloadThroughputKbps: 700 * 0.9,
    uploadThroughputKbps: 700 * 0.9,
  },
};
const profile = process.env.BENCH_PROFILE ?? 'default';

/** Every page but 404.html (Lighthouse refuses a page answered with 404), home first. */
const routes = readdirSync('dist')
  .filter((file) => file.endsWith('.html') && file !== '404.html')
  .map((file) => (file === 'index.html' ? '/' : `/${file.slice(0, -'.html'.length)}`))
  .sort((a, b) => Number(b === '/') - Number(a === '/'));

export const ci = {
  collect: {
    startServerCommand: `node scripts/preview.mjs --port ${PORT}`,
    startServerReadyPattern: 'serving',
    url: routes.map((route) => `http://127.0.0.1:${PORT}${route}`),
    numberOfRuns: 3,
    chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    settings: {
      onlyCategories: ['performance'],
      ...(profile === 'default' ? {} : { throttling: PROFILES[profile] }),
      // Run as root, and nothing fetched from outside: this machine's network is closed.
      chromeFlags:
        '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run --disable-quic',
    },
  },
  assert: {
    assertions: {
      // No JavaScript before interaction: every island waits for the visitor (client:interaction).
      'resource-summary:script:size': ['error', { maxNumericValue: 0 }],
      // Issue #50, on the mobile default: the first screen in 0.85 s (the median of the runs; bench.mjs fails any run
      // above 1 s), no blocking time to speak of, nothing shifting. HTML+CSS ≤ 14 KB gzip is budgets.spec.ts's.
      ...(profile === 'default' && {
        'largest-contentful-paint': ['error', { maxNumericValue: 850, aggregationMethod: 'median' }],
        'total-blocking-time': ['error', { maxNumericValue: 50, aggregationMethod: 'median' }],
        'cumulative-layout-shift': ['error', { maxNumericValue: 0, aggregationMethod: 'pessimistic' }],
      }),
    },
  },
};
