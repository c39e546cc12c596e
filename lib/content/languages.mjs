// @ts-check
// The site's languages as the build, the pages and the tests use them, from content/languages.mjs.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '../../content/languages.mjs';
import { languagePrefix, SITE_LANGUAGE } from '../settings/env.mjs';

/**
 * The copy files each language has: every .ts file of content/ but types.ts, the default's there
 * and another language's in content/<code>/. A new file is one at once: another language's build
 * stops naming its own copy until it exists, unless none of its pages shows it
 * (scripts/build/languages.mjs).
 * @param {string} [root] the project's folder
 */
export function copyFiles(root = process.cwd()) {
  return readdirSync(join(root, 'content'))
    .filter((name) => name.endsWith('.ts') && name !== 'types.ts')
    .map((name) => name.slice(0, -'.ts'.length))
    .sort();
}

/**
 * @typedef {{
 *   locale: string,
 *   code: string,
 *   prefix: string,
 *   name: string,
 *   dir: 'ltr' | 'rtl',
 *   isDefault: boolean,
 * }} Language
 */

/**
 * Which way a locale's script runs, as the platform's locale data says (ar, he, fa, ur: right to
 * left), so no list of languages here can fall behind it. Node 22 and later have getTextInfo();
 * engines that shipped the earlier proposal have it as a property.
 * @param {string} locale
 * @returns {'ltr' | 'rtl'}
 */
export function directionOf(locale) {
  /** @typedef {{ direction?: string }} TextInfo */
  const intl = /** @type {Intl.Locale & { getTextInfo?: () => TextInfo, textInfo?: TextInfo }} */ (
    new Intl.Locale(locale)
  );
  const { direction } = intl.getTextInfo?.() ?? intl.textInfo ?? {};
  if (direction !== 'ltr' && direction !== 'rtl') {
    throw new Error(
      `This Node cannot tell which way ${locale} is written: use Node 22.12 or later`,
    );
  }
  return direction;
}

/**
 * A locale as the site uses it: its code names the folder and the prefix; its name is written in
 * the language itself ("Deutsch"), as a visitor looking for it reads it; its direction is the
 * pages' (<html dir>), which every mirrored part of the layout follows.
 * @param {string} locale
 * @param {number} index
 * @returns {Language}
 */
function languageOf(locale, index) {
  const { language } = new Intl.Locale(locale);
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(language) ?? language;
  return {
    locale,
    code: language,
    prefix: languagePrefix(index === 0 ? '' : language),
    name: name.charAt(0).toLocaleUpperCase(locale) + name.slice(1),
    dir: directionOf(locale),
    isDefault: index === 0,
  };
}

/**
 * Each language, the default first; two sharing a language code would share a prefix.
 * @param {readonly string[]} list
 */
export function languagesOf(list) {
  if (list.length === 0) throw new Error('content/languages.mjs lists no locale');
  const languages = list.map(languageOf);
  const seen = new Set();
  for (const { code, locale } of languages) {
    if (seen.has(code))
      throw new Error(`content/languages.mjs: ${locale} is a second locale of "${code}"`);
    seen.add(code);
  }
  return languages;
}

export const LANGUAGES = languagesOf(locales);

/** The language every page has, whose routes have no prefix. */
export const DEFAULT_LANGUAGE = /** @type {Language} */ (LANGUAGES[0]);

/** The languages besides the default, each under its prefix; none where the site has one. */
export const OTHER_LANGUAGES = LANGUAGES.slice(1);

/**
 * Where a language's pages live: under the site's base path, after its prefix (/de, /some-path/de).
 * @param {Language} language
 * @param {string} siteBasePath
 */
export const languageRoot = (language, siteBasePath) => `${siteBasePath}${language.prefix}`;

/**
 * The language of a code, as SITE_LANGUAGE names it; an unknown code, or the default's (whose
 * pages have no prefix), stops the build.
 * @param {string} code
 */
export function languageNamed(code) {
  const language = OTHER_LANGUAGES.find((candidate) => candidate.code === code);
  if (!language) {
    throw new Error(
      `SITE_LANGUAGE=${code} is not another language of content/languages.mjs (${OTHER_LANGUAGES.map((l) => l.code).join(', ') || 'it lists one'}); leave it empty for the default`,
    );
  }
  return language;
}

/** The language this build writes (SITE_LANGUAGE), the default unless set. */
export const LANGUAGE = SITE_LANGUAGE ? languageNamed(SITE_LANGUAGE) : DEFAULT_LANGUAGE;
