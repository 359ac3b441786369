// No relative imports: scripts/check-launch.mjs loads this file with plain `node`, which strips the types.

/** What marks a value in content as not yet written, e.g. "[PLACEHOLDER: company number]". */
export const MARKER = '[PLACEHOLDER';

/** The content a launch needs, by path from the project root: YAML files parsed, pages as text. */
export interface LaunchContent {
  site: unknown;
  offer: unknown;
  pages: Record<string, string>;
}

/** What only the owner can state, under `facts:` in content/site.yaml: each is also a `{placeholder}` of its name. */
export const FACTS = {
  approval: 'who approved this financial promotion: "This financial promotion was approved by …, FRN …, on …"',
  completion: 'when the hotel is expected to open, as pages show it after "expected to open", e.g. "in spring 2028"',
  depositProtection: 'what happens to the deposit and the monthly payments if the hotel opens late or never opens',
  protection: "which protections do not apply (FSCS, Financial Ombudsman Service), in the owner's advisers' words",
  tenure: 'what a founder buys, for how long, under which law, and when title passes',
  location:
    'where the hotel is, as pages show it after "in": its region and country, e.g. "the Scottish Highlands, UK"',
  depositHolder: 'who holds the deposit and the monthly payments until completion, and what protects them',
  instalmentsStart: 'when the monthly payments start, against the building work',
  personalUse: 'how often a founder may stay in their studio, and whether full-time',
  rentBasis: "whether a founder gets their own studio's rent or a share of a pool of all the studios' rent",
  resale: 'whether and how a founder may sell their studio, and any fee or right of first refusal',
  operatorContract: "how long the operator's contract runs, and what happens if it ends",
  missedInstalment: 'what happens if a founder misses a monthly payment',
  refund: 'when the deposit is refunded, and how long the cooling-off period is',
};

/** The FCA's classes of investment, one of which the owner's advisers give the offer (site.yaml, highRisk). */
const [RMMI, NMMI] = ['restricted mass-market investment', 'non-mass-market investment'] as const;
export const CLASSIFICATIONS = ['mainstream', RMMI, NMMI, 'not a controlled investment'] as const;

/** The page in the FCA's risk-summary format the warning links to, built only while the warning is set. */
export const RISK_SUMMARY = 'risk-summary';

/** What to write for each field of content/site.yaml and content/offer.yaml a placeholder stands in for. */
const HINTS: Record<string, string> = {
  'company.legalName': 'the operator company\'s name exactly as registered, e.g. "Solvane Hotels Ltd"',
  'company.number': 'its company number as on the register, e.g. "01234567"',
  'company.registeredIn': 'where it is registered, e.g. "England and Wales"',
  'company.registeredOffice': 'its registered office address, on one line',
  regulatoryStatement: "the offer's regulatory status, as the owner and their advisers state it",
  'highRisk.classification': `how the owner's advisers class the offer, one of: ${CLASSIFICATIONS.join('; ')}`,
  ...Object.fromEntries(Object.entries(FACTS).map(([field, hint]) => [`facts.${field}`, hint])),
  serviceChargePerYear: 'the service charge in pounds a year, as a number, e.g. 1200',
  operatorFeePercent: "the operator's fee in per cent of the rent, as a number, e.g. 25",
  purchaseCosts: 'the one-off costs on top of the price in pounds (legal fees, taxes, furnishing), as a number',
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
  const warned = Boolean(fields.get('highRisk.warning')?.trim());
  const classed = (message: string) => problems.push(`content/site.yaml: highRisk.${message}`);
  if (fields.get('highRisk.classification') === NMMI)
    classed(
      "classification: a non-mass-market investment may not be promoted to the public, so this site may not go live. Ask the owner's advisers how the offer may be promoted.",
    );
  if (fields.get('highRisk.classification') === RMMI && !warned)
    classed(
      "warning: missing. A restricted mass-market investment must show the FCA's risk warning on every page: write it as the advisers give it.",
    );
  for (const [file, data] of Object.entries({ 'content/site.yaml': site, 'content/offer.yaml': offer })) {
    for (const [field, value] of strings(data)) {
      if (value.includes(MARKER)) problems.push(placeholder(`${file}: ${field}`, value, HINTS[field]));
    }
  }
  for (const [file, text] of Object.entries(pages)) {
    // The risk summary is built, and so must be written, only while the warning that links to it is set.
    if (file.endsWith(`/${RISK_SUMMARY}.mdx`) && !warned) continue;
    for (const [index, line] of text.split('\n').entries()) {
      for (const [value] of line.matchAll(/\[PLACEHOLDER[^\]]*\]/g))
        problems.push(placeholder(`${file}:${index + 1}`, value));
    }
  }
  return problems;
}

/** The one line that says how much is left, in the build's warning and in `npm run check:launch`. */
export const notReady = (count: number) =>
  `Not ready to launch: ${count} ${count === 1 ? 'placeholder' : 'placeholders'} in content/.`;
