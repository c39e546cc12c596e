// @ts-check
// The post-build steps, in order: compile hints for the scripts pages start, those scripts
// started once the page is on screen, the dark theme where the settings turn it on, the stylesheet
// inlined, the font held for repeat visits, the
// repeated-slash repair, each page's Content-Security-Policy (it hashes the inline scripts the
// steps before wrote), the host rules, the CMS where the settings name one, the search index where
// search is on and, last, the precompressed copies.
//
// Each step checks its own work and throws a BuildStepError naming itself, the page and what it
// expected. A step that silently did nothing would ship the framework's output unchanged, which no
// test of the output reads as wrong at a glance. A step that rewrites Next's output and does not
// recognise it throws UnrecognisedOutput before writing anything: it stands aside, says so in one
// line, and the build goes on with the pages as Next wrote them (the record of it is
// stoodAsideFile's, for the Lighthouse gate). postbuild.mjs runs them after `next build`; the
// unit tests run them on Next's captured export of each release and on mutations of it.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import * as cms from './cms.mjs';
import * as compileHints from './compile-hints.mjs';
import * as contentSecurityPolicy from './content-security-policy.mjs';
import * as darkTheme from './dark-theme.mjs';
import * as deferredScripts from './deferred-scripts.mjs';
import * as hostConfig from './host-config.mjs';
import * as inlineStylesheets from './inline-stylesheets.mjs';
import * as mergeSlashes from './merge-slashes.mjs';
import {
  BuildStepError,
  htmlFiles,
  publishedPaths,
  recordStoodAside,
  UnrecognisedOutput,
} from './output.mjs';
import * as precompress from './precompress.mjs';
import * as repeatVisitFont from './repeat-visit-font.mjs';
import * as searchIndex from './search-index.mjs';

/**
 * @typedef {{
 *   basePath: string,
 *   nested?: readonly string[],
 *   origin: string,
 *   backend: import('./content-security-policy.mjs').ContactBackend,
 *   nginx: import('./host-config.mjs').NginxSettings,
 *   cms?: import('../../lib/settings/env.mjs').Cms,
 *   search?: { locale: string },
 *   theme?: import('./dark-theme.mjs').ThemeSettings,
 * }} Settings cms: the CMS's settings, in the default language's build where it is on; search:
 *   the language of the pages indexed, where search is on; theme: the themes and their colours
 *   (light alone unless given)
 */

/** The step that checks the export itself: every published page and the 404 exist. */
export const EXPORT_STEP = 'export';

/**
 * @param {string} outDir
 * @param {Settings} settings
 * @returns {[string, () => string | Promise<string>][]} each step's name and run, which returns
 *   what it did in a few words
 */
export function postbuildSteps(outDir, settings) {
  const {
    basePath,
    nested = [],
    origin,
    backend,
    nginx,
    cms: cmsSettings,
    search,
    theme,
  } = settings;
  return [
    [
      EXPORT_STEP,
      () => {
        const pages = [
          ...publishedPaths(outDir, { basePath, nested }).map((path) =>
            join(path.slice(basePath.length), 'index.html'),
          ),
          '/404.html',
        ];
        const missing = pages.find((page) => !existsSync(join(outDir, page)));
        if (missing)
          throw new BuildStepError(
            EXPORT_STEP,
            missing,
            'expected the page the sitemap lists in the export (a link of content/navigation.ts needs its app/<path>/page.tsx)',
          );
        return `${htmlFiles(outDir).length} pages`;
      },
    ],
    [
      compileHints.STEP,
      () => `compile hints on ${compileHints.addCompileHints(outDir, basePath)} scripts`,
    ],
    [
      deferredScripts.STEP,
      async () => {
        const { pages, payloads, kinds } = await deferredScripts.deferAllScripts(outDir, basePath);
        return `scripts started on load on ${pages} pages (${payloads} fetch their payload; ${kinds} start-ups run)`;
      },
    ],
    // Before the stylesheet goes inline, which copies it into every page.
    [darkTheme.STEP, () => (theme ? darkTheme.addDarkTheme(outDir, theme) : 'light only')],
    [
      inlineStylesheets.STEP,
      () =>
        `stylesheet inline on ${inlineStylesheets.inlineAllStylesheets(outDir, basePath)} pages`,
    ],
    [
      repeatVisitFont.STEP,
      () =>
        `font held for repeat visits on ${repeatVisitFont.holdFontsForRepeatVisits(outDir, basePath)} pages`,
    ],
    [
      mergeSlashes.STEP,
      () => `slash repair on ${mergeSlashes.addMergeSlashesScripts(outDir)} pages`,
    ],
    [
      contentSecurityPolicy.STEP,
      () => `CSP on ${contentSecurityPolicy.addPolicies(outDir, backend)} pages`,
    ],
    [
      hostConfig.STEP,
      () =>
        `${hostConfig.writeHostFiles(outDir, { basePath, origin, nginx, cms: Boolean(cmsSettings) }).join(', ')} written`,
    ],
    [
      cms.STEP,
      () =>
        cmsSettings
          ? `CMS for ${cmsSettings.repository} in ${cms.writeCms(outDir, { cms: cmsSettings, siteUrl: `${origin}${basePath}/` })} files`
          : 'no CMS (CMS_REPOSITORY is not set)',
    ],
    [
      searchIndex.STEP,
      async () =>
        search
          ? `search index of ${await searchIndex.writeSearchIndex(outDir, { basePath, nested, locale: search.locale })} pages in ${search.locale}`
          : 'no search (NEXT_PUBLIC_SEARCH is off)',
    ],
    // Last: a step that changed a file after this one would leave a stale .gz or .br beside it.
    [
      precompress.STEP,
      async () => `${await precompress.precompress(outDir)} text files precompressed (.gz, .br)`,
    ],
  ];
}

/**
 * Runs the steps in order; the first that fails stops the rest with its BuildStepError, but for
 * one that stood aside (UnrecognisedOutput), which is printed, recorded, and passed over.
 * @param {string} outDir
 * @param {Settings} settings
 * @param {string[]} [without] steps left out (the bench's build without deferral)
 * @returns {Promise<string[]>} what each step did
 */
export async function runPostbuild(outDir, settings, without = []) {
  const steps = postbuildSteps(outDir, settings);
  const unknown = without.filter((name) => !steps.some(([step]) => step === name));
  if (unknown.length > 0) throw new Error(`no post-build step named ${unknown.join(', ')}`);
  const done = [];
  /** @type {import('./output.mjs').StoodAside[]} */
  const stoodAside = [];
  for (const [name, run] of steps) {
    if (without.includes(name)) {
      done.push(`${name} left out`);
      continue;
    }
    try {
      done.push(await run());
    } catch (error) {
      if (!(error instanceof UnrecognisedOutput)) throw error;
      const why = error.message.slice(`${name}: `.length);
      console.warn(`postbuild: ${name} stood aside: ${why}`);
      stoodAside.push({ step: name, why });
      done.push(`${name} stood aside`);
    }
  }
  recordStoodAside(outDir, stoodAside);
  return done;
}
