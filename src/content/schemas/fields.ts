import { z } from 'astro/zod';
import { isPlaceholderName, placeholdersIn, unknownPlaceholderMessage } from '../../lib/placeholders';

// Every field's messages say what to write: `hint` names it, e.g. "the page title shown in the browser tab".

/** The message for a value that is missing (`Missing. Add …`) or not of the `kind` expected (`Expected …`). */
function typeError(hint: string, kind: string, add: string, fix: string) {
  return ({ input }: { input: unknown }) =>
    input === undefined ? `Missing. Add ${add}.` : `Expected ${kind} (${hint}), got ${describe(input)}. ${fix}`;
}

/** Required text. */
export function text(hint: string) {
  const error = typeError(hint, 'text', hint, 'Write it as plain text, in quotes if it contains a colon.');
  return z.string({ error }).trim().min(1, { error: `Empty. Write ${hint}.` });
}

/** Required copy that may carry `{placeholders}` such as `{price}` or `{operator}`, checked by name. */
export function copy(hint: string) {
  return text(hint).superRefine((value, ctx) => {
    for (const name of placeholdersIn(value)) {
      if (!isPlaceholderName(name)) ctx.addIssue({ code: 'custom', message: unknownPlaceholderMessage(name) });
    }
  });
}

function number(hint: string) {
  return z.number({ error: typeError(hint, 'a number', `${hint} as a number`, 'Write digits only, without £, % or commas.') });
}

/** A whole number of at least `min`, for counts and amounts in whole pounds. */
export function wholeNumber(hint: string, min = 0) {
  return number(hint)
    .int({ error: `Expected a whole number (${hint}). Remove the decimals.` })
    .min(min, { error: `Expected ${hint} of at least ${min}.` });
}

/** A number (decimals allowed) between `min` and `max`, e.g. a percentage. */
export function boundedNumber(hint: string, min: number, max: number) {
  const error = `Expected ${hint} between ${min} and ${max}.`;
  return number(hint).min(min, { error }).max(max, { error });
}

/** A value a copywriter wrote, as an error message describes it. */
function describe(value: unknown): string {
  if (value === null) return 'nothing (null)';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a group of fields';
  if (typeof value === 'string') return `the text "${value}"`;
  return `${typeof value} ${String(value)}`;
}
