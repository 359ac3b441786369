import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { lineOf } from '@/content/loaders';

// The line `astro dev` names under "Location:" for a schema error: the field's own line, found by its whole path.
const dir = mkdtempSync(join(tmpdir(), 'line-of-'));
afterAll(() => rmSync(dir, { recursive: true }));

function file(name: string, text: string) {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const site = file(
  'site.yaml',
  [
    'brand: Example',
    'nav:',
    '  - name: Home',
    '    page: home',
    'footer:',
    '  links:',
    '    - name: Our story',
    '      page: Our Story',
    '',
  ].join('\n'),
);

test('a field whose name recurs is found by its path, not by its first namesake', () => {
  expect(lineOf('site → site data does not match.\n  footer.links.0.page: "Our Story": …', site)).toBe(8);
  expect(lineOf('site → site data does not match.\n  nav.0.page: There is no page …', site)).toBe(4);
});

test('a missing field points at the group it belongs in', () => {
  expect(lineOf('…\n  footer.links.0.url: Missing. …', site)).toBe(7);
  expect(lineOf('…\n  footer.tagline: Missing. …', site)).toBe(5);
});

test('a field no group takes is found at its own line, at the top level too', () => {
  const page = file(
    'lead.mdx',
    ['---', 'title: Home', 'hero:', '  heading: Hello', '  lead: Hi', 'titel: Home', '---'].join('\n'),
  );
  expect(lineOf('…\n  hero: No such field: "lead" (did you mean "lede"?). The fields here are: …', page)).toBe(5);
  expect(lineOf('…\n  No such field at the top level of the file: "titel" (did you mean "title"?). …', page)).toBe(6);
  // The first field the file has: a required one missing, whose name is misspelt further down.
  const misspelt = '…\n  description: Missing. …\n  No such field at the top level of the file: "titel" …';
  expect(lineOf(misspelt, page)).toBe(6);
});

test("in a page, lines count from the file's first line, the opening ---", () => {
  const page = file(
    'page.mdx',
    ['---', 'title: Home', 'images:', '  valley:', '    src: ../images/valley.jpg', '---', '', 'Body'].join('\n'),
  );
  expect(lineOf('pages → page data does not match.\n  images.valley.alt: Missing. …', page)).toBe(4);
  expect(lineOf('pages → page data does not match.\n  images.valley.src: No image at …', page)).toBe(5);
});

test('a name with a hyphen is followed whole', () => {
  const page = file(
    'spa.mdx',
    ['---', 'carousels:', '  spa:', '    label: Spa', '  spa-2:', '    label: Spa', '---'].join('\n'),
  );
  expect(lineOf('pages → page data does not match.\n  carousels.spa-2.images: Missing. …', page)).toBe(5);
});

test('a YAML syntax error keeps the line the parser gives, and a message with no field gives none', () => {
  expect(lineOf('site.yaml is not valid YAML: … at line 3, column 5', site)).toBe(3);
  expect(lineOf('content/site.yaml is missing.', site)).toBeUndefined();
});
