// The benchmark (a benchmark, never a test): builds, serves dist/ on loopback with gzip like a static host, and
// runs Lighthouse on every route, N runs each, under two network profiles. It also times, in a phone-sized Chromium
// on the same link applied for real, how long after first paint every control answers (the Menu, a carousel's row).
// Prints a table per profile and writes bench/results.md. Usage: npm run bench [-- --runs 3 --no-build]
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { builtRoutes, serveDist } from './static-server.mjs';

const LIGHTHOUSE_VERSION = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 3;
const PHONE = { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

/** Lighthouse's mobile default (simulated slow 4G), and a harsher link with the factors of Lighthouse's presets. */
const PROFILES = {
  'default (slow 4G, 4× CPU)': throttling.mobileSlow4G,
  'mountain (300 ms RTT, 700 kbps, 4× CPU)': {
    rttMs: 300,
    throughputKbps: 700,
    cpuSlowdownMultiplier: 4,
    requestLatencyMs: 300 * 3.75,
    downloadThroughputKbps: 700 * 0.9,
    uploadThroughputKbps: 700 * 0.9,
  },
};

/* global document -- these run in the page, and answer with the time of the frame where the control answered */
function menuOpen() {
  const list = document.querySelector('header nav ul');
  return list?.checkVisibility() && list.getBoundingClientRect().height > 0 ? performance.now() : 0;
}
function secondSlideShown() {
  const root = document.querySelector('[aria-roledescription="carousel"]');
  const view = root.querySelector('.swiper').getBoundingClientRect();
  const second = root.querySelectorAll('[aria-roledescription="slide"]')[1].getBoundingClientRect();
  return Math.abs(second.left - view.left) < 2 ? performance.now() : 0;
}

async function openMenu(page) {
  await page.getByRole('button', { name: 'Menu', exact: true }).tap();
  return page.waitForFunction(menuOpen, undefined, { polling: 'raf', timeout: 120_000 });
}

/** Moves the first carousel on: a press where its Next stands (before hydration, the row's own Next). */
async function moveCarousel(page) {
  const root = page.locator('[aria-roledescription="carousel"]').first();
  await root.scrollIntoViewIfNeeded();
  const next = await root.getByRole('button', { name: 'Next slide', includeHidden: true }).boundingBox();
  await page.mouse.click(next.x + next.width / 2, next.y + next.height / 2);
  return page.waitForFunction(secondSlideShown, undefined, { polling: 'raf', timeout: 120_000 });
}

/**
 * Milliseconds from first paint until every control answers a visitor who uses it at once, each on a fresh,
 * throttled 375px page: the slowest of the Menu and (on a carousel route) the first carousel. Never asserted.
 */
async function controlsWork(browser, origin, route, link) {
  const html = readFileSync(`dist/${route === '/' ? 'index' : route.slice(1)}.html`, 'utf8');
  const hasCarousel = html.includes('aria-roledescription="carousel"');
  let slowest = 0;
  for (const use of hasCarousel ? [openMenu, moveCarousel] : [openMenu]) {
    const page = await browser.newPage(PHONE); // Its own context, closed with it.
    const cdp = await page.context().newCDPSession(page);
    const bps = (link.downloadThroughputKbps * 1024) / 8;
    const network = { offline: false, latency: link.requestLatencyMs, downloadThroughput: bps, uploadThroughput: bps };
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: link.cpuSlowdownMultiplier });
    await page.goto(origin + route, { waitUntil: 'commit' });
    const answeredAt = await (await use(page)).jsonValue();
    // The first paint entry: first-paint, or first-contentful-paint where Chromium reports only that.
    const paintedAt = await page.evaluate(() => performance.getEntriesByType('paint')[0]?.startTime);
    slowest = Math.max(slowest, answeredAt - paintedAt);
    await page.close();
  }
  return slowest;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const ms = (values) => `${Math.round(median(values))} ±${Math.round((Math.max(...values) - Math.min(...values)) / 2)}`;

/** A route's row of the table: the medians of its runs. */
function row(route, runs) {
  const pick = (key) => runs.map((run) => run[key]);
  const kb = (type) => (median(runs.map((run) => run.bytes[type] ?? 0)) / 1024).toFixed(1);
  return `| ${route} | ${median(pick('score'))} (${Math.min(...pick('score'))}–${Math.max(...pick('score'))}) | ${ms(pick('fcp'))} | ${ms(pick('lcp'))} | ${ms(pick('tbt'))} | ${median(pick('cls')).toFixed(3)} | ${ms(pick('si'))} | ${ms(pick('controls'))} | ${median(pick('requests'))} | ${kb('document')} | ${kb('stylesheet')} | ${kb('script')} | ${kb('image')} | ${kb('font')} | ${kb('total')} |`;
}

if (!args.includes('--no-build')) {
  const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// Not the 404 page: Lighthouse refuses to audit a page answered with status 404.
const ROUTES = builtRoutes('dist');
const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const chrome = await chromeLauncher.launch({
  chromePath: executablePath,
  chromeFlags: ['--headless=new', '--no-sandbox'],
});
const browser = await chromium.launch({ executablePath });
const { server, url: base } = await serveDist('dist');
const tables = [];
for (const [profile, link] of Object.entries(PROFILES)) {
  tables.push(
    `## ${profile}`,
    '',
    '| Route | Score | FCP ms | LCP ms | TBT ms | CLS | SI ms | Controls work ms | Requests | HTML KB | CSS KB | JS KB | Images KB | Fonts KB | Total KB |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const route of ROUTES) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] };
      const { lhr } = await lighthouse(base + route, { ...flags, throttling: link });
      const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const items = lhr.audits['resource-summary']?.details?.items ?? [];
      runs.push({
        score: Math.round((lhr.categories.performance.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
        si: audit('speed-index'),
        controls: await controlsWork(browser, base, route, link),
        requests: items.find((item) => item.resourceType === 'total')?.requestCount ?? NaN,
        bytes: Object.fromEntries(items.map((item) => [item.resourceType, item.transferSize])),
      });
      process.stdout.write('.');
    }
    tables.push(row(route, runs));
  }
  tables.push('');
}
chrome.kill();
await browser.close();
server.close();

const markdown = [
  '# Benchmark results',
  '',
  `Lighthouse ${LIGHTHOUSE_VERSION} performance, ${RUNS} runs per route: medians, with ± half the spread (max − min) of the runs.`,
  `Built site served from dist/ on loopback with gzip, as a static host serves it. Machine: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, ${Math.round(totalmem() / 2 ** 30)} GiB; ${new Date().toISOString().slice(0, 10)}.`,
  'Bytes are transferred (compressed) KB by type, from the median run. Regenerate with `npm run bench`.',
  '"Controls work" is measured apart from Lighthouse, in Chromium at 375px on the same link applied for real: ms from first paint until every control answers when used at once (the Menu opens; a carousel moves on). Never asserted.',
  '',
  ...tables,
].join('\n');
mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.md', markdown);
console.log(`\n${markdown}`);
