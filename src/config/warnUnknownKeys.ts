/** How many single-character edits turn `a` into `b` (Levenshtein). */
function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * Top-level keys the config does not know (a typo such as `netwroks`), each with the known key
 * it most likely meant. Warned, not refused: a config written for a newer or older version
 * must keep working.
 */
export function unknownKeys(input: object, known: readonly string[]) {
  return Object.keys(input)
    .filter((key) => !known.includes(key))
    .map((key) => {
      const [closest] = [...known].sort((a, b) => distance(key, a) - distance(key, b));
      const meant = closest && distance(key, closest) <= 2 ? closest : null;
      return { key, meant };
    });
}
