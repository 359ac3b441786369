import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { frontmatterOf } from '@/content/source';
import { ROOT, astro, removeScratch, scratchProject } from './scratch';

// The JSON Schemas editors use for content/*.yaml are the ones `astro sync` (and so `npm run dev`) writes from
// the Zod schemas in src/content.config.ts. These tests generate them and check them with a JSON-Schema
// validator, the way the YAML extension will: the real files pass, a wrong value is caught.
const CONTENT = join(ROOT, 'content');
let schemasDir = '';

beforeAll(async () => {
  const dir = scratchProject('json-schemas', CONTENT);
  const sync = await astro(dir, 'sync');
  expect(sync.ok, sync.output).toBe(true);
  schemasDir = join(dir, '.astro/collections');
  // `astro sync` beside the other scratch projects on a busy machine: as long as a test may take.
}, 120_000);

afterAll(() => removeScratch('json-schemas'));

function validator(collection: string) {
  const ajv = new Ajv2020({ allErrors: true, allowUnionTypes: true });
  addFormats.default(ajv);
  return ajv.compile(JSON.parse(readFileSync(join(schemasDir, `${collection}.schema.json`), 'utf8')));
}

/** `instancePath message` for each error, e.g. "/price must be integer". */
function errors(collection: string, data: unknown): string[] {
  const validate = validator(collection);
  validate(data);
  return (validate.errors ?? []).map((error) => `${error.instancePath} ${error.message}`.trim());
}

describe.each(['site', 'offer'])('content/%s.yaml', (name) => {
  const text = readFileSync(join(CONTENT, `${name}.yaml`), 'utf8');

  test('points the editor at the schema Astro generates for its collection', () => {
    const first = text.split('\n')[0];
    expect(first).toMatch(/^# yaml-language-server: \$schema=\S+$/);
    const target = resolve(CONTENT, first!.split('$schema=')[1]!);
    expect(target).toBe(join(ROOT, `.astro/collections/${name}.schema.json`));
  });

  test('is valid against that schema', () => {
    expect(errors(name, parse(text))).toEqual([]);
  });
});

test('a wrong value or a misspelt field in offer.yaml is caught, naming the field', () => {
  const offer = parse(readFileSync(join(CONTENT, 'offer.yaml'), 'utf8'));
  expect(errors('offer', { ...offer, price: '35k' })).toEqual(['/price must be integer']);
  expect(errors('offer', { ...offer, months: -1 })).toEqual(['/months must be >= 1']);
  const { price, ...misspelt } = offer;
  expect(errors('offer', { ...misspelt, prise: price })).toEqual([
    "must have required property 'price'",
    'must NOT have additional properties',
  ]);
});

test('a wrong value or an unknown field in site.yaml is caught, naming the field', () => {
  const site = parse(readFileSync(join(CONTENT, 'site.yaml'), 'utf8'));
  expect(errors('site', { ...site, siteUrl: 'corrie and larch' })).toEqual(['/siteUrl must match format "uri"']);
  expect(errors('site', { ...site, nav: [] })).toEqual(['/nav must NOT have fewer than 1 items']);
  expect(errors('site', { ...site, footer: { ...site.footer, tagLine: 'Community-Owned.' } })).toEqual([
    '/footer must NOT have additional properties',
  ]);
});

test('every page’s frontmatter is valid against the pages schema, and a missing title is caught', () => {
  const pages = readdirSync(join(CONTENT, 'pages')).filter((file) => file.endsWith('.mdx'));
  expect(pages.length).toBeGreaterThan(0);
  for (const file of pages) {
    const frontmatter = parse(frontmatterOf(readFileSync(join(CONTENT, 'pages', file), 'utf8'))!);
    expect(errors('pages', frontmatter), file).toEqual([]);
    const untitled = { ...frontmatter };
    delete untitled.title;
    expect(errors('pages', untitled), file).toContain("must have required property 'title'");
  }
});
