import { MDX_COMPONENTS, type ComponentName } from '../components/mdx/names';
import { isPlaceholderShape, texts, type PlaceholderName } from './placeholders';

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
 * plain text or HTML as shown, or, in copy as written (`sectionStatesReturn`), with a projected figure's placeholder.
 */
export function statesReturn(text: string): boolean {
  return PROJECTION.test(text) || RETURN_CLAIM.test(text.replace(/<(script|style)\b[\s\S]*?<\/\1>|<[^>]*>/g, ' '));
}

/** A node of a page's MDX as its compile meets it, placeholders unfilled: what of mdast's shape a section is read by. */
export interface WrittenNode {
  type: string;
  name?: string | null | undefined;
  value?: unknown;
  /** A JSX element's, as a list; a directive's (which a page does not take) are a record. */
  attributes?: unknown;
  children?: readonly WrittenNode[];
}

/**
 * Whether a `<Section>`, as written, states a projected return: the compile asks, before it fills the placeholders
 * that a projected figure would leave no word of ("{payback} years" is shown "7.4 years"). It reads the section's
 * copy, attributes and components, and the frontmatter lists its components show (`<SummaryTable />` the `summary:`
 * rows). Notes to editors, `{/* … *\/}`, are not shown, and are left out.
 */
export function sectionStatesReturn(section: WrittenNode, frontmatter: Record<string, unknown> = {}): boolean {
  const written: string[] = [];
  const read = (node: WrittenNode) => {
    if (node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') {
      if (isPlaceholderShape(String(node.value))) written.push(`{${String(node.value)}}`);
    } else if (typeof node.value === 'string') written.push(node.value);
    if (node.name) {
      written.push(`<${node.name}>`);
      const rules = MDX_COMPONENTS[node.name as ComponentName] as { reads?: string } | undefined;
      if (rules?.reads) written.push(...[...texts(frontmatter[rules.reads])].map(([, text]) => text));
    }
    const attributes: { value?: unknown }[] = Array.isArray(node.attributes) ? node.attributes : [];
    for (const { value } of attributes) if (typeof value === 'string') written.push(value);
    node.children?.forEach(read);
  };
  read(section);
  return statesReturn(written.join('\n'));
}
