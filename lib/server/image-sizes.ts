// The `sizes` attribute, read and written: a list of optional media conditions, each with the
// width the image takes when it holds.

/** Splits at the commas outside parentheses: `min(100vw, 80rem)` stays whole. */
function topLevel(list: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const character = list[i];
    if (character === '(') depth++;
    else if (character === ')') depth--;
    else if (character === separator && depth === 0) {
      parts.push(list.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, list.slice(start)].map((part) => part.trim());
}

/** The same `sizes` with every width multiplied by `factor` (1 leaves it as it is). */
export function scaleSizes(sizes: string, factor: number): string {
  if (factor === 1) return sizes;
  const scale = Number(factor.toFixed(4));
  return topLevel(sizes, ',')
    .map((entry) => {
      // The width is the last word outside parentheses; what comes before it is the condition.
      const words = topLevel(entry, ' ').filter(Boolean);
      const width = words.pop();
      return [...words, `calc(${width} * ${scale})`].join(' ');
    })
    .join(', ');
}
