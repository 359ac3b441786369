// The benchmark (a benchmark, never a test): builds, serves dist/ on loopback with gzip like a static
// host, and runs Lighthouse on every route, N runs each, under two network profiles. It also times, in a
// real phone-sized Chromium on the same throttled link, how long after first paint every control answers
// (the Menu, and a carousel's row). Prints a table per profile and writes bench/results.md.
// Usage: npm run bench [-- --runs 3 --no-build]
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
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

/**
 * The same two links, applied for real (DevTools throttling) for the controls timing: Lighthouse's own
 * "applied" numbers for its simulated slow 4G (562.5 ms, 1474.6 kbps), and the mountain profile's.
 */
const LINKS = {
  'default (slow 4G, 4× CPU)': { latency: 150 * 3.75, kbps: 1638.4 * 0.9, cpu: 4 },
  'mountain (300 ms RTT, 700 kbps, 4× CPU)': { latency: 300 * 3.75, kbps: 700 * 0.9, cpu: 4 },
};

/**
 * Milliseconds from first paint until a control answers a visitor who uses it at once: on a fresh, throttled
 * 375px page, tap the Menu as soon as it can be tapped and wait for its list to show; on a carousel route, load
 * again and move the first carousel on (its Next button if one is shown, else a sideways swipe of the row) and
 * wait for slide 2. The slowest of these is "every control works". Measured, never asserted.
 */
async function controlsWork(browser, url, link) {
  /* global document -- the functions given to waitForFunction run in the page */
  const loads = [
    async (page) => {
      await page.getByRole('button', { name: 'Menu', exact: true }).tap();
      return page.waitForFunction(
        () => {
          const list = document.querySelector('header nav ul');
          return list && list.checkVisibility() && list.getBoundingClientRect().height > 0 ? performance.now() : 0;
        },
        undefined,
        { polling: 'raf', timeout: 120_000 },
      );
    },
  ];
  const probe = await browser.newPage();
  await probe.goto(url);
  const hasCarousel = (await probe.locator('[aria-roledescription="carousel"]').count()) > 0;
  await probe.close();
  if (hasCarousel) {
    loads.push(async (page) => {
      const root = page.locator('[aria-roledescription="carousel"]').first();
      await root.scrollIntoViewIfNeeded();
      const arrived = () =>
        page.waitForFunction(
          () => {
            const root = document.querySelector('[aria-roledescription="carousel"]');
            const view = root.querySelector('.swiper').getBoundingClientRect();
            const second = root.querySelectorAll('[aria-roledescription="slide"]')[1].getBoundingClientRect();
            return Math.abs(second.left - view.left) < 2 ? performance.now() : 0;
          },
          undefined,
          { polling: 'raf', timeout: 3000 },
        );
      // A swipe landing just as Swiper takes the row over can be lost: the visitor swipes again, and the time counts.
      for (let attempt = 0; ; attempt += 1) {
        const next = root.getByRole('button', { name: 'Next slide' });
        if (await next.isVisible()) await next.click();
        else {
          const row = await root.locator('.swiper-wrapper').boundingBox();
          await page.mouse.move(row.x + row.width / 2, row.y + row.height / 2);
          await page.mouse.wheel(row.width, 0);
        }
        try {
          return await arrived();
        } catch (error) {
          if (attempt === 20) throw error;
        }
      }
    });
  }
  let slowest = 0;
  for (const use of loads) {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: link.latency,
      downloadThroughput: (link.kbps * 1024) / 8,
      uploadThroughput: (link.kbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: link.cpu });
    await page.goto(url, { waitUntil: 'commit' });
    const answeredAt = await (await use(page)).jsonValue();
    const paintedAt = await page.evaluate(
      () =>
        performance.getEntriesByName('first-paint')[0]?.startTime ??
        performance.getEntriesByType('paint')[0]?.startTime,
    );
    slowest = Math.max(slowest, answeredAt - paintedAt);
    await context.close();
  }
  return slowest;
}

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
chrome.kill();

const browser = await chromium.launch({ executablePath: systemChromium(), args: CHROMIUM_ARGS });
for (const [profile, link] of Object.entries(LINKS)) {
  for (const route of ROUTES) {
    for (const run of results[profile][route]) {
      run.controls = await controlsWork(browser, base + route, link);
      process.stdout.write('.');
    }
  }
}
await browser.close();
server.close();
process.stdout.write('\n');

const kb = (value) => (value / 1024).toFixed(1);
const ms = (values) => `${Math.round(median(values))} ±${Math.round(spread(values) / 2)}`;
const lines = [
  '# Benchmark results',
  '',
  `Lighthouse ${LIGHTHOUSE_VERSION} performance, ${RUNS} runs per route: medians, with ± half the spread (max − min) of the runs.`,
  `Built site served from dist/ on loopback with gzip, as a static host serves it. Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB; ${new Date().toISOString().slice(0, 10)}.`,
  'Bytes are transferred (compressed) KB by type, from the median run. Regenerate with `npm run bench`.',
  '"Controls work" is measured apart from Lighthouse, in Chromium at 375px on the same link applied for real: ms from first paint until every control answers when used at once (the Menu opens; a carousel moves on). Never asserted.',
  '',
];
for (const [profile, routes] of Object.entries(results)) {
  lines.push(
    `## ${profile}`,
    '',
    '| Route | Score | FCP ms | LCP ms | TBT ms | CLS | SI ms | Controls work ms | Requests | HTML KB | CSS KB | JS KB | Images KB | Fonts KB | Total KB |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const [route, runs] of Object.entries(routes)) {
    const pick = (key) => runs.map((run) => run[key]);
    const bytes = (type) => kb(median(runs.map((run) => run.bytes[type] ?? 0)));
    lines.push(
      `| ${route} | ${median(pick('score'))} (${Math.min(...pick('score'))}–${Math.max(...pick('score'))}) | ${ms(pick('fcp'))} | ${ms(pick('lcp'))} | ${ms(pick('tbt'))} | ${median(pick('cls')).toFixed(3)} | ${ms(pick('si'))} | ${ms(pick('controls'))} | ${median(pick('requests'))} | ${bytes('document')} | ${bytes('stylesheet')} | ${bytes('script')} | ${bytes('image')} | ${bytes('font')} | ${bytes('total')} |`,
    );
  }
  lines.push('');
}
const markdown = lines.join('\n');
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.md', markdown);
console.log(markdown);
