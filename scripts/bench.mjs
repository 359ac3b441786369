// The benchmark (a benchmark, never a test): builds, serves dist/ on loopback with gzip like a static
// host, and runs Lighthouse on every route, N runs each, under two network profiles. Prints a table
// per profile and writes bench/results.md.
// Usage: npm run bench [-- --runs 3 --no-build]
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, systemChromium } from './chromium.mjs';
import { serveDist } from './static-server.mjs';

const LIGHTHOUSE_VERSION = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 3;
// The 404 page is left out: Lighthouse refuses to audit a page answered with status 404.
const ROUTES = ['/', '/founders-club', '/residences', '/investment', '/privacy', '/accessibility'];

/** Lighthouse's mobile default (simulated slow 4G, 4× CPU), and a harsher mountain link. */
const PROFILES = {
  'default (slow 4G, 4× CPU)': undefined,
  'mountain (300 ms RTT, 700 kbps, 4× CPU)': {
    extends: 'lighthouse:default',
    settings: {
      onlyCategories: ['performance'],
      throttlingMethod: 'simulate',
      throttling: {
        rttMs: 300,
        throughputKbps: 700,
        cpuSlowdownMultiplier: 4,
        requestLatencyMs: 300 * 3.75,
        downloadThroughputKbps: 700 * 0.9,
        uploadThroughputKbps: 700 * 0.9,
      },
    },
  },
};

if (!args.includes('--no-build')) {
  const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const chrome = await chromeLauncher.launch({
  chromePath: systemChromium(),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
const { server, url: base } = await serveDist(resolve('dist'));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const spread = (values) => Math.max(...values) - Math.min(...values);

const results = {};
for (const [profile, config] of Object.entries(PROFILES)) {
  results[profile] = {};
  for (const route of ROUTES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const { lhr } = await lighthouse(
        base + route,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        config,
      );
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const items = lhr.audits['resource-summary']?.details?.items ?? [];
      const bytes = Object.fromEntries(items.map((item) => [item.resourceType, item.transferSize]));
      runs.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        si: audit('speed-index'),
        requests: items.find((item) => item.resourceType === 'total')?.requestCount ?? NaN,
        bytes,
      });
      process.stdout.write('.');
    }
    results[profile][route] = runs;
  }
}
server.close();
chrome.kill();
process.stdout.write('\n');

const kb = (value) => (value / 1024).toFixed(1);
const ms = (values) => `${Math.round(median(values))} ±${Math.round(spread(values) / 2)}`;
const lines = [
  '# Benchmark results',
  '',
  `Lighthouse ${LIGHTHOUSE_VERSION} performance, ${RUNS} runs per route: medians, with ± half the spread (max − min) of the runs.`,
  `Built site served from dist/ on loopback with gzip, as a static host serves it. Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB; ${new Date().toISOString().slice(0, 10)}.`,
  'Bytes are transferred (compressed) KB by type, from the median run. Regenerate with `npm run bench`.',
  '',
];
for (const [profile, routes] of Object.entries(results)) {
  lines.push(
    `## ${profile}`,
    '',
    '| Route | Score | FCP ms | LCP ms | TBT ms | CLS | SI ms | Requests | HTML KB | CSS KB | JS KB | Images KB | Fonts KB | Total KB |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const [route, runs] of Object.entries(routes)) {
    const pick = (key) => runs.map((run) => run[key]);
    const bytes = (type) => kb(median(runs.map((run) => run.bytes[type] ?? 0)));
    lines.push(
      `| ${route} | ${median(pick('score'))} (${Math.min(...pick('score'))}–${Math.max(...pick('score'))}) | ${ms(pick('fcp'))} | ${ms(pick('lcp'))} | ${ms(pick('tbt'))} | ${median(pick('cls')).toFixed(3)} | ${ms(pick('si'))} | ${median(pick('requests'))} | ${bytes('document')} | ${bytes('stylesheet')} | ${bytes('script')} | ${bytes('image')} | ${bytes('font')} | ${bytes('total')} |`,
    );
  }
  lines.push('');
}
const markdown = lines.join('\n');
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.md', markdown);
console.log(markdown);
