// Spelling help for the content errors: placeholders, components and their attributes, fields.

/** Of `known` names, the closest to `name` by edit distance (case-insensitive), e.g. "prise" → "price". */
export function closestName<N extends string>(name: string, known: readonly N[]): N {
  const distance = (other: string) => editDistance(name.toLowerCase(), other.toLowerCase());
  return known.reduce((best, other) => (distance(other) < distance(best) ? other : best));
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
