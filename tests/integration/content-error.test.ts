import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { parse } from 'yaml';
import { ROOT, astro, removeScratch, scratchProject } from './scratch';

// One real `astro sync` on a scratch copy with a mistake in it: the build names the file, the field's own line and
// the fix, as the unit tests of the loader and schemas expect of Astro's errors.
test('a nav link to a misspelt page stops the build at its line in site.yaml, with the page meant', async () => {
  const text = readFileSync(join(ROOT, 'content/site.yaml'), 'utf8');
  const nav: { page: string }[] = parse(text).nav;
  const index = nav.length - 1;
  const { page } = nav[index]!;
  const line = text.split('\n').findIndex((row) => row.trim() === `page: ${page}`) + 1;
  const dir = scratchProject('content-error', join(ROOT, 'content'), {
    file: 'site.yaml',
    from: `page: ${page}\n`,
    to: `page: ${page.slice(0, -1)}\n`,
  });
  const { ok, output } = await astro(dir, 'sync');
  removeScratch('content-error');
  expect(ok).toBe(false);
  expect(output).toContain(`nav.${index}.page: There is no page "${page.slice(0, -1)}"`);
  expect(output).toContain(`Did you mean "${page}"?`);
  expect(output).toContain(`content/site.yaml:${line}`);
});
