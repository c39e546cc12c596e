// @ts-check
// Loads the project's .env files into process.env as `next build` does: with Next's own loader, in
// production mode, the shell's values winning over the files'. Every step after the build and
// every tool that reads lib/settings/env.mjs imports this first, so it sees the settings the build
// saw.
import * as nextEnvModule from '@next/env';

// A CommonJS package: Node hands it over as the default export, Playwright's loader as itself.
const nextEnv =
  /** @type {{ default?: typeof nextEnvModule }} */ (nextEnvModule).default ?? nextEnvModule;

/** The .env files read, in the order Next gives them (its log line names the same files). */
export const loadedEnvFiles = nextEnv
  .loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })
  .loadedEnvFiles.map((file) => file.path);
