// @ts-check
// Post-build step: the pages of a dark theme (NEXT_PUBLIC_THEME, docs/theme.md). The stylesheet
// is Tailwind's own (theme-stylesheet.mjs); this step writes, with the switch, the script that
// applies the visitor's stored choice into each page's <head>, minified, before anything is
// painted, and checks that each page carries a theme-color meta per scheme. With `light` it does
// nothing, so the pages stay byte for byte as they were.
import { readFileSync } from 'node:fs';
import {
  applyTheme,
  THEME_ATTRIBUTE,
  THEME_STORAGE_KEY,
} from '../../lib/browser/inline-scripts/theme.mjs';
import { builtInlineScript } from './inline-scripts.mjs';
import { BuildStepError, htmlFiles, rewriteFiles, routeOf, startTags } from './output.mjs';

export const STEP = 'theme-script';

/**
 * @typedef {{
 *   setting: import('../../lib/settings/env.mjs').Theme,
 *   themeColors: { light: string, dark: string },
 * }} ThemeSettings
 */

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
export function addThemeScript(outDir, { setting, themeColors }) {
  if (setting === 'light') return 'light only (NEXT_PUBLIC_THEME=light)';
  const pages = htmlFiles(outDir);
  if (setting === 'switch') rewriteFiles(pages, (html) => withThemeScript(html, themeColors));
  for (const file of pages)
    verifyThemedPage(readFileSync(file, 'utf8'), {
      page: routeOf(file, outDir),
      setting,
      themeColors,
    });
  return `${setting} theme on ${pages.length} pages`;
}
