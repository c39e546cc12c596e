// @ts-check
// The post-build steps, in order: compile hints for the scripts pages start, those scripts
// started once the page is on screen, the theme switch's script where the settings turn it on,
// the stylesheet inlined, the font held for repeat visits, the
// repeated-slash repair, each page's Content-Security-Policy (it hashes the inline scripts the
// steps before wrote), the host rules, the CMS where the settings name one, the search index where
// search is on, a page per address that moved where the host reads no rules and, last, the
// precompressed copies.
//
// Each step checks its own work and throws a BuildStepError naming itself, the page and what it
// expected. A step that silently did nothing would ship the framework's output unchanged, which no
// test of the output reads as wrong at a glance. A step that rewrites Next's output and does not
// recognise it throws UnrecognisedOutput before writing anything: it stands aside, says so in one
// line, and the build goes on with the pages as Next wrote them (the record of it is
// stoodAsideFile's, for the Lighthouse gate). postbuild.mjs runs them after `next build`; the
// unit tests run them on Next's captured export of each release and on mutations of it.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import * as cms from './cms.mjs';
import * as compileHints from './compile-hints.mjs';
import * as contentSecurityPolicy from './content-security-policy.mjs';
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
import { codeKey, openCache } from './postbuild-cache.mjs';
import * as precompress from './precompress.mjs';
import * as redirects from './redirects.mjs';
import * as repeatVisitFont from './repeat-visit-font.mjs';
import * as searchIndex from './search-index.mjs';
import * as themeScript from './theme-script.mjs';

/**
 * @typedef {{
 *   basePath: string,
 *   siteBasePath?: string,
 *   nested?: readonly string[],
 *   origin: string,
 *   backend: import('./content-security-policy.mjs').ContactBackend,
 *   nginx: import('./host-config.mjs').NginxSettings,
 *   cms?: import('../../lib/settings/env.mjs').Cms,
 *   search?: { locale: string },
 *   theme?: import('./theme-script.mjs').ThemeSettings,
 * }} Settings siteBasePath: the site's, where basePath is a language's nested in it (/de);
 *   cms: the CMS's settings, in the default language's build where it is on; search:
 *   the language of the pages indexed, where search is on; theme: the themes and their colours
 *   (light alone unless given)
 */

/** The step that checks the export itself: every published page and the 404 exist. */
export const EXPORT_STEP = 'export';

/**
 * The steps whose work on a page reads only that page's files and the files every page shares
 * (scripts, stylesheets, fonts), consecutive in the list: with a cache, they run on the pages whose
 * inputs changed (postbuild-cache.mjs). The steps before them read the whole export, those after
 * it make the site's own files.
 */
export const PAGE_STEPS = [
  deferredScripts.STEP,
  themeScript.STEP,
  inlineStylesheets.STEP,
  repeatVisitFont.STEP,
  mergeSlashes.STEP,
  contentSecurityPolicy.STEP,
];

/**
 * @param {string} outDir
 * @param {Settings} settings
 * @param {{
 *   cacheDir?: string,
 *   host?: import('./host-config.mjs').HostName,
 *   cache?: import('./postbuild-cache.mjs').PostbuildCache,
 * }} [options] cacheDir: where the compressed copies of earlier builds are kept; host: the one host
 *   the output is for; cache: the pages kept from earlier builds, whose scripts compile-hints
 *   takes from it
 * @returns {[string, () => string | Promise<string>][]} each step's name and run, which returns
 *   what it did in a few words
 */
export function postbuildSteps(outDir, settings, { cacheDir, host, cache } = {}) {
  const {
    basePath,
    siteBasePath = basePath,
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
      () => `compile hints on ${compileHints.addCompileHints(outDir, basePath, cache)} scripts`,
    ],
    [
      deferredScripts.STEP,
      async () => {
        const { pages, payloads, kinds } = await deferredScripts.deferAllScripts(outDir, basePath);
        return `scripts started on load on ${pages} pages (${payloads} fetch their payload; ${kinds} start-ups run)`;
      },
    ],
    [themeScript.STEP, () => (theme ? themeScript.addThemeScript(outDir, theme) : 'light only')],
    [
      inlineStylesheets.STEP,
      () =>
        `stylesheet inline on ${inlineStylesheets.inlineAllStylesheets(outDir, basePath)} pages`,
    ],
    [
      repeatVisitFont.STEP,
      () => {
        const { held, rightToLeft } = repeatVisitFont.holdFontsForRepeatVisits(outDir, basePath);
        const heldOn = `font held for repeat visits on ${held} pages`;
        if (rightToLeft === 0) return heldOn;
        const none = `no font on ${rightToLeft} right-to-left pages`;
        return held === 0 ? none : `${heldOn}, ${none}`;
      },
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
        `${hostConfig
          .writeHostFiles(outDir, {
            basePath,
            origin,
            nginx,
            cms: Boolean(cmsSettings),
            redirects: redirects.buildRedirects(outDir, siteBasePath),
          })
          .join(', ')} written`,
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
    // After the search index, which leaves these pages out; every language's build writes its own.
    [
      redirects.STEP,
      () =>
        host && !hostConfig.HOSTS_WITHOUT_RULES.includes(host)
          ? `no redirect pages: ${host} answers the old addresses with its rules`
          : `${redirects.writeRedirectPages(outDir, { basePath, siteBasePath, nested, origin, backend })} redirect pages`,
    ],
    // Last: a step that changed a file after this one would leave a stale .gz or .br beside it.
    [
      precompress.STEP,
      async () => {
        // Such a host would publish the copies as files of their own, counted against its limits.
        if (host && !hostConfig.SERVES_PRECOMPRESSED.includes(host))
          return `${precompress.STEP} left out: ${host} compresses as it sends`;
        const { files, compressed } = await precompress.precompress(outDir, {
          cacheDir: cacheDir && join(cacheDir, 'compressed'),
        });
        return `${files} text files precompressed (.gz, .br), ${compressed} distinct ones compressed`;
      },
    ],
  ];
}

/** @param {number} start a performance.now() */
const seconds = (start) => ((performance.now() - start) / 1000).toFixed(1);

/**
 * Runs the steps in order; the first that fails stops the rest with its BuildStepError, but for
 * one that stood aside (UnrecognisedOutput), which is printed, recorded, and passed over. With a
 * cache folder, the per-page steps run only on the pages whose inputs changed since a build the
 * cache kept, and the others are taken from it finished.
 * @param {string} outDir
 * @param {Settings} settings
 * @param {string[]} [without] steps left out (the bench's build without deferral)
 * @param {{
 *   cacheDir?: string,
 *   log?: (line: string) => void,
 *   host?: import('./host-config.mjs').HostName,
 * }} [options] cacheDir: this output's cache; log: told each step's time as it ends; host: the
 *   one host the output is for (`npm run build -- --host`), which gets no precompressed copies
 *   where it compresses as it sends
 * @returns {Promise<string[]>} what each step did
 */
export async function runPostbuild(outDir, settings, without = [], { cacheDir, log, host } = {}) {
  const start = performance.now();
  // The host is not in the key: it decides only whether the copies are made, after the cached
  // steps, and a page's entry never holds a copy (precompress keeps its own by the bytes' hash).
  const cache = cacheDir ? openCache(outDir, cacheDir, codeKey({ settings, without })) : undefined;
  const steps = postbuildSteps(outDir, settings, { cacheDir, host, cache });
  const unknown = without.filter((name) => !steps.some(([step]) => step === name));
  if (unknown.length > 0) throw new Error(`no post-build step named ${unknown.join(', ')}`);
  if (cache) {
    const { cached, made } = cache.counts();
    log?.(`cache: ${seconds(start)} s, ${cached} pages finished in the cache, ${made} to make`);
  }
  const done = [];
  /** @type {import('./output.mjs').StoodAside[]} */
  const stoodAside = [];
  let making = Infinity;
  for (const [name, run] of steps) {
    if (cache && name === PAGE_STEPS[0]) {
      const begun = performance.now();
      making = cache.setAside();
      log?.(`cache: ${seconds(begun)} s, cached pages set aside`);
    }
    const begun = performance.now();
    if (without.includes(name)) done.push(`${name} left out`);
    else if (making === 0 && PAGE_STEPS.includes(name)) done.push(`${name}: every page cached`);
    else {
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
    // The process's peak so far: the step that raised it shows which one holds memory.
    const peak = Math.round(process.resourceUsage().maxRSS / 1024);
    log?.(`${name}: ${seconds(begun)} s, ${done.at(-1)} (peak ${peak} MB)`);
    if (cache && name === PAGE_STEPS.at(-1)) {
      const begun = performance.now();
      cache.restore();
      log?.(`cache: ${seconds(begun)} s, pages made kept, cached pages restored`);
    }
  }
  recordStoodAside(outDir, stoodAside);
  // Pages a step stood aside on are not kept: a rebuild from the cache would run no step, and its
  // record would no longer name the one that stood aside.
  if (cacheDir && stoodAside.length > 0) rmSync(cacheDir, { recursive: true, force: true });
  else cache?.prune();
  log?.(`total: ${seconds(start)} s`);
  return done;
}
