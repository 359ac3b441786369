import { cpSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { parse } from 'yaml';
import { contentSource } from '@/content/source';
import { placeholderValues } from '@/lib/placeholders';

// The compile's one reader of content/ (src/content/source.ts), on a copy of the site's content/ changed here.

const dir = mkdtempSync(join(tmpdir(), 'source-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
cpSync(join(import.meta.dirname, '../../../content'), join(dir, 'content'), { recursive: true });
const SITE = join(dir, 'content/site.yaml');
const original = readFileSync(SITE, 'utf8');
const source = contentSource(pathToFileURL(`${dir}/`));
const values = placeholderValues(parse(readFileSync(join(dir, 'content/offer.yaml'), 'utf8')), parse(original));

/** Saves site.yaml as `text`, a second later than before, as an editor does. */
function save(text: string) {
  writeFileSync(SITE, text);
  const later = new Date(Date.now() + 1000);
  utimesSync(SITE, later, later);
}

test('reads each file once, and again only after it changes', () => {
  const first = source.values();
  expect(source.values()).toBe(first);
  save(original.replace(/^brand: .*$/m, 'brand: Larch & Corrie'));
  expect(source.values().brand).toBe('Larch & Corrie');
  save(original);
  expect(source.values()).toEqual(first);
});

test('one of the offer’s figures typed into site.yaml stops the compile, once, at the field and its line', () => {
  const line = original.split('\n').findIndex((text) => /^ {2}message:/.test(text)) + 1;
  save(original.replace(/^( {2}message: .*?)(['"]?)$/m, `$1 From ${values.price}?$2`));
  expect(() => source.values()).toThrow(
    `chat.message: "${values.price}" is one of the offer's figures typed by hand: write {price} instead, so it follows content/offer.yaml.\nLocation: content/site.yaml:${line}`,
  );
  save(original);
});
