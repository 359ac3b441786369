import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, test } from 'vitest';
import { isScalar, parseDocument, visit } from 'yaml';
import { removeScratch, ROOT, SCRATCH } from './scratch';

const SCRIPT = join(ROOT, 'scripts/check-launch.mjs');
const DIR = join(SCRATCH, 'check-launch');
afterAll(() => removeScratch('check-launch'));

/** `npm run check:launch` in `cwd`, with plain node: its exit code and what it printed. */
async function checkLaunch(cwd: string): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [SCRIPT], { cwd });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, output: stdout + stderr };
  }
}

test("fails on the repository's placeholder content, listing each with its file and field", async () => {
  const { code, output } = await checkLaunch(ROOT);
  expect(code).toBe(1);
  expect(output).toMatch(/^Not ready to launch: \d+ placeholders in content\/\.$/m);
  expect(output).toMatch(/^content\/site\.yaml: chat\.number: 4477009001\d\d is in Ofcom's drama range/m);
  expect(output).toMatch(/^content\/site\.yaml: siteUrl: https:\/\/\S+\.example is on \.example/m);
  expect(output).toMatch(/^content\/site\.yaml: company\.legalName: /m);
});

test('passes once real values are written, whatever a draft (not published) still holds', async () => {
  mkdirSync(join(DIR, 'content'), { recursive: true });
  cpSync(join(ROOT, 'content/pages'), join(DIR, 'content/pages'), { recursive: true });
  const offer = readFileSync(join(ROOT, 'content/offer.yaml'), 'utf8');
  writeFileSync(join(DIR, 'content/offer.yaml'), offer.replaceAll(/'\[PLACEHOLDER[^\]]*\]'/g, 'Written by the owner'));
  const site = parseDocument(readFileSync(join(ROOT, 'content/site.yaml'), 'utf8'));
  visit(site, {
    Scalar: (_key, node) => {
      if (typeof node.value === 'string' && node.value.includes('[PLACEHOLDER')) node.value = 'Written by the owner';
    },
  });
  site.setIn(['chat', 'number'], '447123456789');
  site.set('siteUrl', 'https://www.corrieandlarch.co.uk');
  for (const field of ['legalName', 'number', 'registeredIn', 'registeredOffice']) {
    if (!isScalar(site.getIn(['company', field], true))) site.setIn(['company', field], 'Written by the owner');
  }
  if (!site.has('regulatoryStatement')) site.set('regulatoryStatement', 'Written by the owner');
  writeFileSync(join(DIR, 'content/site.yaml'), site.toString());
  for (const file of readdirSync(join(DIR, 'content/pages'))) {
    const path = join(DIR, 'content/pages', file);
    writeFileSync(path, readFileSync(path, 'utf8').replaceAll(/\[PLACEHOLDER[^\]]*\]/g, 'Written'));
  }
  writeFileSync(join(DIR, 'content/pages/_garden.mdx'), '---\ntitle: "[PLACEHOLDER: the garden page]"\n---\n');

  expect(await checkLaunch(DIR)).toEqual({
    code: 0,
    output: 'Ready to launch: nothing in content/ is a placeholder.\n',
  });
});
