// @ts-check
// Every language besides the default is a build of its own: Next's static export writes one tree
// per base path, so each is `next build` with SITE_LANGUAGE (next.config.mjs swaps in its copy)
// under /<code>, its post-build steps, then laid into the default's output as out/<code>/. The
// host files are the default's (they cover every language), and the sitemap and robots.txt are
// the site's, read at its root only.
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { copyFiles, languageRoot, OTHER_LANGUAGES } from '../../lib/content/languages.mjs';
import { SEARCH } from '../../lib/settings/env.mjs';
import { binScript, NEXT_ENV, runNode } from '../tools/node-tools.mjs';
import { BuildStepError, readStoodAside, recordStoodAside, stoodAsideFile } from './output.mjs';

export const STEP = 'languages';

/** @typedef {import('../../lib/content/markdown.mjs').MarkdownManifest} MarkdownManifest */

/** Each other language's base path, nested in the default's (/de, /some-path/de). @param {string} siteBasePath */
export function nestedLanguageRoots(siteBasePath) {
  return OTHER_LANGUAGES.map((language) => languageRoot(language, siteBasePath));
}

/** Files the site has once, at its root: the language builds' own copies are dropped. */
const ROOT_ONLY = ['sitemap.xml', 'robots.txt'];

/**
 * The copy files a language needs only while its pages show what they are for. Without one, its
 * build reads the default's, which none of its pages shows; each other copy file it always needs.
 * @typedef {{ markdown: MarkdownManifest, search: boolean }} Shown what the Markdown step
 *   published, and whether search is on
 * @type {Record<string, { needed: (code: string, shown: Shown) => boolean, why: string }>}
 */
export const COPY_WHILE_SHOWN = {
  careers: {
    needed: (code, { markdown }) => markdown.jobs.some((job) => job.language === code),
    why: 'a job is open in content/jobs/{code}/, and its pages read it',
  },
  search: {
    needed: (_code, { search }) => search,
    why: 'NEXT_PUBLIC_SEARCH is on, and the search page reads it',
  },
};

/**
 * Stops the build naming each copy file a language's folder lacks and needs (content/de/home.ts),
 * and why.
 * @param {string} root the project's folder
 * @param {MarkdownManifest} markdown what the Markdown step published
 * @param {{ languages?: readonly { code: string }[], search?: boolean }} [options] the languages
 *   besides the default, and whether search is on: the build's own unless given
 */
export function checkCopyFiles(
  root,
  markdown,
  { languages = OTHER_LANGUAGES, search = SEARCH } = {},
) {
  const files = copyFiles(root);
  const always = files.filter((file) => !(file in COPY_WHILE_SHOWN));
  const missing = languages.flatMap(({ code }) =>
    files.flatMap((file) => {
      const path = `content/${code}/${file}.ts`;
      if (existsSync(join(root, path))) return [];
      const shown = COPY_WHILE_SHOWN[file];
      if (!shown)
        return [
          `${path}: each language of content/languages.mjs has its own ${always.map((one) => `${one}.ts`).join(', ')}`,
        ];
      return shown.needed(code, { markdown, search })
        ? [`${path}: ${shown.why.replace('{code}', code)}`]
        : [];
    }),
  );
  if (missing.length > 0) throw new Error(`missing ${missing.join('; ')}`);
}

/**
 * Builds every other language into `outDir/<code>/`, after the default's build into `outDir`.
 * @param {string} outDir
 * @param {Record<string, string>} [env] the settings the default's build had
 * @param {import('./host-config.mjs').HostName} [host] the one host the default's build was for:
 *   each language's post-build leaves out the copies that host would not serve, as the default's did
 * @returns {string[]} the folders written
 */
export function buildOtherLanguages(outDir, env = {}, host) {
  return OTHER_LANGUAGES.map((language) => {
    const dir = `${outDir}-${language.code}`;
    const buildEnv = { ...env, SITE_LANGUAGE: language.code, NEXT_DIST_DIR: dir };
    console.log(`languages: building ${language.locale} into ${outDir}/${language.code}/`);
    runNode(binScript('next'), ['build'], { env: { ...NEXT_ENV, ...buildEnv } });
    runNode(join(import.meta.dirname, 'postbuild.mjs'), [dir, ...(host ? ['--host', host] : [])], {
      env: buildEnv,
    });
    for (const name of readdirSync(dir)) {
      if (ROOT_ONLY.some((file) => name === file || name.startsWith(`${file}.`)))
        rmSync(join(dir, name));
    }
    const target = join(outDir, language.code);
    rmSync(target, { recursive: true, force: true });
    renameSync(dir, target);
    // One record for the site: the default's, which the Lighthouse gate reads.
    const stoodAside = readStoodAside(dir).map(({ step, why }) => ({
      step,
      why: `${language.code}: ${why}`,
    }));
    recordStoodAside(outDir, [...readStoodAside(outDir), ...stoodAside]);
    rmSync(stoodAsideFile(dir), { force: true });
    if (!existsSync(join(target, 'index.html')) || !existsSync(join(target, '404.html'))) {
      throw new BuildStepError(STEP, target, 'expected the language home page and 404 page');
    }
    return target;
  });
}
