// @ts-check
// Loads the project's .env files into process.env as `next build` does: with Next's own loader, in
// production mode, the shell's values winning over the files'. Every step after the build and
// every tool that reads lib/env.mjs imports this first, so it sees the settings the build saw.
import nextEnv from '@next/env';

/** The .env files read, in the order Next gives them (its log line names the same files). */
export const loadedEnvFiles = nextEnv
  .loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error })
  .loadedEnvFiles.map((file) => file.path);
