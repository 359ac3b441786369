import { didYouMean } from './closestName';
import { FIGURE_NAMES, mapValues, offerFigures, type FigureName, type Offer } from './figures';
import { FACTS } from './launchGate';

// The names copywriters may write as `{name}` anywhere in content, and their fill: every figure of the offer and the
// names site.yaml sets. The MDX plugin fills page bodies; src/content/entries.ts fills frontmatter and site.yaml.

/** The fields of content/site.yaml that placeholders are made of. */
export interface SiteNames {
  brand: string;
  operator: string;
  chat: { app: string };
  company: { legalName: string; number: string; registeredIn: string; registeredOffice: string; privacyEmail: string };
  facts: Record<FactName, string>;
}

type FactName = keyof typeof FACTS;

const SITE_NAMES = {
  brand: (site) => site.brand,
  operator: (site) => site.operator,
  app: (site) => site.chat.app,
  company: (site) => site.company.legalName,
  companyNumber: (site) => site.company.number,
  registeredIn: (site) => site.company.registeredIn,
  registeredOffice: (site) => site.company.registeredOffice,
  privacyEmail: (site) => site.company.privacyEmail,
} satisfies Record<string, (site: SiteNames) => string>;

export type PlaceholderName = FigureName | keyof typeof SITE_NAMES | FactName;
export type PlaceholderValues = Readonly<Record<PlaceholderName, string>>;
export const PLACEHOLDER_NAMES = [
  ...FIGURE_NAMES,
  ...Object.keys(SITE_NAMES),
  ...Object.keys(FACTS),
] as PlaceholderName[];

/** `{price}`, with spaces inside the braces allowed, as MDX allows them in a page's body. */
const PLACEHOLDER = /\{\s*([A-Za-z][\w-]*)\s*\}/g;

/** Whether an MDX expression's code (between its braces) is written as a placeholder, known or not. */
export const isPlaceholderShape = (code: string) => /^\s*[A-Za-z][\w-]*\s*$/.test(code);

export function placeholderValues(offer: Offer, site: SiteNames): PlaceholderValues {
  return { ...offerFigures(offer), ...mapValues(SITE_NAMES, (value) => value(site)), ...site.facts };
}

export function isPlaceholderName(name: string): name is PlaceholderName {
  return (PLACEHOLDER_NAMES as readonly string[]).includes(name);
}

/** The names of the placeholders in `text`, known or not: `price` and `prise` in "{price}, {prise}". */
export const placeholdersIn = (text: string) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);

/** The names of the placeholders in `text` that do not exist, e.g. `prise` in "from {prise}". */
export const unknownPlaceholders = (text: string) => placeholdersIn(text).filter((name) => !isPlaceholderName(name));

/** The one message for an unknown name, e.g. `Unknown placeholder {prise}. Did you mean {price}? …`. */
export function unknownPlaceholderMessage(name: string): string {
  const all = PLACEHOLDER_NAMES.map((known) => `{${known}}`);
  return `Unknown placeholder {${name}}.${didYouMean(name, PLACEHOLDER_NAMES, (known) => `{${known}}`)} The placeholders are: ${all.join(', ')}.`;
}

/** Whether `text` has a brace that belongs to no placeholder, e.g. "{price" with its closing brace missing. */
export const hasStrayBrace = (text: string) => /[{}]/.test(text.replace(PLACEHOLDER, ''));
export const STRAY_BRACE =
  'A { or } here belongs to no placeholder and would show as typed. Write a placeholder with both braces, as in {price}, or remove the brace.';

/** Fills `{name}` placeholders in `text` and sets its quotes; an unknown name throws the message above. */
export function fillText(text: string, values: PlaceholderValues): string {
  return typeset(
    text.replace(PLACEHOLDER, (_, name: string) => {
      if (!isPlaceholderName(name)) throw new Error(unknownPlaceholderMessage(name));
      return values[name];
    }),
  );
}

/** Curly quotes for copy typed with straight ones, as the Markdown processor sets MDX prose: "it's" → "it’s". */
export function typeset(text: string): string {
  return text
    .replace(/(^|[\s([{‘“-])'/g, '$1‘')
    .replace(/'/g, '’')
    .replace(/(^|[\s([{‘-])"/g, '$1“')
    .replace(/"/g, '”');
}

/** An image Astro has resolved (its `src`, `width`, `format`…): metadata, not copy. */
const isResolvedImage = (value: object) => 'src' in value && 'width' in value && 'format' in value;

/** Every text inside `data` (frontmatter, site.yaml) with its field path: `footer.riskNotice`, `nav.0.name`. */
export function* texts(data: unknown, path = ''): Generator<[path: string, text: string]> {
  if (typeof data === 'string') yield [path, data];
  else if (data && typeof data === 'object' && !isResolvedImage(data)) {
    for (const [key, item] of Object.entries(data)) yield* texts(item, path ? `${path}.${key}` : key);
  }
}

/** Fills every string inside `data` (frontmatter, site.yaml), leaving numbers, images and the shape alone. */
export function fillData<T>(data: T, values: PlaceholderValues): T {
  if (typeof data === 'string') return fillText(data, values) as T;
  if (Array.isArray(data)) return data.map((item: unknown) => fillData(item, values)) as T;
  const isPlainObject = typeof data === 'object' && data !== null && Object.getPrototypeOf(data) === Object.prototype;
  // An image Astro has resolved is never filled: its metadata carries hidden fields a copy would lose.
  if (isPlainObject && !isResolvedImage(data)) {
    return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, fillData(value, values)])) as T;
  }
  return data;
}

/** Amounts in pounds (`£35,000`, `£35k`, `35k`) and counted terms (`60 months`, `100 units`, `200 sq ft`). */
const TYPED =
  /£\s?\d[\d,]*(?:\.\d+)?k?\b|\b\d+(?:\.\d+)?k\b|\b\d[\d,]*[\s-]?(?:months?|units?|sq\.?\s?ft|square feet)\b/gi;

/** A figure as it compares, however written: "£35,000", "£35k" and "35k" are "35000"; "60 months" is "60 month". */
function figureKey(figure: string): string {
  const [, number = '', k, unit = ''] = /(\d[\d,]*(?:\.\d+)?)(k?)[\s-]?(.*)/i.exec(figure) ?? [];
  const amount = Number(number.replaceAll(',', '')) * (k ? 1000 : 1);
  return `${amount} ${unit
    .toLowerCase()
    .replace(/^(sq\.?\s?ft|square feet)$/, 'sqft')
    .replace(/s$/, '')}`.trim();
}

/** The offer's figures a copywriter might type by hand, by `figureKey`: its amounts, months, units and size. */
function typeableFigures(values: PlaceholderValues): Map<string, FigureName[]> {
  const keys = new Map<string, FigureName[]>();
  for (const name of FIGURE_NAMES) {
    const value = name === 'months' || name === 'units' ? `${values[name]} ${name}` : values[name];
    if (!value.startsWith('£') && !['months', 'units', 'studioSize'].includes(name)) continue;
    const key = figureKey(value);
    keys.set(key, [...(keys.get(key) ?? []), name]);
  }
  return keys;
}

/** The first of the offer's own figures typed by hand into `text` (`£35,000`), where it starts, and the fix. */
export function typedFigure(text: string, values: PlaceholderValues) {
  const figures = typeableFigures(values);
  for (const { 0: typed, index } of text.matchAll(TYPED)) {
    const names = figures.get(figureKey(typed));
    if (!names) continue;
    // "£35k" is {priceShort}, "£35,000" is {price}: the one written the same way first.
    const exact = names.filter((name) => values[name] === typed);
    const fix = (exact.length ? exact : names).map((name) => `{${name}}`).join(' or ');
    return {
      index,
      message: `"${typed}" is one of the offer's figures typed by hand: write ${fix} instead, so it follows content/offer.yaml.`,
    };
  }
  return undefined;
}
