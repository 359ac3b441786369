import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { contentSource } from '@/content/source';
import { launchProblems, MARKER, notReady, RISK_SUMMARY, FACTS, type LaunchContent } from '@/lib/launchGate';

const ROOT = new URL('../../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, ROOT), 'utf8');
/** What the build's gate checks: the repository's content, as the compile's content source reads it. */
const checkLaunch = () => launchProblems(contentSource(ROOT).launchContent());

/** The fields a launch needs, as the owner will write them. */
const REAL: Record<string, string> = {
  'chat.number': '447700901000',
  siteUrl: 'https://www.corrieandlarch.co.uk',
  'company.legalName': 'Solvane Hotels Ltd',
  'company.number': '01234567',
  'company.registeredIn': 'England and Wales',
  'company.registeredOffice': '1 Lochside, Fort William PH33 6AA',
  regulatoryStatement: 'Solvane Hotels Ltd is not authorised by the Financial Conduct Authority.',
};

/** Sets `value` at a dotted `path` of `data` (creating groups on the way), or deletes it when undefined. */
function set(data: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  let group = data;
  for (const key of keys) group = (group[key] ??= {}) as Record<string, unknown>;
  if (value === undefined) delete group[last];
  else group[last] = value;
}

/** Every string still carrying the marker gets a written value, as a copywriter would replace it. */
function written<T>(value: T): T {
  if (typeof value === 'string') return (value.includes(MARKER) ? 'A value the owner wrote' : value) as T;
  if (Array.isArray(value)) return value.map(written) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, written(item)])) as T;
  }
  return value;
}

/** The repository's content with every placeholder replaced by a real value: ready to launch. */
function realContent(): LaunchContent & { site: Record<string, unknown> } {
  const site = written(parse(read('content/site.yaml')) as Record<string, unknown>);
  for (const [path, value] of Object.entries(REAL)) set(site, path, value);
  const pages = readdirSync(new URL('content/pages/', ROOT)).map((file) => `content/pages/${file}`);
  return {
    site,
    offer: written(parse(read('content/offer.yaml'))),
    pages: Object.fromEntries(pages.map((file) => [file, read(file).replaceAll(/\[PLACEHOLDER[^\]]*\]/g, 'Written')])),
  };
}

/** The real content with one field of site.yaml changed. */
function withSite(path: string, value: unknown): LaunchContent {
  const content = realContent();
  set(content.site, path, value);
  return content;
}

test("the repository's content is not ready: the gate names each placeholder's file and field", () => {
  const problems = checkLaunch();
  for (const field of Object.keys(REAL)) {
    expect(problems.filter((problem) => problem.startsWith(`content/site.yaml: ${field}: `))).toHaveLength(1);
  }
});

test("the repository's content names each owner's fact and each cost while it is a placeholder", () => {
  const problems = checkLaunch();
  const fields = [
    ...Object.keys(FACTS).map((fact) => `content/site.yaml: facts.${fact}`),
    ...['serviceChargePerYear', 'operatorFeePercent', 'purchaseCosts'].map((cost) => `content/offer.yaml: ${cost}`),
    'content/site.yaml: highRisk.classification',
  ];
  for (const field of fields) {
    expect(
      problems.filter((problem) => problem.startsWith(`${field}: "[PLACEHOLDER`)),
      field,
    ).toHaveLength(1);
  }
});

test('real values pass', () => {
  expect(launchProblems(realContent())).toEqual([]);
});

describe("the drama range's number is caught, its neighbours are not", () => {
  test.each(['447700900000', '447700900123', '447700900999'])('%s', (number) => {
    expect(launchProblems(withSite('chat.number', number))).toEqual([
      `content/site.yaml: chat.number: ${number} is in Ofcom's drama range, reserved for fiction. Write the sales team's real number, digits only, country code first.`,
    ]);
  });

  test.each(['447700899999', '447700901000', '447912345678'])('%s', (number) => {
    expect(launchProblems(withSite('chat.number', number))).toEqual([]);
  });
});

describe('an address that is never public is caught', () => {
  test.each([
    ['https://www.corrieandlarch.example', '.example'],
    ['https://corrieandlarch.test/', '.test'],
    ['https://localhost:4321', 'localhost'],
    ['https://www.example.com', '.example.com'],
  ])('%s', (url, name) => {
    expect(launchProblems(withSite('siteUrl', url))).toEqual([
      `content/site.yaml: siteUrl: ${url} is on ${name}, a name reserved for examples and tests that is never public. Write the https address the site will be served from.`,
    ]);
  });

  test.each(['https://www.corrieandlarch.co.uk', 'https://testing.example-hotels.com'])('but not %s', (url) => {
    expect(launchProblems(withSite('siteUrl', url))).toEqual([]);
  });
});

describe('company details and the regulatory statement', () => {
  test.each([
    'company.legalName',
    'company.number',
    'company.registeredIn',
    'company.registeredOffice',
    'regulatoryStatement',
  ])('%s: a placeholder is caught', (field) => {
    const [marked] = launchProblems(withSite(field, '[PLACEHOLDER: to be written]'));
    expect(marked).toMatch(
      new RegExp(`^content/site\\.yaml: ${field}: "\\[PLACEHOLDER: to be written\\]" is a placeholder\\. Write .+\\.$`),
    );
  });

  test('says what to write', () => {
    expect(launchProblems(withSite('company.number', '[PLACEHOLDER: company number]'))).toEqual([
      'content/site.yaml: company.number: "[PLACEHOLDER: company number]" is a placeholder. Write its company number as on the register, e.g. "01234567".',
    ]);
  });
});

describe('the classification', () => {
  const classed = (classification: string, warning = '') =>
    withSite('highRisk', { classification, warning, link: 'Take 2 mins to learn more' });
  const WARNING = "Don't invest unless you're prepared to lose all the money you invest.";

  test.each(['mainstream', 'not a controlled investment'])('%s launches without a warning', (classification) => {
    expect(launchProblems(classed(classification))).toEqual([]);
  });

  test('a non-mass-market investment may not launch: it may not be promoted to the public', () => {
    expect(launchProblems(classed('non-mass-market investment'))).toEqual([
      "content/site.yaml: highRisk.classification: a non-mass-market investment may not be promoted to the public, so this site may not go live. Ask the owner's advisers how the offer may be promoted.",
    ]);
  });

  test("a restricted mass-market investment needs the FCA's warning, and its risk summary written", () => {
    expect(launchProblems(classed('restricted mass-market investment'))).toEqual([
      "content/site.yaml: highRisk.warning: missing. A restricted mass-market investment must show the FCA's risk warning on every page: write it as the advisers give it.",
    ]);
    expect(launchProblems(classed('restricted mass-market investment', WARNING))).toEqual([]);
    const summary = `content/pages/${RISK_SUMMARY}.mdx`;
    const unwritten = classed('restricted mass-market investment', WARNING);
    unwritten.pages[summary] = 'Intro.\n1. [PLACEHOLDER: risk 1]\n';
    expect(launchProblems(unwritten)).toEqual([
      `${summary}:2: "[PLACEHOLDER: risk 1]" is a placeholder. Write the real value (risk 1).`,
    ]);
    // Without the warning the risk summary is not built, so its placeholders do not hold a launch up.
    const mainstream = classed('mainstream');
    mainstream.pages[summary] = unwritten.pages[summary];
    expect(launchProblems(mainstream)).toEqual([]);
  });
});

test('a placeholder anywhere else in content is caught, with the file and the field or line', () => {
  const content = withSite('footer.links', [{ name: '[PLACEHOLDER: link text]', page: 'privacy' }]);
  content.offer = { ...(content.offer as object), note: '[PLACEHOLDER: a note]' };
  content.pages['content/pages/privacy.mdx'] = 'Intro.\n\nWe keep messages for [PLACEHOLDER: how long].\n';
  expect(launchProblems(content)).toEqual([
    'content/site.yaml: footer.links[0].name: "[PLACEHOLDER: link text]" is a placeholder. Write the real value (link text).',
    'content/offer.yaml: note: "[PLACEHOLDER: a note]" is a placeholder. Write the real value (a note).',
    'content/pages/privacy.mdx:3: "[PLACEHOLDER: how long]" is a placeholder. Write the real value (how long).',
  ]);
});

test('the count of what is left reads as English for one and for more', () => {
  expect(notReady(1)).toBe('Not ready to launch: 1 placeholder in content/.');
  expect(notReady(8)).toBe('Not ready to launch: 8 placeholders in content/.');
});
