import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices } from '@playwright/test';

// The tests' own port, never the dev server's (4321): PORT lets two checkouts run side by side.
const PORT = Number(process.env['PORT'] ?? 4399);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// The Chromium CHROMIUM_PATH names, else Debian's (.ci/run installs it), else Playwright's own. `npm test` runs this
// file first, so one that is not there stops it with the fix before any test or server. Playwright adds --no-sandbox.
const CHROMIUM_PATH = process.env['CHROMIUM_PATH'];
const executablePath = CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
if (!existsSync(executablePath ?? chromium.executablePath())) {
  console.error(
    CHROMIUM_PATH
      ? `CHROMIUM_PATH is ${CHROMIUM_PATH}, where there is no browser: point it at a Chrome or Chromium, or unset it.`
      : 'There is no Chromium to test in: run `npx playwright install chromium`, or set CHROMIUM_PATH to a Chrome or Chromium.',
  );
  process.exit(1);
}
const launchOptions = executablePath ? { executablePath } : {};

export default defineConfig({
  testDir: 'tests/e2e',
  forbidOnly: Boolean(process.env['CI']),
  fullyParallel: true,
  workers: 2,
  // Budgets for a busy 2-core machine (the suite must pass beside other builds), never measurements: no test
  // checks how long anything takes. An axe scan of the home page alone took 12 s at a load average of 40.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  outputDir: 'test-results/playwright',
  // html: the report CI keeps when a run fails (.github/workflows/ci.yml).
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    launchOptions,
    trace: 'retain-on-failure',
  },
  projects: [
    // A test runs in desktop only, unless its title says otherwise: @small-screen in mobile only (the Menu), and
    // @every-screen in both (what the phone's layout or touch changes). Most checks do not depend on the viewport.
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
      grepInvert: /@small-screen/,
    },
    {
      name: 'mobile',
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions },
      grep: /@small-screen|@every-screen/,
    },
  ],
  webServer: {
    // `npm test` builds first; this serves that build as the deploy does (npm run preview). Never an
    // already-running server: one on this port is an error, so a dev server can't stand in for the build.
    command: `node scripts/preview.mjs --port ${PORT}`,
    url: BASE_URL,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
