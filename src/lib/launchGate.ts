import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';

// No relative imports: scripts/check-launch.mjs loads this file with plain `node`, which strips the types.

/** What marks a value in content as not yet written, e.g. "[PLACEHOLDER: company number]". */
export const MARKER = '[PLACEHOLDER';

/** The content a launch needs, by path from the project root: YAML files parsed, pages as text. */
export interface LaunchContent {
  site: unknown;
  offer: unknown;
  pages: Record<string, string>;
}

/** Fields of content/site.yaml a launch needs written, and what to write in each. */
const REQUIRED: Record<string, string> = {
  'company.legalName': 'the operator company\'s name exactly as registered, e.g. "Solvane Hotels Ltd"',
  'company.number': 'its company number as on the register, e.g. "01234567"',
  'company.registeredIn': 'where it is registered, e.g. "England and Wales"',
  'company.registeredOffice': 'its registered office address, on one line',
  regulatoryStatement: "the offer's regulatory status, as the owner and their advisers state it",
  approval: 'who approved this financial promotion: "This financial promotion was approved by …, FRN …, on …"',
  completion: 'when the hotel is expected to open, as pages show it after "expected to open", e.g. "in spring 2028"',
  depositProtection: 'what happens to the deposit and the monthly payments if the hotel opens late or never opens',
  protection: "which protections do not apply (FSCS, Financial Ombudsman Service), in the owner's advisers' words",
  'highRisk.classification':
    "how the owner's advisers class the offer; a restricted mass-market investment must also show the FCA's warning (highRisk.warning)",
};

/** Every string inside a YAML value, with its field path (`company.number`, `nav[0].name`). */
function* strings(value: unknown, path = ''): Generator<[string, string]> {
  if (typeof value === 'string' || typeof value === 'number') yield [path, String(value)];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* strings(item, `${path}[${index}]`);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) yield* strings(item, path ? `${path}.${key}` : key);
  }
}

/** "[PLACEHOLDER: company number]" is a placeholder. Write … */
const placeholder = (where: string, value: string, hint?: string) =>
  `${where}: "${value}" is a placeholder. Write ${hint ?? `the real value (${value.replace(/^\[PLACEHOLDER:?\s*|\]$/g, '')})`}.`;

/** Everything in content that must not ship, one message each naming the file, the field and what to write. */
export function launchProblems({ site, offer, pages }: LaunchContent): string[] {
  const problems: string[] = [];
  const fields = new Map(strings(site));
  const number = fields.get('chat.number') ?? '';
  if (/^447700900\d{3}$/.test(number)) {
    problems.push(
      `content/site.yaml: chat.number: ${number} is in Ofcom's drama range, reserved for fiction. Write the sales team's real number, digits only, country code first.`,
    );
  }
  const url = fields.get('siteUrl') ?? '';
  const host = URL.canParse(url) ? new URL(url).hostname : '';
  const reserved = /(?:^|\.)(localhost|example|test|invalid|example\.(?:com|net|org))$/.exec(host)?.[1];
  if (reserved) {
    problems.push(
      `content/site.yaml: siteUrl: ${url} is on ${reserved === 'localhost' ? '' : '.'}${reserved}, a name reserved for examples and tests that is never public. Write the https address the site will be served from.`,
    );
  }
  for (const [field, hint] of Object.entries(REQUIRED)) {
    if (!fields.get(field)?.trim()) problems.push(`content/site.yaml: ${field}: missing. Write ${hint}.`);
  }
  for (const [file, data] of Object.entries({ 'content/site.yaml': site, 'content/offer.yaml': offer })) {
    for (const [field, value] of strings(data)) {
      if (value.includes(MARKER)) problems.push(placeholder(`${file}: ${field}`, value, REQUIRED[field]));
    }
  }
  for (const [file, text] of Object.entries(pages)) {
    for (const [index, line] of text.split('\n').entries()) {
      for (const [value] of line.matchAll(/\[PLACEHOLDER[^\]]*\]/g))
        problems.push(placeholder(`${file}:${index + 1}`, value));
    }
  }
  return problems;
}

/** Reads content/site.yaml, content/offer.yaml and the pages under `root` (not drafts, `_*.mdx`), and checks them. */
export function checkLaunch(root: URL): string[] {
  const read = (file: string) => readFileSync(new URL(file, root), 'utf8');
  const pages = readdirSync(new URL('content/pages/', root)).filter((file) => /^[^_].*\.mdx$/.test(file));
  return launchProblems({
    site: parse(read('content/site.yaml')),
    offer: parse(read('content/offer.yaml')),
    pages: Object.fromEntries(pages.map((file) => [`content/pages/${file}`, read(`content/pages/${file}`)])),
  });
}

/** The one line that says how much is left, in the build's warning and in `npm run check:launch`. */
export const notReady = (count: number) =>
  `Not ready to launch: ${count} ${count === 1 ? 'placeholder' : 'placeholders'} in content/.`;
