// @ts-check
// How every tool here finds and starts Chromium: Playwright, the Lighthouse gate, the bench and the
// screenshot script all import this module, so the path lookup and the flags exist once.
import { existsSync } from 'node:fs';

/** Where Chromium is looked for, in order. `CHROMIUM_PATH` wins; then Debian's and Ubuntu's paths. */
export function chromiumCandidates() {
  return [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    /** @returns {path is string} */ (path) => Boolean(path),
  );
}

/** The first Chromium that exists, or undefined (Playwright then falls back to its own browser). */
export function chromiumPath() {
  return chromiumCandidates().find((path) => existsSync(path));
}

/*
 * This machine and CI have no internet: without the background-networking flags Chromium floods
 * the closed network with requests at every start. No sandbox because CI runs as root; no
 * /dev/shm because containers give it 64 MB.
 */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * A headless Chromium with a DevTools port, as Lighthouse drives it.
 * @param {string[]} [extraFlags] e.g. to trust the throwaway certificate of the test nginx
 */
export async function launchChromium(extraFlags = []) {
  const chromePath = chromiumPath();
  if (!chromePath) {
    throw new Error(
      `No Chromium at ${chromiumCandidates().join(', ')}: run "sudo apt-get install -y chromium" or set CHROMIUM_PATH.`,
    );
  }
  // Imported here so the preflight check runs before `npm ci` has installed anything.
  const chromeLauncher = await import('chrome-launcher');
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, ...extraFlags],
  });
}
