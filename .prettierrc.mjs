// @ts-check
// The class order comes from the site's stylesheet, app/globals.css, which imports two stylesheets
// the build writes into its cache: a checkout that has not built yet gets them here.
import { ensureStyleSources } from './scripts/build/markdown.mjs';
import { ensureThemeStylesheet } from './scripts/build/theme-stylesheet.mjs';

ensureStyleSources();
await ensureThemeStylesheet();

/** @type {import('prettier').Config & import('prettier-plugin-tailwindcss').PluginOptions} */
const config = {
  singleQuote: true,
  semi: true,
  trailingComma: 'all',
  printWidth: 100,
  plugins: ['prettier-plugin-tailwindcss'],
  tailwindStylesheet: './app/globals.css',
  tailwindFunctions: ['cn'],
};

export default config;
