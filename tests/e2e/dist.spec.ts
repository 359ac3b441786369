import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';

// Checks of the built files themselves, before any browser: valid HTML, no broken link, honest images.
const DIST = resolve('dist');
const pages = readdirSync(DIST).filter((file) => file.endsWith('.html'));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => join(dir, file))
    .filter((file) => statSync(file).isFile());
}

test('every built page is valid HTML (html-validate, recommended rules, .htmlvalidate.json)', async () => {
  expect(pages.length).toBeGreaterThanOrEqual(7);
  // Reads .htmlvalidate.json: the recommended rules, less the purely stylistic ones (React writes srcSet and <img/>).
  // Its element file (tests/html-validate-elements.json) lets <style> be flow content for Astro's island style,
  // which Astro places in the body on purpose (withastro/astro#11536, withastro/astro#7349).
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const problems: string[] = [];
  for (const page of pages) {
    const report = await validator.validateFile(join(DIST, page));
    for (const result of report.results) {
      for (const message of result.messages)
        problems.push(`${page}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
    }
  }
  expect(problems).toEqual([]);
});

/** The file a same-site URL resolves to, the way the static hosts serve dist/. */
function fileFor(pathname: string): string | undefined {
  const clean = decodeURIComponent(pathname);
  const candidates = clean === '/' ? ['index.html'] : [clean.slice(1), `${clean.slice(1)}.html`];
  return candidates
    .map((candidate) => join(DIST, candidate))
    .find((file) => existsSync(file) && statSync(file).isFile());
}

test('every internal link, anchor, src and srcset resolves', () => {
  const broken: string[] = [];
  for (const page of pages) {
    const html = readFileSync(join(DIST, page), 'utf8');
    const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
    const urls = [
      ...[...html.matchAll(/\s(?:href|src)="([^"]+)"/g)].map((match) => match[1]!),
      ...[...html.matchAll(/\ssrcset="([^"]+)"/g)].flatMap((match) =>
        match[1]!.split(',').map((part) => part.trim().split(/\s+/)[0]!),
      ),
    ];
    for (const raw of urls) {
      const url = new URL(raw.replaceAll('&amp;', '&'), `https://site.test/${page}`);
      if (url.origin !== 'https://site.test') continue;
      if (raw.startsWith('#')) {
        if (!ids.has(raw.slice(1))) broken.push(`${page}: anchor ${raw} has no target`);
        continue;
      }
      if (!fileFor(url.pathname)) broken.push(`${page}: ${raw} resolves to no file`);
    }
  }
  expect(broken).toEqual([]);
});

const MAGIC: Record<string, (bytes: Buffer) => boolean> = {
  '.avif': (b) =>
    b.subarray(4, 12).toString('latin1') === 'ftypavif' || b.subarray(4, 12).toString('latin1') === 'ftypavis',
  '.webp': (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  '.jpg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  '.png': (b) => b.subarray(1, 4).toString('latin1') === 'PNG',
  '.woff2': (b) => b.subarray(0, 4).toString('latin1') === 'wOF2',
};

test('built images and fonts are what their extension says', () => {
  const files = filesUnder(join(DIST, '_astro')).filter((file) => extname(file) in MAGIC);
  expect(files.filter((file) => file.endsWith('.avif')).length).toBeGreaterThan(0);
  expect(files.filter((file) => file.endsWith('.jpg')).length).toBeGreaterThan(0);
  const wrong = files.filter((file) => !MAGIC[extname(file)]!(readFileSync(file)));
  expect(wrong).toEqual([]);
});

test('no source image is shipped unoptimised', () => {
  const sources = readdirSync('content/images').map((name) => readFileSync(join('content/images', name)));
  const shipped = filesUnder(DIST).filter((file) => /\.(jpe?g|png|webp|avif)$/i.test(file));
  const copies = shipped.filter((file) => {
    const bytes = readFileSync(file);
    return sources.some((source) => source.length === bytes.length && source.equals(bytes));
  });
  expect(copies.map((file) => basename(file))).toEqual([]);
});

// A picture's plain <img src> is for a browser that reads no srcset: one file more, at the photo's own size, that no
// browser of today fetches (a 4032-pixel phone photo became a 4 MB copy, and minutes of build, for each use).
test("each picture's img src is a file its srcset lists, not one more copy at the photo's own size", () => {
  const extra = pages.flatMap((page) =>
    [...readFileSync(join(DIST, page), 'utf8').matchAll(/<img\b[^>]*>/g)].flatMap(([img]) => {
      const src = /\ssrc="([^"]+)"/.exec(img)?.[1];
      const srcset = /\ssrcset="([^"]+)"/.exec(img)?.[1];
      if (!src || !srcset) return [];
      const listed = srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]);
      return listed.includes(src) ? [] : [`${page}: ${src} (srcset: ${srcset})`];
    }),
  );
  expect(extra).toEqual([]);
});

/** The CSS of each `<style>` element of a built page, in order. */
function inlineStyles(page: string): string[] {
  const html = readFileSync(join(DIST, page), 'utf8');
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, css]) => css!);
}

// Astro marks a component's elements with its scope class (astro-…) where the component has styles of its own.
test("each page carries the styles of the components it shows, and no other component's", () => {
  const wrong = pages.flatMap((page) => {
    const html = readFileSync(join(DIST, page), 'utf8');
    const scopes = (text: string) => new Set([...text.matchAll(/\bastro-[a-z\d]{8}\b/g)].map(([scope]) => scope));
    const styled = scopes(inlineStyles(page).join('\n'));
    const shown = scopes(
      [...html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '').matchAll(/\sclass="([^"]*)"/g)].join(' '),
    );
    return [
      ...[...styled]
        .filter((scope) => !shown.has(scope))
        .map((scope) => `${page} carries the styles of ${scope}, not shown`),
      ...[...shown].filter((scope) => !styled.has(scope)).map((scope) => `${page} lacks the styles of ${scope}`),
    ];
  });
  expect(wrong).toEqual([]);
});

test('no page waits for a stylesheet or a classic script before it paints', () => {
  const blocking = pages.flatMap((page) =>
    [
      ...readFileSync(join(DIST, page), 'utf8').matchAll(
        /<link\b[^>]*\brel="stylesheet"[^>]*>|<script\b[^>]*\ssrc=[^>]*>/g,
      ),
    ]
      .map(([tag]) => tag)
      .filter((tag) => !/\s(async|defer)\b|\stype="module"/.test(tag))
      .map((tag) => `${page}: ${tag}`),
  );
  expect(blocking).toEqual([]);
});

test('the CSS every page inlines is written for the browsers Vite targets: no nesting left for Safari 16.4 to drop', () => {
  const nested: string[] = [];
  for (const page of pages) {
    for (const css of inlineStyles(page)) {
      // A nesting selector: `&` starting a selector inside a rule, as in `.a{&:hover{…}}` or `.a{& > li{…}}`.
      for (const [rule] of css.matchAll(/[{;}]\s*&[^{]*\{/g)) nested.push(`${page}: ${rule}`);
    }
  }
  expect(nested).toEqual([]);
});
