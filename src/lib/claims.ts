import { MDX_COMPONENTS, type ComponentName } from '../components/mdx/names';
import { texts, type PlaceholderName } from './placeholders';

// What a UK investment promotion must show beside a risk statement: copy that states or implies a projected
// financial return. Section.astro and PageHero.astro ask `statesReturn`, and nothing else decides.

/**
 * Words that state or imply a projected financial return ("Projected 8-Year ROI", "projected to recover…",
 * "Build Your Wealth", "pays for itself", "earn a profit", "rental income").
 */
export const RETURN_CLAIM =
  /\b(projected|projections?|ROI|returns?|recover(s|y|ed)?|payback|repays?|(pays?|paid|paying) for (itself|themselves)|wealth|earn(s|ed|ing|ings)?|profits?|profitable|income|yields?|dividends?)\b/i;

/**
 * The placeholders whose figure is itself a projection: the payback (computed, and the claim), the projected starting
 * rent and its yearly rise, and the share of the rent the owner keeps (or, the other way round, the operator's).
 * Filled, they leave no word behind ("back in 7.4 years", "£350 a month"), so they count as written. The offer's
 * terms (price, deposit, plan, interest, units, size) are not a return; nor is the projection's length,
 * `{projectionYears}`, a span of time that promises nothing by itself.
 */
export const PROJECTED_FIGURES = [
  'payback',
  'paybackClaimYears',
  'startingRent',
  'rentIncrease',
  'netShare',
  'costs',
] as const satisfies readonly PlaceholderName[];

/** The components that draw the projection itself, year by year, whatever their caption says. */
const PROJECTION_COMPONENTS = ['ProjectionTable', 'PaybackChart'] as const satisfies readonly ComponentName[];

/** A projected figure's placeholder (spaces inside the braces allowed, as a page takes them), or the projection. */
const PROJECTION = new RegExp(
  String.raw`\{\s*(${PROJECTED_FIGURES.join('|')})\s*\}|<(${PROJECTION_COMPONENTS.join('|')})\b`,
);

/**
 * Whether `text` states a projected return, so that its section (or hero) must carry the risk statement: in words, in
 * plain text or HTML as shown, or, in copy as written (`writtenSection`), with a projected figure's placeholder.
 */
export function statesReturn(text: string): boolean {
  return PROJECTION.test(text) || RETURN_CLAIM.test(text.replace(/<(script|style)\b[\s\S]*?<\/\1>|<[^>]*>/g, ' '));
}

/** A page as the pages collection stores it: its body as written, below the frontmatter, and the frontmatter. */
interface WrittenPage {
  body?: string | undefined;
  data: object;
}

/**
 * The copy of the section `id` of `page` as written, placeholders unfilled, from its opening tag to its closing one,
 * with the frontmatter lists its components show (`<SummaryTable />` the `summary:` rows): what `statesReturn` reads
 * for the placeholders a section shows only filled. Notes to editors, `{/* … *\/}`, are left out: they are not shown.
 */
export function writtenSection(page: WrittenPage | undefined, id: string): string {
  const body = page?.body ?? '';
  // Sections are never nested (the compile stops at one inside another), so the first </Section> after it is its own.
  const open = new RegExp(String.raw`<Section\b[^>]*?\sid="${id.replace(/[^\w-]/g, '\\$&')}"[^>]*>`).exec(body);
  if (!open) return '';
  const end = open[0].endsWith('/>') ? open.index + open[0].length : body.indexOf('</Section>', open.index);
  const written = body.slice(open.index, end === -1 ? undefined : end).replace(/\{\s*\/\*[\s\S]*?\*\/\s*\}/g, ' ');
  const lists = Object.entries(MDX_COMPONENTS).flatMap(([name, rules]) =>
    'reads' in rules && new RegExp(`<${name}\\b`).test(written)
      ? [...texts((page?.data as Record<string, unknown>)[rules.reads])].map(([, text]) => text)
      : [],
  );
  return [written, ...lists].join('\n');
}
