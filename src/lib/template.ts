/** A placeholder in copy: `{price}` is replaced by the offer's price, formatted. */
const PLACEHOLDER = /\{([A-Za-z]+)\}/g;

/** The placeholder names used in `text`, in order of appearance. */
export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

/**
 * Fills `{name}` placeholders from `values`. Throws on a name that has no value,
 * so a typo in copy stops the build instead of reaching a visitor.
 */
export function fillTemplate(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new Error(
        `Unknown placeholder ${whole} in "${text}". Use one of: ${Object.keys(values)
          .map((key) => `{${key}}`)
          .join(', ')}.`,
      );
    }
    return value;
  });
}
