// The benchmark (never a test): builds, runs Lighthouse CI on every route under both profiles of lighthouserc.js, then
// times what Lighthouse cannot: a hovered top-bar link's click to the next page's first paint, on the mountain link
// for real. Writes bench/results.md; exits non-zero when a budget is missed. Usage: npm run bench [-- --runs 3 --no-build]
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { PROFILES } from '../lighthouserc.js';
import { builtRoutes, serveDist } from './static-server.mjs';

const args = process.argv.slice(2);
const RUNS = Number(args[args.indexOf('--runs') + 1]) || 3;
/** Issue #50: the next page painted at most this long after the click, on the mountain link at 4× CPU. */
const NEXT_PAGE_MS = 150;
const { rttMs, throughputKbps, cpuSlowdownMultiplier } = PROFILES.mountain;
const npx = (command, env = {}) => spawnSync('npx', command, { stdio: 'inherit', env: { ...process.env, ...env } });
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const row = (cells) => `| ${cells.map((cell) => (typeof cell === 'number' ? Math.round(cell) : cell)).join(' | ')} |`;

if (!args.includes('--no-build') && npx(['astro', 'build']).status !== 0) process.exit(1);
let failed = false;
const tables = [];
for (const profile of Object.keys(PROFILES)) {
  if (npx(['lhci', 'collect', `--numberOfRuns=${RUNS}`], { BENCH_PROFILE: profile }).status !== 0) process.exit(1);
  failed = npx(['lhci', 'assert'], { BENCH_PROFILE: profile }).status !== 0 || failed;
  const lhrs = readdirSync('.lighthouseci').filter((file) => /^lhr-\d+\.json$/.test(file));
  const read = (file) => JSON.parse(readFileSync(`.lighthouseci/${file}`, 'utf8'));
  const byRoute = Map.groupBy(lhrs.map(read), (lhr) => new URL(lhr.requestedUrl).pathname);
  tables.push(`## ${profile}`, '', '| Route | FCP ms | LCP ms | LCP ms, worst | TBT ms | JS bytes | HTML bytes |');
  tables.push('|---|---|---|---|---|---|---|');
  for (const [route, runs] of byRoute) {
    const of = (id) => runs.map((lhr) => lhr.audits[id].numericValue);
    const summary = runs.map((lhr) => lhr.audits['resource-summary'].details.items);
    const bytes = (type) =>
      median(summary.map((items) => items.find((item) => item.resourceType === type).transferSize));
    const [fcp, lcp, tbt] = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'].map(of);
    const cells = [median(fcp), median(lcp), Math.max(...lcp), median(tbt), bytes('script'), bytes('document')];
    failed ||= profile === 'default' && Math.max(...lcp) > 1000; // Issue #50: no run above 1 s.
    tables.push(row([route, ...cells]));
  }
  tables.push('');
}

/**
 * On the mountain link, the CPU slowed `cpu` times: on `from`, hovers the top bar's link to `to` for a second, clicks
 * it, and returns the ms from the click to that page's first contentful paint, and the bytes prefetched meanwhile.
 */
async function nextPage(browser, origin, [from, to], cpu) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const bps = (throughputKbps * 1000) / 8;
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: rttMs,
    downloadThroughput: bps,
    uploadThroughput: bps,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  const prefetches = new Set();
  let prefetched = 0;
  cdp.on('Network.requestWillBeSent', ({ requestId, type }) => type === 'Prefetch' && prefetches.add(requestId));
  cdp.on('Network.loadingFinished', (e) => (prefetched += prefetches.has(e.requestId) ? e.encodedDataLength : 0));
  await page.goto(origin + from, { waitUntil: 'load' });
  // Runs in the page: its clock, then the next page's, share one origin (performance.timeOrigin).
  await page.evaluate(
    `addEventListener('click', (e) => sessionStorage.setItem('click', performance.timeOrigin + e.timeStamp))`,
  );
  const link = page.locator(`header nav a[href="${to}"]`);
  await link.hover();
  await page.waitForTimeout(1000); // The visitor's hover, as issue #45 times it; not a wait for the page.
  await link.click();
  await page.waitForURL(origin + to);
  const ms = await page.evaluate(`new Promise((resolve) => new PerformanceObserver((list) => {
    const fcp = list.getEntriesByName('first-contentful-paint')[0];
    if (fcp) resolve(performance.timeOrigin + fcp.startTime - sessionStorage.getItem('click'));
  }).observe({ type: 'paint', buffered: true }))`);
  await context.close();
  return { ms, prefetched };
}

// The routes the top bar links to, in its order (a page outside it, such as /privacy, has no link there to hover).
const nav = /<nav[^>]*aria-label="Main"[\s\S]*?<\/nav>/.exec(readFileSync('dist/index.html', 'utf8'))[0];
const ROUTES = builtRoutes('dist').filter((route) => nav.includes(`href="${route}"`));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
const { server, url } = await serveDist('dist');
tables.push(
  '## Next page, mountain link',
  '',
  `| Click | FCP ms, ${cpuSlowdownMultiplier}× CPU | FCP ms | Prefetched B |`,
);
tables.push('|---|---|---|---|');
for (const [n, from] of ROUTES.entries()) {
  const click = [from, ROUTES[(n + 1) % ROUTES.length]];
  const [slow, fast] = [[], []];
  for (let run = 0; run < RUNS; run += 1) {
    slow.push((await nextPage(browser, url, click, cpuSlowdownMultiplier)).ms);
    fast.push(await nextPage(browser, url, click, 1));
  }
  const [ms, prefetched] = [median(fast.map((run) => run.ms)), median(fast.map((run) => run.prefetched))];
  failed ||= median(slow) > NEXT_PAGE_MS;
  tables.push(row([click.join(' → '), median(slow), ms, prefetched]));
}
await browser.close();
server.close();

const lighthouse = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
const markdown = [
  '# Benchmark results',
  '',
  `Lighthouse ${lighthouse} (Lighthouse CI, lighthouserc.js), ${RUNS} runs a route: medians, bytes transferred. ${new Date().toISOString().slice(0, 10)}, on a busy shared machine: compare the figures of one run.`,
  `"Next page": Chromium at 1280 px on the mountain link applied for real (${rttMs} ms, ${throughputKbps} kbit/s); the top bar's link hovered for a second, then clicked: ms from the click to the new page's first contentful paint (budget ${NEXT_PAGE_MS} ms at ${cpuSlowdownMultiplier}× CPU, issue #50), and the bytes prefetched.`,
  '',
  ...tables,
].join('\n');
writeFileSync('bench/results.md', `${markdown}\n`);
console.log(`\n${markdown}`);
process.exit(failed ? 1 : 0);
