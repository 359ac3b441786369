import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { ROOT, removeScratch, scratchProject } from '../integration/scratch';
import { HOME_PAGE, pagePath } from '../../src/lib/routes';
import { frontmatter, OTHER_ROUTE, site } from './support';

// A copywriter's loop under `npm run dev`, on a scratch copy of the site: break a content file, look at the browser,
// fix it. The error shows as Astro's overlay naming the file and the line (never the last good page), and the fix
// brings the page back without a restart.

/** One tab for the whole run, as a copywriter keeps one open beside the editor. */
const test = base.extend<object, { tab: Page }>({
  tab: [async ({ browser }, use) => use(await browser.newPage()), { scope: 'worker' }],
  page: async ({ tab }, use) => use(tab),
});
// One dev server: run once, in the desktop project, one test at a time. The dev server's output is what tells a
// failure here: it is attached to a failed test.
test.describe.configure({ mode: 'serial', timeout: 120_000 });
test.use({ trace: 'off' });

const PORT = Number(process.env['PORT'] ?? 4321) + 50;
const ORIGIN = `http://127.0.0.1:${PORT}`;
let dir = '';
let server: ChildProcess | undefined;
let output = '';

test.beforeAll(async () => {
  dir = scratchProject('dev-errors', join(ROOT, 'content'));
  server = spawn(
    process.execPath,
    [
      join(ROOT, 'node_modules/astro/bin/astro.mjs'),
      'dev',
      '--host',
      '127.0.0.1',
      '--port',
      String(PORT),
      '--config',
      'astro.scratch.mjs',
    ],
    { cwd: dir, env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  for (const stream of [server.stdout, server.stderr]) {
    stream?.on('data', (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-30_000)));
  }
  await expect
    .poll(
      () =>
        fetch(ORIGIN).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
});

test.afterEach(async () => {
  const info = test.info();
  if (info.status !== info.expectedStatus)
    await info.attach('astro dev output', { body: output, contentType: 'text/plain' });
});

test.afterAll(() => {
  server?.kill();
  removeScratch('dev-errors');
});

const read = (file: string) => readFileSync(join(dir, 'content', file), 'utf8');

/** Changes `from` to `to` in a content file of the scratch site, in one save as an editor makes it. */
function edit(file: string, from: string, to: string) {
  const text = read(file);
  if (!text.includes(from)) throw new Error(`content/${file} has no "${from}" to change`);
  writeFileSync(join(dir, 'content', file), text.replace(from, to));
}

/** The 1-based line of `text` in a content file, as the overlay names it. */
const lineOf = (file: string, text: string) =>
  read(file)
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;

// A save makes the dev server reload the open page, and a navigation racing that reload can be aborted: each attempt
// opens the page afresh, with its own time limit.
const open = (page: Page, path: string) => page.goto(`${ORIGIN}${path}`, { timeout: 20_000 });

/** Reloads `path` until the overlay shows every one of `texts`, with a 500 and nothing of the site behind it. */
async function expectOverlay(page: Page, path: string, texts: string[]) {
  const overlay = page.locator('vite-error-overlay');
  await expect(async () => {
    expect((await open(page, path))?.status()).toBe(500);
    for (const text of texts) await expect(overlay).toContainText(text, { timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await expect(page.locator('main')).toHaveCount(0);
}

/** Reloads `path` until the page is back, showing `heading`, and no overlay. */
async function expectPage(page: Page, path: string, heading: string) {
  await expect(async () => {
    expect((await open(page, path))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 5_000 });
  }).toPass({ timeout: 90_000 });
  await expect(page.locator('vite-error-overlay')).toHaveCount(0);
}

const HOME = {
  path: pagePath(HOME_PAGE),
  file: `pages/${HOME_PAGE}.mdx`,
  heading: frontmatter(HOME_PAGE).hero.heading,
};
const OTHER = {
  path: OTHER_ROUTE.path,
  file: `pages/${OTHER_ROUTE.id}.mdx`,
  heading: frontmatter(OTHER_ROUTE.id).hero.heading,
};

/** A paragraph added at the end of a page's first section: the text to edit from and to, both ways. */
const paragraph = (text: string): [string, string] => ['\n</Section>', `\n${text}\n\n</Section>`];

test('offer.yaml whose figures do not add up: every page shows it at its line, and the fix brings them back', async ({
  page,
}) => {
  const [line, value] = /^monthlyPayment: *(\d+)$/m.exec(read('offer.yaml'))!;
  edit('offer.yaml', line, `monthlyPayment: ${Number(value) + 1}`);
  for (const path of [HOME.path, OTHER.path]) {
    await expectOverlay(page, path, [
      `content/offer.yaml:${lineOf('offer.yaml', 'price:')}`,
      'price: The figures do not add up',
    ]);
  }
  edit('offer.yaml', `monthlyPayment: ${Number(value) + 1}`, line);
  await expectPage(page, HOME.path, HOME.heading);
  await expectPage(page, OTHER.path, OTHER.heading);
});

test('an unknown placeholder in the frontmatter: the page names the field, its line and the closest name', async ({
  page,
}) => {
  const heading = /^ {2}heading: .*$/m.exec(read(HOME.file))![0];
  edit(HOME.file, heading, '  heading: From {prise}');
  await expectOverlay(page, HOME.path, [
    `content/${HOME.file}:${lineOf(HOME.file, '  heading: From {prise}')}`,
    'hero.heading: Unknown placeholder {prise}. Did you mean {price}?',
  ]);
  edit(HOME.file, '  heading: From {prise}', heading);
  await expectPage(page, HOME.path, HOME.heading);
});

test('a misspelt component in the body: the page names its line and the component meant', async ({ page }) => {
  edit(OTHER.file, '<Section ', '<Sektion ');
  edit(OTHER.file, '</Section>', '</Sektion>');
  await expectOverlay(page, OTHER.path, [
    `content/${OTHER.file}:${lineOf(OTHER.file, '<Sektion ')}:`,
    'there is no component <Sektion>. Did you mean <Section>?',
  ]);
  edit(OTHER.file, '<Sektion ', '<Section ');
  edit(OTHER.file, '</Sektion>', '</Section>');
  await expectPage(page, OTHER.path, OTHER.heading);
});

test('a section renamed on one page: the link to it from another page shows there, not a 200', async ({ page }) => {
  const { page: linked } = site.nav.find((link) => ![HOME_PAGE, OTHER_ROUTE.id].includes(link.page))!;
  const id = /<Section\b[^>]*?\sid="([^"]+)"/.exec(read(`pages/${linked}.mdx`))![1]!;
  const [end, withLink] = paragraph(`See [the section](/${linked}#${id}).`);
  edit(OTHER.file, end, withLink);
  await expectPage(page, OTHER.path, OTHER.heading);
  edit(`pages/${linked}.mdx`, `id="${id}"`, `id="${id}-renamed"`);
  await expectOverlay(page, OTHER.path, [`content/${OTHER.file}:`, `/${linked} has no section with id="${id}".`]);
  edit(`pages/${linked}.mdx`, `id="${id}-renamed"`, `id="${id}"`);
  edit(OTHER.file, withLink, end);
  await expectPage(page, OTHER.path, OTHER.heading);
});

test('a picture named before it is saved: the page says so at its line, and saving the picture brings it back', async ({
  page,
}) => {
  const [line, name] = /^ *src: \.\.\/images\/([\w-]+)\.jpg$/m.exec(read(HOME.file))!;
  const renamed = line.replace(`${name}.jpg`, `${name}-new.jpg`);
  edit(HOME.file, line, renamed);
  await expectOverlay(page, HOME.path, [
    `content/${HOME.file}:${lineOf(HOME.file, renamed)}`,
    `No image at "../images/${name}-new.jpg"`,
  ]);
  const images = join(dir, 'content/images');
  cpSync(join(images, `${name}.jpg`), join(images, `${name}-new.jpg`));
  await expectPage(page, HOME.path, HOME.heading);
  edit(HOME.file, renamed, line);
  rmSync(join(images, `${name}-new.jpg`));
  await expectPage(page, HOME.path, HOME.heading);
});

test('a page file the top bar links to, renamed: every page names the link in site.yaml, with the page meant', async ({
  page,
}) => {
  const { page: linked } = site.nav.findLast((link) => link.page !== HOME_PAGE)!;
  const file = (name: string) => join(dir, 'content/pages', `${name}.mdx`);
  renameSync(file(linked), file(`${linked}-old`));
  await expectOverlay(page, HOME.path, [
    'content/site.yaml',
    `There is no page "${linked}"`,
    `Did you mean "${linked}-old"?`,
  ]);
  renameSync(file(`${linked}-old`), file(linked));
  await expectPage(page, HOME.path, HOME.heading);
});
