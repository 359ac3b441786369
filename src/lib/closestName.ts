// Spelling help for the content errors: placeholders, components and their attributes, fields.

/**
 * Of `known` names, the closest to `name` by edit distance (case-insensitive), e.g. "prise" → "price"; none when more
 * than a third of its letters (at least 2) differ: a far guess would send a copywriter the wrong way.
 */
export function closestName<N extends string>(name: string, known: readonly N[]): N | undefined {
  const distance = (other: string) => editDistance(name.toLowerCase(), other.toLowerCase());
  const best = known.reduce<N | undefined>(
    (best, other) => (!best || distance(other) < distance(best) ? other : best),
    undefined,
  );
  return best !== undefined && distance(best) <= Math.max(2, Math.ceil(name.length / 3)) ? best : undefined;
}

/** " Did you mean "price"?" with the closest known name as `show` writes it, or nothing when none is close. */
export function didYouMean(name: string, known: readonly string[], show = (name: string) => `"${name}"`): string {
  const meant = closestName(name, known);
  return meant === undefined ? '' : ` Did you mean ${show(meant)}?`;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}
