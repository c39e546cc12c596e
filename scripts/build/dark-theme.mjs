// @ts-check
// Post-build step: the dark theme (NEXT_PUBLIC_THEME, docs/theme.md). With `light` it does nothing,
// so the pages stay byte for byte as they were.
//
// Tailwind writes the tokens of tailwind.config.ts into each utility as literal colours
// (`.text-ink-900{color:#0f172a}`), so no variable could turn them dark. This step turns each
// token's light value in the site's stylesheets into its variable (`var(--color-ink-900)`) and
// appends the variables: the light values on :root, the dark ones (darkColors, beside the tokens)
// where the theme is dark. Every rule keeps its place in the cascade, and only the tokens a
// stylesheet uses are declared. `system` makes dark wherever the visitor's system is; `switch`
// lets a mark on <html> (data-theme, set by the switch and by an inline script before the first
// paint) choose light or dark, and follows the system without one (no choice, or no JavaScript).
// A token with opacity becomes a color-mix of its variable, which every browser the site supports
// reads.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  applyTheme,
  THEME_ATTRIBUTE,
  THEME_STORAGE_KEY,
  THEME_SWITCH_ATTRIBUTE,
} from '../../lib/browser/inline-scripts/theme.mjs';
import { builtInlineScript } from './inline-scripts.mjs';
import {
  allFiles,
  BuildStepError,
  htmlFiles,
  rewriteFiles,
  routeOf,
  startTags,
} from './output.mjs';

export const STEP = 'dark-theme';

const require = createRequire(import.meta.url);

/**
 * @typedef {{ name: string, light?: string, dark: string }} Token light: none for Tailwind's own
 *   colours, which it declares as variables itself
 * @typedef {{ [key: string]: string | { [step: string]: string } }} Palette
 * @typedef {{ selector: string, body: string }} DarkRule
 * @typedef {{
 *   setting: import('../../lib/settings/env.mjs').Theme,
 *   colors: Palette,
 *   darkColors: Palette,
 *   themeColors: { light: string, dark: string },
 * }} ThemeSettings
 */

/**
 * The tokens of tailwind.config.ts, each with its light and dark value, named as Tailwind names
 * their variables (brand-700, focus, white).
 * @param {Palette} colors
 * @param {Palette} darkColors
 * @returns {Token[]}
 */
export function themeTokens(colors, darkColors) {
  /** @param {Palette} palette */
  const flat = (palette) =>
    new Map(
      Object.entries(palette).flatMap(([key, value]) =>
        typeof value === 'string'
          ? [[key, value.toLowerCase()]]
          : Object.entries(value).map(([step, hex]) => [`${key}-${step}`, hex.toLowerCase()]),
      ),
    );
  const light = flat(colors);
  const dark = flat(darkColors);
  return [...dark].map(([name, value]) => ({ name, light: light.get(name), dark: value }));
}

const HEX = /#([0-9a-f]{6})(?![0-9a-f])/gi;

// A token with opacity, as the CSS build writes it: the colour with its alpha, then the same in
// lab() for the browsers that read it, both literal (`.bg-brand-200\/60{background-color:#c7d2fe99;
// background-color:lab(84.4% 3 -23/.6)}`). Both become one color-mix of the token's variable.
const TRANSLUCENT =
  /([{;])([a-z-]+):#([0-9a-f]{6})([0-9a-f]{2})(?![0-9a-f])(?:;\2:(?:ok)?(?:lab|lch)\([^)]*\))?/gi;

/** A token's variable as the step declares it, which names its colour. */
const DECLARED = /--color-[a-z0-9-]+:#[0-9a-f]{6}/g;

/**
 * Surfaces dark in the light theme already (the brand's band, components/shared/band.tsx): in dark
 * they keep their light colours, the light theme's values declared again inside them, rather than
 * turning over into a light block on a dark page.
 */
const STEADY_SURFACES = ['.bg-brand-900'];

/** What a stylesheet the step has done carries: its dark scheme, declared on the root. */
const DARK_MARK = 'color-scheme:dark;';

/**
 * A stylesheet whose token colours are variables, with the variables declared after it for each
 * theme; unchanged where it uses no token.
 * @param {string} css
 * @param {Token[]} tokens
 * @param {'system' | 'switch'} setting
 * @param {DarkRule[]} [darkRules] rules that apply only in dark, inside the dark <html>
 */
export function darkStylesheet(css, tokens, setting, darkRules = []) {
  /** @type {Map<string, Token>} */
  const byLight = new Map();
  for (const token of tokens) {
    if (!token.light) continue;
    const same = byLight.get(token.light);
    if (same && same.dark !== token.dark)
      throw new Error(
        `darkColors: ${same.name} and ${token.name} are both ${token.light} in light, so must be one colour in dark too (${same.dark}, ${token.dark})`,
      );
    if (!same) byLight.set(token.light, token);
  }
  /** @type {Set<Token>} */
  const used = new Set();
  const rewritten = css
    .replace(TRANSLUCENT, (whole, start, property, hex, alpha) => {
      const token = byLight.get(`#${hex.toLowerCase()}`);
      if (!token) return whole;
      used.add(token);
      const percent = Math.round((parseInt(alpha, 16) / 255) * 100);
      return `${start}${property}:color-mix(in oklab,var(--color-${token.name}) ${percent}%,transparent)`;
    })
    .replace(HEX, (hex) => {
      const token = byLight.get(hex.toLowerCase());
      if (!token) return hex;
      used.add(token);
      return `var(--color-${token.name})`;
    });
  for (const token of tokens)
    if (!token.light && rewritten.includes(`var(--color-${token.name})`)) used.add(token);
  if (used.size === 0) return css;
  const declare = (/** @type {(token: Token) => string | undefined} */ value) =>
    [...used]
      .filter((token) => value(token))
      .map((token) => `--color-${token.name}:${value(token)}`)
      .join(';');
  // The stylesheet's `color-scheme: light` comes out as these switches for light-dark() (ALTCHA's).
  const lightDark = css.includes('--lightningcss-light')
    ? ';--lightningcss-light: ;--lightningcss-dark:initial'
    : '';
  const variables = `{${DARK_MARK}${declare((token) => token.dark)}${lightDark}}`;
  const light = declare((token) => token.light);
  // Tailwind's own colours (white) keep the value Tailwind declares for them.
  const ownValue = (/** @type {Token} */ token) =>
    css.match(new RegExp(`--color-${token.name}:([^;}]+)`))?.[1];
  const steady = STEADY_SURFACES.filter((selector) => css.includes(`${selector}{`)).map(
    (selector) => ({
      selector,
      body: `color-scheme:light;${declare((token) => token.light ?? ownValue(token))}`,
    }),
  );
  const dark = (/** @type {string} */ root) =>
    root +
    variables +
    [...darkRules, ...steady].map(({ selector, body }) => `${root} ${selector}{${body}}`).join('');
  return (
    rewritten +
    (light ? `:root{${light}}` : '') +
    (setting === 'system'
      ? `@media (prefers-color-scheme:dark){${dark(':root')}}`
      : `@media (prefers-color-scheme:dark){${dark(`:root:not([${THEME_ATTRIBUTE}=light])`)}}` +
        dark(`:root[${THEME_ATTRIBUTE}=dark]`) +
        // The bar's switch sits at its end, beside the links (the menu's is a block, where this
        // is nothing); it needs the page's scripts, and without them the page follows the system.
        `[${THEME_SWITCH_ATTRIBUTE}]{margin-inline-start:auto}` +
        `@media (scripting:none){[${THEME_SWITCH_ATTRIBUTE}]{display:none}}`)
  );
}

const TOASTER = "[data-sonner-toaster][data-sonner-theme='dark']";

/**
 * The toasts' dark look, as sonner's stylesheet gives it: sonner picks light or dark once, when
 * the contact form renders its toaster (light, as the form is the same in every theme), so its
 * dark rules are given to the light toaster wherever the page is dark. Its stylesheet arrives
 * with the form's script, after this one, so the selectors here are the more specific.
 * @param {string} sonnerCss sonner/dist/styles.css
 * @returns {DarkRule[]}
 */
export function toasterRules(sonnerCss) {
  const rules = [...sonnerCss.matchAll(/([^{}]+)\{([^{}]*)\}/g)]
    .map(([, selector = '', body = '']) => ({ selector: selector.trim(), body }))
    .filter(({ selector }) => selector.startsWith(TOASTER) && !selector.includes('data-invert'))
    .map(({ selector, body }) => ({
      selector: selector.replace(TOASTER, '[data-sonner-toaster][data-sonner-theme=light]'),
      body: body
        .split(';')
        .map((declaration) => declaration.trim().replace(/\s*:\s*/, ':'))
        .filter(Boolean)
        .join(';'),
    }));
  if (rules.length === 0) throw new Error("sonner's stylesheet has no dark rules");
  return rules;
}

/**
 * The script that marks <html> with the visitor's stored choice (lib/browser/inline-scripts/theme.mjs).
 * @param {{ light: string, dark: string }} themeColors
 */
export function themeScript(themeColors) {
  return builtInlineScript(applyTheme, THEME_STORAGE_KEY, THEME_ATTRIBUTE, themeColors);
}

const THEME_COLOR_METAS = /(?:<meta name="theme-color"[^>]*\/>)+/;

/**
 * A page with the switch's script right after its theme-color metas, which it sets.
 * @param {string} html
 * @param {{ light: string, dark: string }} themeColors
 */
export function withThemeScript(html, themeColors) {
  const script = `<script>${themeScript(themeColors)}</script>`;
  if (html.includes(script)) return html;
  return html.replace(THEME_COLOR_METAS, (metas) => `${metas}${script}`);
}

/**
 * What a page must carry: a theme-color meta for each scheme and, with the switch, its script
 * right after them, in <head>.
 * @param {string} html
 * @param {{ page: string, setting: 'system' | 'switch', themeColors: { light: string, dark: string } }} context
 */
export function verifyThemedPage(html, { page, setting, themeColors }) {
  const metas = startTags(html, 'meta').filter(
    ({ attributes }) => attributes.name === 'theme-color',
  );
  for (const scheme of /** @type {const} */ (['light', 'dark'])) {
    if (
      !metas.some(
        ({ attributes }) =>
          attributes.media === `(prefers-color-scheme: ${scheme})` &&
          attributes.content?.toLowerCase() === themeColors[scheme].toLowerCase(),
      )
    )
      throw new BuildStepError(STEP, page, `expected a theme-color meta for ${scheme}`);
  }
  if (setting !== 'switch') return;
  const script = `<script>${themeScript(themeColors)}</script>`;
  const at = html.indexOf(script);
  if (at === -1 || at > html.indexOf('</head>') || html.indexOf(script, at + 1) !== -1)
    throw new BuildStepError(STEP, page, "expected the theme switch's script once, in <head>");
}

/**
 * @param {string} outDir
 * @param {ThemeSettings} theme
 * @returns {string} what the step did
 */
export function addDarkTheme(outDir, { setting, colors, darkColors, themeColors }) {
  if (setting === 'light') return 'light only (NEXT_PUBLIC_THEME=light)';
  const tokens = themeTokens(colors, darkColors);
  const stylesheets = allFiles(outDir).filter((file) => file.endsWith('.css'));
  const toasts = toasterRules(readFileSync(require.resolve('sonner/dist/styles.css'), 'utf8'));
  rewriteFiles(stylesheets, (css) =>
    css.includes(DARK_MARK) ? css : darkStylesheet(css, tokens, setting, toasts),
  );
  const themed = stylesheets.filter((file) => {
    const css = readFileSync(file, 'utf8');
    const left = [...css.replace(DECLARED, '').matchAll(HEX)].find(([hex]) =>
      tokens.some((token) => token.light === hex.toLowerCase()),
    );
    if (left)
      throw new BuildStepError(
        STEP,
        routeOf(file, outDir),
        `expected no token colour left, found ${left[0]}`,
      );
    return css.includes(DARK_MARK);
  });
  if (themed.length === 0)
    throw new BuildStepError(STEP, '/', 'expected a stylesheet with the dark theme');
  const pages = htmlFiles(outDir);
  if (setting === 'switch') rewriteFiles(pages, (html) => withThemeScript(html, themeColors));
  for (const file of pages)
    verifyThemedPage(readFileSync(file, 'utf8'), {
      page: routeOf(file, outDir),
      setting,
      themeColors,
    });
  return `${setting} theme in ${themed.length} stylesheets, ${pages.length} pages`;
}
