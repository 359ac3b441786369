// Full-page screenshots of every route at 375px and 1440px, to look at the site as a visitor would.
// Usage: npm run build && npm run preview (in another terminal), then: node scripts/screenshots.mjs [baseURL] [outDir]
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './chromium.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:4321';
const out = process.argv[3] ?? 'screenshots';
const routes = ['/', '/founders-club', '/residences', '/investment', '/privacy', '/accessibility', '/missing-page'];

const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
mkdirSync(out, { recursive: true });
for (const width of [375, 1440]) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 812 : 900 } });
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'networkidle' });
    // Bring lazy images in before the full-page capture.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForTimeout(300);
    const name = route === '/' ? 'home' : route.slice(1);
    await page.screenshot({ path: `${out}/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
console.log(`screenshots in ${out}/`);
