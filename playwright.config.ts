import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, systemChromium } from './scripts/chromium.mjs';

// PORT lets two checkouts run their browser tests side by side.
const PORT = Number(process.env['PORT'] ?? 4321);
const BASE_URL = `http://127.0.0.1:${PORT}`;

/** A system Chromium when the machine has one (CHROMIUM_PATH first), else Playwright's own browser. */
const executablePath = systemChromium();
const launchOptions = executablePath ? { executablePath, args: CHROMIUM_ARGS } : {};

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: Boolean(process.env['CI']),
  fullyParallel: true,
  workers: 2,
  outputDir: 'test-results/playwright',
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: BASE_URL,
    launchOptions,
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions },
      // Checks of the built files and of nginx don't depend on the viewport: they run once, in desktop.
      testIgnore: ['**/nginx.spec.ts', '**/dist.spec.ts'],
    },
  ],
  webServer: {
    // `npm test` builds first; this serves that build the way a static host would.
    command: `npx astro preview --host 127.0.0.1 --port ${PORT}`,
    url: BASE_URL,
    reuseExistingServer: !process.env['CI'],
    timeout: 60_000,
  },
});
