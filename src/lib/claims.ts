/**
 * Words that state or imply a projected financial return ("Projected 8-Year ROI", "projected to recover…",
 * "Build Your Wealth"): copy that a UK investment promotion must show beside a risk statement.
 */
export const RETURN_CLAIM = /\b(projected|projections?|ROI|returns?|recover(s|y|ed)?|payback|repays?|wealth)\b/i;

/** Whether `text` (plain text or HTML) states a projected return, so its section must carry the risk statement. */
export function statesReturn(text: string): boolean {
  return RETURN_CLAIM.test(text.replace(/<(script|style)\b[\s\S]*?<\/\1>|<[^>]*>/g, ' '));
}
