// @ts-check
// Runs after `next build`: the post-build steps of steps.mjs, with the settings `next build` saw
// (load-env.mjs reads the same .env files). A step that did not do what it meant to stops the
// build with one line naming the step, the page and what it expected.
// Each step's time is printed as it ends. Finished pages and compressed copies are kept in
// node_modules/.cache/site-postbuild/<outDir>/ for the next build (postbuild-cache.mjs).
// Usage: node scripts/build/postbuild.mjs [outDir] [--without <step>]… [--host <host>]
//   --without deferred-scripts builds the site as Next starts its scripts (npm run bench --no-defer)
//   --host netlify: the output is for that host alone, without the copies it would not serve
import './load-env.mjs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { createJiti } from 'jiti';
import {
  BASE_PATH,
  CMS,
  cmsDraftsOf,
  CONTACT_BACKEND,
  CONTACT_ENDPOINT,
  NGINX,
  SEARCH,
  SITE_BASE_PATH,
  SITE_URL,
  THEME,
} from '../../lib/settings/env.mjs';
import { LANGUAGE } from '../../lib/content/languages.mjs';
import * as cms from './cms.mjs';
import * as hostConfig from './host-config.mjs';
import { nestedLanguageRoots } from './languages.mjs';
import { runPostbuild } from './steps.mjs';

// The theme's colours, for the switch's script: TypeScript, which Node 22 reads only through jiti.
const tokens =
  THEME === 'light'
    ? undefined
    : /** @type {typeof import('../../tailwind.config.ts')} */ (
        await createJiti(import.meta.url).import('../../tailwind.config.ts')
      );

try {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      without: { type: 'string', multiple: true, default: [] },
      host: { type: 'string' },
    },
  });
  const outDir = positionals[0] ?? 'out';
  const done = await runPostbuild(
    outDir,
    {
      basePath: BASE_PATH,
      siteBasePath: SITE_BASE_PATH,
      nested: LANGUAGE.isDefault ? nestedLanguageRoots(SITE_BASE_PATH) : [],
      origin: SITE_URL,
      backend: { kind: CONTACT_BACKEND, endpoint: CONTACT_ENDPOINT },
      nginx: NGINX,
      cms: CMS && { ...CMS, drafts: cmsDraftsOf(process.env) },
      ...(SEARCH && { search: { locale: LANGUAGE.locale } }),
      theme: tokens && { setting: THEME, themeColors: tokens.themeColors },
    },
    // The default's host files and CMS cover every language.
    LANGUAGE.isDefault ? values.without : [...values.without, hostConfig.STEP, cms.STEP],
    {
      cacheDir: join(
        import.meta.dirname,
        '../../node_modules/.cache/site-postbuild',
        basename(outDir),
      ),
      log: (line) => console.log(`postbuild: ${line}`),
      host: values.host === undefined ? undefined : hostConfig.hostNamed(values.host),
    },
  );
  console.log(`postbuild: ${done.join('; ')}`);
  // Its own peak (the bench reads it): the steps stream the pages, so it stays as the site grows.
  console.log(`postbuild: peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
} catch (error) {
  console.error(`postbuild: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
