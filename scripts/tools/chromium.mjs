// @ts-check
// How every tool here starts Chromium: Playwright, the Lighthouse gate, the bench, the engine suite
// and the screenshot script use these flags; scripts/tools/machine.mjs says where Chromium is.
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';
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
 * A headless Chromium with a DevTools port, as Lighthouse drives it. `kill` asks it to close over
 * DevTools first, so it removes its own files from the temporary folder (killed outright, it
 * leaves its singleton folder there), and kills it only if it is still running.
 * @param {string[]} [extraFlags] e.g. to trust the throwaway certificate of the test nginx
 */
export async function launchChromium(extraFlags = []) {
  const chromePath = requireTool('chromium');
  // Loaded when a launch is asked for: most importers only read the flags.
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS, ...extraFlags],
  });
  const kill = async () => {
    if (chrome.process.exitCode === null) {
      const exited = once(chrome.process, 'exit');
      try {
        const { default: puppeteer } = await import('puppeteer-core');
        const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        await browser.close();
        await Promise.race([exited, sleep(5_000)]);
      } catch {
        // It could not be asked: killed below.
      }
    }
    chrome.kill();
  };
  return { port: chrome.port, kill };
}
