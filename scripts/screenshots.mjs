// Full-page screenshots of every route at the widths we look at (320 to 1440 px), to see the site as a visitor would.
// Usage: npm run build && npm run preview (in another terminal), then: node scripts/screenshots.mjs [baseURL] [outDir]
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { builtRoutes } from './static-server.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:4321';
const out = process.argv[3] ?? 'screenshots';
// Every page of the build, and an unknown path for the 404 page.
const routes = [...builtRoutes('dist'), '/missing-page'];

if (!(await fetch(base).catch(() => undefined))) {
  console.error(
    `screenshots: nothing answers at ${base}. Run npm run build and npm run preview first, or name the preview's address: npm run screenshots -- http://127.0.0.1:4322`,
  );
  process.exit(1);
}
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
mkdirSync(out, { recursive: true });
for (const width of [320, 375, 768, 1024, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 812 : 900 } });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    // Lazy images load now, and the capture waits until every image is decoded.
    await page.evaluate(async () => {
      for (const image of document.images) image.loading = 'eager';
      await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    });
    const name = route === '/' ? 'home' : route.slice(1);
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots in ${out}/`);
