import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { ROOT, removeScratch, scratchProject } from '../integration/scratch';
import { frontmatter, site, values } from './support';

/**
 * A copywriter's loop in `astro dev`: break a content file, look at the browser, fix it. On a scratch copy of the
 * site, so the repository's content is never touched. Every content error must show in the browser as Astro's
 * error overlay with the same message as the build (never the last good page with a 200), and fixing the file
 * must bring the page back without a restart.
 */
// One dev server on a scratch copy: run once, in the desktop project (playwright.config.ts), one test at a time.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const PORT = Number(process.env['PORT'] ?? 4321) + 50;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const ASTRO = join(ROOT, 'node_modules/astro/bin/astro.mjs');
let dir = '';
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  dir = scratchProject('dev-errors', join(ROOT, 'content'));
  server = spawn(
    process.execPath,
    [ASTRO, 'dev', '--host', '127.0.0.1', '--port', String(PORT), '--config', 'astro.scratch.mjs'],
    { cwd: dir, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' }, stdio: 'ignore' },
  );
  await expect
    .poll(
      () =>
        fetch(ORIGIN).then(
          (response) => response.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
  removeScratch('dev-errors');
});

/**
 * Changes text in a content file of the scratch site in one save, as a copywriter's would: every `[from, to]`
 * pair at once, so the dev server never sees a half-made edit (and reloads once).
 */
function edit(file: string, ...changes: [from: string, to: string][]) {
  const path = join(dir, 'content', file);
  let text = readFileSync(path, 'utf8');
  for (const [from, to] of changes) {
    if (!text.includes(from)) throw new Error(`content/${file} has no "${from}" to change`);
    text = text.replace(from, to);
  }
  writeFileSync(path, text);
}

/**
 * Opens `path` once. After a save the dev server tells the page already open to reload itself, and a navigation
 * that races that reload can wait for a `load` event that never comes (seen under load): each attempt has its own
 * time limit, so the retries below go on instead of hanging until the test's end.
 */
const open = (page: Page, path: string) => page.goto(`${ORIGIN}${path}`, { timeout: 20_000 });

/**
 * Reloads `path` until the overlay shows naming every one of `texts`, and checks no stale page is served. The texts
 * are read in the same attempt: the dev server's own reload after a save can land just after the overlay showed, and
 * the reloaded 500 page then has no overlay (the error went to the page being replaced), so the next attempt loads
 * the page again (seen once, in a fresh-clone CI run).
 */
async function expectOverlay(page: Page, path: string, texts: string[]) {
  const overlay = page.locator('vite-error-overlay');
  await expect(async () => {
    const response = await open(page, path);
    expect(response?.status()).toBe(500);
    await expect(overlay).toBeAttached({ timeout: 5_000 });
    for (const text of texts) await expect(overlay).toContainText(text, { timeout: 5_000 });
  }).toPass({ timeout: 150_000 });
  // Nothing of the site is on screen: no page heading (the overlay has its own).
  await expect(page.locator('main')).toHaveCount(0);
}

/** Reloads `path` until the page is back, showing `heading`. */
async function expectPage(page: Page, path: string, heading: string) {
  await expect(async () => {
    const response = await open(page, path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 5_000 });
  }).toPass({ timeout: 150_000 });
  await expect(page.locator('vite-error-overlay')).toHaveCount(0);
}

const home = frontmatter('home').hero.heading;
const investment = frontmatter('investment').hero.heading;

test('offer.yaml whose figures do not add up: every page shows the overlay with the file and the field', async ({
  page,
}) => {
  await expectPage(page, '/', home);
  edit('offer.yaml', ['monthlyPayment: 550', 'monthlyPayment: 500']);
  for (const path of ['/', '/investment']) {
    await expectOverlay(page, path, ['content/offer.yaml', 'price: The figures do not add up']);
    await expect(page.locator('body')).not.toContainText(values.price);
  }
  edit('offer.yaml', ['monthlyPayment: 500', 'monthlyPayment: 550']);
  await expectPage(page, '/', home);
  await expectPage(page, '/investment', investment);
});

test('offer.yaml that is not valid YAML: the overlay names the file and the line', async ({ page }) => {
  edit('offer.yaml', ['units: 100', 'units: [100']);
  await expectOverlay(page, '/', ['content/offer.yaml', 'is not valid YAML', 'line']);
  edit('offer.yaml', ['units: [100', 'units: 100']);
  await expectPage(page, '/', home);
});

test('{prise} in frontmatter: the overlay names the page file, the field and the closest name', async ({ page }) => {
  edit('pages/home.mdx', ['Luxury Hotel from {price}', 'Luxury Hotel from {prise}']);
  await expectOverlay(page, '/', ['content/pages/home.mdx', 'hero.heading', 'Did you mean {price}?']);
  edit('pages/home.mdx', ['Luxury Hotel from {prise}', 'Luxury Hotel from {price}']);
  await expectPage(page, '/', home);
});

test('{prise} in the body: the overlay names the MDX file and line, not a component', async ({ page }) => {
  const line = readFileSync(join(dir, 'content/pages/investment.mdx'), 'utf8')
    .split('\n')
    .findIndex((text) => text.includes('on {app}.'));
  edit('pages/investment.mdx', ['on {app}.', 'on {ap}.']);
  await expectOverlay(page, '/investment', [`content/pages/investment.mdx:${line + 1}:`, 'Did you mean {app}?']);
  await expect(page.locator('vite-error-overlay')).not.toContainText('src/components');
  edit('pages/investment.mdx', ['on {ap}.', 'on {app}.']);
  await expectPage(page, '/investment', investment);
});

test('a misspelt component: the overlay names the MDX file and line, and the components a page may use', async ({
  page,
}) => {
  edit('pages/home.mdx', ['<CardGrid>', '<CardGird>'], ['</CardGrid>', '</CardGird>']);
  await expectOverlay(page, '/', ['content/pages/home.mdx:', 'there is no component <CardGird>', '<CardGrid>']);
  edit('pages/home.mdx', ['<CardGird>', '<CardGrid>'], ['</CardGird>', '</CardGrid>']);
  await expectPage(page, '/', home);
});

test('a value a component does not take: the overlay names the MDX file and line, and the values it takes', async ({
  page,
}) => {
  const line = readFileSync(join(dir, 'content/pages/home.mdx'), 'utf8')
    .split('\n')
    .findIndex((text) => text.includes('tone="forest"'));
  edit('pages/home.mdx', ['tone="forest"', 'tone="forrest"']);
  await expectOverlay(page, '/', [`content/pages/home.mdx:${line + 1}:`, 'tone is one of', 'Did you mean "forest"?']);
  edit('pages/home.mdx', ['tone="forrest"', 'tone="forest"']);
  await expectPage(page, '/', home);
});

test('a page file site.yaml links to, removed: the overlay names the link in site.yaml, not a 404 behind the link', async ({
  page,
}) => {
  // The last page the top bar links to, other than home, which every other test opens.
  const { page: linked } = site.nav.findLast((link) => link.page !== 'home')!;
  const file = (name: string) => join(dir, 'content/pages', `${name}.mdx`);
  renameSync(file(linked), file(`${linked}-old`));
  await expectOverlay(page, '/', ['content/site.yaml', `There is no page "${linked}"`, `${linked}-old`]);
  renameSync(file(`${linked}-old`), file(linked));
  await expectPage(page, '/', home);
});

test('a link in a page body to a page that is not there: the overlay names the MDX file, the link and the closest page', async ({
  page,
}) => {
  const { page: linked } = site.nav.findLast((link) => link.page !== 'home')!;
  const typo = `/${linked.slice(0, -1)}`;
  edit('pages/investment.mdx', ['on {app}.', `on {app}. See [the page](${typo}).`]);
  await expectOverlay(page, '/investment', [
    'content/pages/investment.mdx:',
    `there is no page at ${typo}`,
    `Did you mean /${linked}?`,
  ]);
  edit('pages/investment.mdx', [`on {app}. See [the page](${typo}).`, 'on {app}.']);
  await expectPage(page, '/investment', investment);
});

test('a section renamed on one page: the link to it from another page shows the overlay there, not a 200', async ({
  page,
}) => {
  const { page: linked } = site.nav.find((link) => !['home', 'investment'].includes(link.page))!;
  const file = `pages/${linked}.mdx`;
  const id = /<Section\b[^>]*?\sid="([^"]+)"/.exec(readFileSync(join(dir, 'content', file), 'utf8'))![1]!;
  const withLink = `on {app}. See [the section](/${linked}#${id}).`;
  edit('pages/investment.mdx', ['on {app}.', withLink]);
  await expectPage(page, '/investment', investment);
  edit(file, [`id="${id}"`, `id="${id}-renamed"`]);
  await expectOverlay(page, '/investment', [
    'content/pages/investment.mdx:',
    `/${linked} has no section with id="${id}"`,
  ]);
  edit(file, [`id="${id}-renamed"`, `id="${id}"`]);
  edit('pages/investment.mdx', [withLink, 'on {app}.']);
  await expectPage(page, '/investment', investment);
});

test('a placeholder never closed: the overlay names the MDX line in words, not MDX’s syntax error', async ({
  page,
}) => {
  edit('pages/investment.mdx', ['on {app}.', 'on {app.']);
  await expectOverlay(page, '/investment', [
    'content/pages/investment.mdx:',
    'A { here starts a placeholder that is never closed',
  ]);
  await expect(page.locator('vite-error-overlay')).not.toContainText('Unexpected end of file');
  edit('pages/investment.mdx', ['on {app.', 'on {app}.']);
  await expectPage(page, '/investment', investment);
});
