// @ts-check
// The page's inline scripts are functions, linted and type-checked like the rest of the code.
// Only a function's own text reaches the page, so each uses its parameters and the browser's
// globals alone: what it needs from the project arrives as arguments.

/**
 * The text of an inline script that calls `fn` with `args`: a function argument as its source,
 * anything else as JSON, with `<` escaped so that no value can close the script element.
 * @param {(...args: any[]) => void} fn
 * @param {...unknown} args
 */
export function inlineScript(fn, ...args) {
  const values = args.map((value) =>
    typeof value === 'function' ? String(value) : JSON.stringify(value).replace(/</g, '\\u003c'),
  );
  return `(${fn})(${values.join(',')})`;
}
