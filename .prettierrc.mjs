// @ts-check
// The class order comes from the site's stylesheet, app/globals.css, which imports the design
// tokens' stylesheet the build writes into its cache: a checkout that has not built yet gets it here.
import { ensureThemeStylesheet } from './scripts/build/theme-stylesheet.mjs';

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
