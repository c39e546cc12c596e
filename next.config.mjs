import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants.js';
import {
  ARTICLES_PER_PAGE,
  BASE_PATH,
  CONTACT_BACKEND,
  CONTACT_ENDPOINT,
  DIST_DIR,
  SEARCH,
  SETTINGS_VALUES,
  SITE_BASE_PATH,
} from './lib/settings/env.mjs';
import { browserEnv } from './lib/settings/settings.mjs';
import { copyFiles, LANGUAGE, languageRoot, OTHER_LANGUAGES } from './lib/content/languages.mjs';
import { markdownRoutes } from './lib/content/markdown.mjs';
import { buildId } from './scripts/build/build-id.mjs';
import { devPolicyHeaders } from './scripts/build/content-security-policy.mjs';
import { DEV_LANGUAGES_ORIGIN } from './scripts/dev/languages.mjs';
import { DEV_SEARCH_ORIGIN } from './scripts/dev/search-index.mjs';
import { SEARCH_FOLDER } from './lib/settings/search.mjs';

// Another language's build reads its copy from content/<code>/ wherever a page imports
// @/content/<file>: the pages and components are the same in every language. A file the language
// lacks is one none of its pages shows (the build checks it, scripts/build/languages.mjs): the
// default's stands in.
const languageCopy = LANGUAGE.isDefault
  ? {}
  : Object.fromEntries(
      copyFiles()
        .filter((file) =>
          existsSync(join(import.meta.dirname, 'content', LANGUAGE.code, `${file}.ts`)),
        )
        .map((file) => [`@/content/${file}`, `./content/${LANGUAGE.code}/${file}.ts`]),
    );

// A route content/ makes pages of (an article, a tag, a story) is a file named for it,
// page.articles.tsx, which Next sees only where this language has a page of it: a static export
// refuses a dynamic route without pages, and an empty index would change a site without articles
// (docs/articles.md). Only a build and the development server make pages, after the Markdown step
// (prebuild.mjs, dev.mjs); Jest reads this file before its set-up has run that step.
// The search page, page.search.tsx, is one too: it exists where the owner turns search on.
const contentExtensions = () =>
  [
    ...Object.entries(markdownRoutes(LANGUAGE.code, ARTICLES_PER_PAGE))
      .filter(([, pages]) => pages > 0)
      .map(([route]) => route),
    ...(SEARCH ? ['search'] : []),
  ].flatMap((route) => [`${route}.tsx`, `${route}.ts`]);
const PAGE_EXTENSIONS = ['tsx', 'ts', 'jsx', 'js'];

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // The same id while the scripts are the same, so an unchanged page is the same page (build-id.mjs).
  generateBuildId: () => buildId(import.meta.dirname),
  pageExtensions: PAGE_EXTENSIONS,
  // Directory-style output (about/index.html) is served by every static host
  // without rewrite rules; see README "Trailing slashes".
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // A client-side navigation whose files fail (a chunk gone after a deploy, a dropped request)
  // becomes a full load of the page asked for, as Next does when the payload answers an error.
  experimental: { appNavFailHandling: true },
  // `next dev` only answers its own host by default; this lets http://127.0.0.1:3000 hot-reload too.
  allowedDevOrigins: ['127.0.0.1'],
  // This folder, not one above it with a lockfile of its own (the other owners' copies of the
  // project live inside this one: tests/harness/owner-check.mjs).
  turbopack: { root: import.meta.dirname, resolveAlias: languageCopy },
  // Loaded by Node as they are, not bundled: each finds its WebAssembly beside its own file. The
  // social cards shape right-to-left text with them (lib/server/shaped-text.ts).
  serverExternalPackages: ['harfbuzzjs', 'fontverter'],
  // The settings code the browser runs reads, checked (lib/settings/browser.mjs): written in as
  // literals, so the mobile menu's switch slot is gone where the theme has none.
  env: browserEnv(SETTINGS_VALUES),
  // The default language's build type-checks the site's code, every language's copy included
  // (tsconfig.build.json); the tests and tools are npm run typecheck's, since a host installs no
  // test packages. A build into a folder of its own (a test build) is the same code again.
  typescript: {
    tsconfigPath: 'tsconfig.build.json',
    ignoreBuildErrors: !LANGUAGE.isDefault || DIST_DIR !== undefined,
  },
  ...(BASE_PATH ? { basePath: BASE_PATH } : {}),
  // A second build (the basePath check) writes elsewhere so it never clobbers out/.
  ...(DIST_DIR ? { distDir: DIST_DIR } : {}),
};

/** @param {string} phase */
export default function config(phase) {
  const makesPages = phase === PHASE_PRODUCTION_BUILD || phase === PHASE_DEVELOPMENT_SERVER;
  const pages = makesPages ? { pageExtensions: [...PAGE_EXTENSIONS, ...contentExtensions()] } : {};
  // The export carries each page's policy in a <meta> written after the build; the development
  // server sends the same policy as a header, so a blocked embed shows while editing.
  if (phase !== PHASE_DEVELOPMENT_SERVER) return { ...nextConfig, ...pages };
  const backend = { kind: CONTACT_BACKEND, endpoint: CONTACT_ENDPOINT };
  // Without `output`: with it, `next dev` answers an address no page has with a 500 where a route's
  // generateStaticParams does not list it (vercel/next.js#56253), where the export serves the 404.
  // The development server renders only what the export would write: every dynamic route sets
  // dynamicParams = false.
  return {
    ...nextConfig,
    output: undefined,
    ...pages,
    // A language's first page waits for its own server to start and compile, which can take longer
    // than the rewrite's default 30 s on a slow or busy machine (it then answered an empty 500).
    experimental: { ...nextConfig.experimental, proxyTimeout: 600_000 },
    headers: async () => devPolicyHeaders(backend, { search: SEARCH }),
    // What scripts/dev.mjs serves beside the development server: the other languages' pages, each
    // from a server of its own, and the last build's search index where search is on.
    rewrites: async () => {
      const languages = process.env[DEV_LANGUAGES_ORIGIN];
      const index = process.env[DEV_SEARCH_ORIGIN];
      return {
        beforeFiles: languages
          ? OTHER_LANGUAGES.map((language) => languageRoot(language, SITE_BASE_PATH)).flatMap(
              (root) =>
                [root, `${root}/:path*`].map((source) => ({
                  source,
                  destination: `${languages}${source}`,
                  basePath: /** @type {const} */ (false),
                })),
            )
          : [],
        afterFiles: index
          ? [{ source: `/${SEARCH_FOLDER}/:path*`, destination: `${index}/:path*` }]
          : [],
        fallback: [],
      };
    },
  };
}
