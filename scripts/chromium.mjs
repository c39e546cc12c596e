// @ts-check
// How every tool here starts Chromium: Playwright, the Lighthouse gate, the bench, the engine suite
// and the screenshot script use these flags; scripts/machine.mjs says where Chromium is.
import { requireTool } from './machine.mjs';

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
  const chromePath = requireTool('chromium');
  // Loaded when a launch is asked for: most importers only read the flags.
  const chromeLauncher = await import('chrome-launcher');
  return chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, ...extraFlags],
  });
}
