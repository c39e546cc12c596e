/**
 * Copy with its braces filled: fill('{name} counts visits', { name: 'GoatCounter' }). A brace the
 * values do not fill is a mistake in the copy, and stops the build naming it.
 */
export function fill(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`"${text}" has {${key}}, which nothing fills here`);
    return value;
  });
}
