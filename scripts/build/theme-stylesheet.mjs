// @ts-check
// The design tokens of tailwind.config.ts, handed to Tailwind as CSS variables (`@theme`), with
// the dark theme (NEXT_PUBLIC_THEME, docs/theme.md) beside them. Written into the build's cache
// before `next build` and `next dev` (prepare.mjs), where app/globals.css imports it, so both
// serve the same stylesheet and nothing rewrites it after the build.
//
// With `light` the colours are `@theme inline`: Tailwind writes each into its utilities as a
// literal, as for the type scale and the fonts, which no theme turns. With `system` or `switch`
// they are `@theme`: each utility reads its variable, which Tailwind declares on :root with the
// light value, and the dark values are declared after it where the theme is dark. `system` makes
// dark wherever the visitor's system is; `switch` lets a mark on <html> (data-theme, set by the
// switch and by an inline script before the first paint) choose light or dark, and follows the
// system without one (no choice, or no JavaScript).
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createJiti } from 'jiti';
import {
  THEME_ATTRIBUTE,
  THEME_SWITCH_ATTRIBUTE,
} from '../../lib/browser/inline-scripts/theme.mjs';

const require = createRequire(import.meta.url);

/**
 * @typedef {{ [key: string]: string | { [step: string]: string } }} Palette
 * @typedef {readonly [
 *   size: string,
 *   { readonly lineHeight?: string, readonly letterSpacing?: string, readonly fontWeight?: string },
 * ]} FontSize
 * @typedef {{
 *   colors: Palette,
 *   darkColors: Palette,
 *   fontFamily: { [name: string]: readonly string[] },
 *   fontSize: { [name: string]: FontSize },
 * }} Tokens
 * @typedef {{ selector: string, body: string }} DarkRule
 */

/** Where prepare.mjs writes the stylesheet app/globals.css imports. */
export const THEME_CACHE_DIR = join(import.meta.dirname, '../../node_modules/.cache/site-theme');

/** Its file name, as app/globals.css imports it. */
export const THEME_FILE = 'theme.css';

/**
 * A palette's colours as Tailwind names their variables (`--color-brand-700`, `--color-focus`).
 * @param {Palette} palette
 * @returns {[string, string][]}
 */
export function colorVariables(palette) {
  return Object.entries(palette).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [/** @type {[string, string]} */ ([`--color-${key}`, value])]
      : Object.entries(value).map(
          ([step, hex]) => /** @type {[string, string]} */ ([`--color-${key}-${step}`, hex]),
        ),
  );
}

/** @param {[string, string][]} variables */
const declarations = (variables) => variables.map(([name, value]) => `${name}:${value}`).join(';');

/**
 * The type scale and the fonts, as Tailwind's theme variables name them.
 * @param {Pick<Tokens, 'fontFamily' | 'fontSize'>} tokens
 * @returns {[string, string][]}
 */
function typeVariables({ fontFamily, fontSize }) {
  const suffixes = /** @type {const} */ ({
    lineHeight: 'line-height',
    letterSpacing: 'letter-spacing',
    fontWeight: 'font-weight',
  });
  return [
    ...Object.entries(fontFamily).map(
      ([name, families]) =>
        /** @type {[string, string]} */ ([`--font-${name}`, families.join(', ')]),
    ),
    ...Object.entries(fontSize).flatMap(([name, [size, details]]) => [
      /** @type {[string, string]} */ ([`--text-${name}`, size]),
      ...Object.entries(details).map(
        ([detail, value]) =>
          /** @type {[string, string]} */ ([
            `--text-${name}--${suffixes[/** @type {keyof typeof suffixes} */ (detail)]}`,
            value,
          ]),
      ),
    ]),
  ];
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
 * Surfaces dark in the light theme already (the brand's band, components/shared/band.tsx): in dark
 * they keep their light colours, the light values declared again inside them, rather than
 * turning over into a light block on a dark page.
 */
const STEADY_SURFACES = ['.bg-brand-900'];

/**
 * The stylesheet app/globals.css imports: the tokens as Tailwind's theme and, unless the theme is
 * light, the dark values and the rules that go with them.
 * @param {import('../../lib/settings/env.mjs').Theme} setting
 * @param {Tokens} tokens
 * @param {DarkRule[]} toasts the toasts' dark rules (toasterRules)
 */
export function themeStylesheet(setting, tokens, toasts) {
  const light = colorVariables(tokens.colors);
  const dark = colorVariables(tokens.darkColors);
  const missing = light.find(([name]) => !dark.some(([each]) => each === name));
  if (missing) throw new Error(`darkColors: ${missing[0].slice('--color-'.length)} has no value`);
  const theme =
    `@theme inline{${declarations(typeVariables(tokens))}}` +
    `@theme${setting === 'light' ? ' inline' : ''}{${declarations(light)}}` +
    // ALTCHA's stylesheet sets its colours with light-dark(), which the CSS build rewrites to
    // depend on a declared scheme: without one its checkbox has no border.
    ':root{color-scheme:light}';
  if (setting === 'light') return theme;
  /** @param {string} root */
  const darkAt = (root) =>
    `${root}{color-scheme:dark;${declarations(dark)}}` +
    [
      ...toasts,
      ...STEADY_SURFACES.map((selector) => ({
        selector,
        body: `color-scheme:light;${declarations(light)}`,
      })),
    ]
      .map(({ selector, body }) => `${root} ${selector}{${body}}`)
      .join('');
  return (
    theme +
    (setting === 'system'
      ? `@media (prefers-color-scheme:dark){${darkAt(':root')}}`
      : `@media (prefers-color-scheme:dark){${darkAt(`:root:not([${THEME_ATTRIBUTE}=light])`)}}` +
        darkAt(`:root[${THEME_ATTRIBUTE}=dark]`) +
        // The bar's switch sits at its end, beside the links (the menu's is a block, where this
        // is nothing); it needs the page's scripts, and without them the page follows the system.
        `[${THEME_SWITCH_ATTRIBUTE}]{margin-inline-start:auto}` +
        `@media (scripting:none){[${THEME_SWITCH_ATTRIBUTE}]{display:none}}`)
  );
}

/**
 * Writes the stylesheet for this build's settings, only where it changed (a new file would make
 * `next dev` compile the stylesheet again).
 * @param {{ cacheDir?: string }} [options]
 * @returns {Promise<{ setting: import('../../lib/settings/env.mjs').Theme, written: boolean }>}
 */
export async function buildThemeStylesheet({ cacheDir = THEME_CACHE_DIR } = {}) {
  const { THEME } = await import('../../lib/settings/env.mjs');
  // TypeScript, which Node 22 reads only through jiti.
  const { tokens } = /** @type {typeof import('../../tailwind.config.ts')} */ (
    await createJiti(import.meta.url, { moduleCache: false }).import('../../tailwind.config.ts')
  );
  const css = themeStylesheet(
    THEME,
    tokens,
    toasterRules(readFileSync(require.resolve('sonner/dist/styles.css'), 'utf8')),
  );
  const file = join(cacheDir, THEME_FILE);
  let before = '';
  try {
    before = readFileSync(file, 'utf8');
  } catch {
    // Not written yet.
  }
  if (before === css) return { setting: THEME, written: false };
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(file, css);
  return { setting: THEME, written: true };
}

/**
 * Writes the stylesheet where there is none yet, for the tools that read app/globals.css before
 * any build has (Prettier's class order, .prettierrc.mjs); a build or `next dev` writes it with
 * the settings they read, which this leaves as they are.
 */
export async function ensureThemeStylesheet() {
  if (!existsSync(join(THEME_CACHE_DIR, THEME_FILE))) await buildThemeStylesheet();
}
