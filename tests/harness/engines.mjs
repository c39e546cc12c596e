// @ts-check
// How the engine suite finds and starts each browser engine, and the one small page interface the
// checks (tests/engines/) are written against, so they run unchanged in all three:
//   firefox   Firefox (ESR or release), puppeteer-core over WebDriver BiDi, headless
//   webkit    WebKitGTK's MiniBrowser, selenium-webdriver through WebKitWebDriver, under Xvfb
//   chromium  Chromium, puppeteer-core over CDP, headless
// scripts/tools/machine.mjs finds each browser. Playwright 1.65 cannot drive Firefox ESR over BiDi
// (emulation.setMediaFeaturesOverride is unknown to it), and WebKitGTK speaks classic WebDriver
// only; Playwright's own Firefox and WebKit speak Playwright's protocol only.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './free-port.mjs';
import { CHROMIUM_FLAGS } from '../../scripts/tools/chromium.mjs';
import { missingFor, missingLine, requireTool } from '../../scripts/tools/machine.mjs';
import { OWN_GROUP, stopTree } from './process-tree.mjs';
import { untilReady } from './tool-start.mjs';

export const ENGINES = /** @type {const} */ (['firefox', 'webkit', 'chromium']);
/** @typedef {(typeof ENGINES)[number]} EngineName */

/**
 * The page interface every check uses. Functions given to evaluate and waitFor run in the page
 * (serialised: no closures), with JSON arguments; waitFor polls until the result is truthy.
 * @typedef {{
 *   goto: (url: string) => Promise<void>,
 *   evaluate: <T>(fn: (...args: any[]) => T, ...args: unknown[]) => Promise<Awaited<T>>,
 *   waitFor: <T>(what: string, fn: (...args: any[]) => T, ...args: unknown[]) => Promise<Awaited<T>>,
 *   addScript: (source: string) => Promise<void>,
 *   click: (selector: string) => Promise<void>,
 *   press: (key: string) => Promise<void>,
 *   type: (text: string) => Promise<void>,
 *   screenshot: (path: string, fullPage?: boolean) => Promise<void>,
 *   errors: () => Promise<string[]>,
 *   close: () => Promise<void>,
 * }} EnginePage
 * @typedef {{ width: number, height: number, javaScript?: boolean }} PageOptions
 * @typedef {{ name: EngineName, version: string, newPage: (options: PageOptions) => Promise<EnginePage>, close: () => Promise<void> }} Engine
 */

const WAIT_MS = 10_000;

/**
 * @template T
 * @param {string} what
 * @param {() => Promise<T>} check
 */
async function poll(what, check) {
  const end = Date.now() + WAIT_MS;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out after ${WAIT_MS} ms waiting for ${what}`);
    await sleep(25);
  }
}

// The centre of an element, scrolled into view, once nothing covers it there: where a visitor's
// pointer clicks it (a page restoring its scroll position after a reload moves it meanwhile).
const centreOf = (/** @type {string} */ selector) => {
  const element = document.querySelector(selector);
  if (!element) return null;
  element.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
  const rect = element.getBoundingClientRect();
  const point = { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 };
  const hit = document.elementFromPoint(point.x, point.y);
  return hit && element.contains(hit) ? point : null;
};

/** Browser profiles and caches go to a folder of their own, removed on close, never to $HOME. */
function scratch(/** @type {string} */ name) {
  const dir = mkdtempSync(join(tmpdir(), `engines-${name}-`));
  const env = {
    ...process.env,
    XDG_CACHE_HOME: join(dir, 'cache'),
    XDG_CONFIG_HOME: join(dir, 'config'),
    XDG_DATA_HOME: join(dir, 'data'),
  };
  return { dir, env, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/**
 * One close however often it is asked for: the runner's signal handler and its own clean-up may
 * both ask, and a second rmSync racing a browser still shutting down would leave files behind.
 * @param {() => Promise<void>} close
 */
function once(close) {
  /** @type {Promise<void> | undefined} */
  let closing;
  return () => (closing ??= close());
}

// The runner closes the browser on a signal itself (tests/engines/run.mjs); Puppeteer's own
// handler would close it and let the run go on against a browser that is gone.
const RUNNER_HANDLES_SIGNALS = { handleSIGINT: false, handleSIGTERM: false, handleSIGHUP: false };

/**
 * Firefox and Chromium through puppeteer-core. Each page gets a browser context of its own
 * (cookies, storage and HTTP cache), so every page is a first visit.
 * @param {'firefox' | 'chromium'} name
 * @returns {Promise<Engine>}
 */
async function launchPuppeteer(name) {
  const { default: puppeteer } = await import('puppeteer-core');
  const files = scratch(name);
  /** @type {Map<boolean, Promise<import('puppeteer-core').Browser>>} */
  const browsers = new Map();
  // Firefox turns JavaScript off for a whole browser only (ESR has no BiDi
  // emulation.setScriptingEnabled): one browser per setting, started when first needed.
  const browser = (/** @type {boolean} */ javaScript) => {
    const key = name === 'firefox' ? javaScript : true;
    let started = browsers.get(key);
    if (!started) {
      started =
        name === 'firefox'
          ? puppeteer.launch({
              browser: 'firefox',
              executablePath: requireTool('firefox'),
              headless: true,
              env: files.env,
              userDataDir: join(files.dir, `profile-${javaScript}`),
              defaultViewport: null,
              ...RUNNER_HANDLES_SIGNALS,
              // Overlay scrollbars, as on phones and in WebKit: the viewport is the page's width.
              extraPrefsFirefox: {
                'ui.useOverlayScrollbars': 1,
                ...(javaScript ? {} : { 'javascript.enabled': false }),
              },
            })
          : puppeteer.launch({
              executablePath: requireTool('chromium'),
              headless: true,
              env: files.env,
              userDataDir: join(files.dir, 'profile'),
              args: CHROMIUM_FLAGS,
              defaultViewport: null,
              ...RUNNER_HANDLES_SIGNALS,
            });
      browsers.set(key, started);
    }
    return started;
  };
  const version = await (await browser(true)).version();
  return {
    name,
    version,
    async newPage({ width, height, javaScript = true }) {
      const context = await (await browser(javaScript)).createBrowserContext();
      const page = await context.newPage();
      if (name === 'chromium' && !javaScript) await page.setJavaScriptEnabled(false);
      await page.setViewport({ width, height });
      /** @type {string[]} */
      const errors = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(String(error)));
      return {
        goto: async (url) => {
          await page.goto(url, { waitUntil: 'load' });
        },
        evaluate: (fn, ...args) => page.evaluate(fn, ...args),
        waitFor: (what, fn, ...args) => poll(what, () => page.evaluate(fn, ...args)),
        // From the driver, not the page: the site's CSP (no inline scripts, no eval) does not apply.
        addScript: async (source) => {
          await page.evaluate(source);
        },
        click: async (selector) => {
          const point = await poll(`${selector} to click`, () => page.evaluate(centreOf, selector));
          await page.mouse.click(point.x, point.y);
        },
        press: (key) => page.keyboard.press(/** @type {import('puppeteer-core').KeyInput} */ (key)),
        type: (text) => page.keyboard.type(text),
        screenshot: async (path, fullPage = false) => {
          writeFileSync(path, await page.screenshot({ fullPage }));
        },
        errors: async () => [...errors],
        close: once(() => context.close()),
      };
    },
    close: once(async () => {
      try {
        for (const started of browsers.values()) await (await started).close();
      } finally {
        files.remove();
      }
    }),
  };
}

// No window manager under Xvfb: the X input focus follows the pointer, which rests at the
// screen's centre, so every window is centred on it (else the page never has focus and no focus
// ring is painted).
const SCREEN = { width: 2560, height: 1600 };

async function startXvfb() {
  // -displayfd: Xvfb picks a free display and writes its number once it accepts clients.
  const xvfb = spawn(
    requireTool('xvfb'),
    ['-displayfd', '3', '-screen', '0', `${SCREEN.width}x${SCREEN.height}x24`, '-nolisten', 'tcp'],
    { stdio: ['ignore', 'pipe', 'pipe', 'pipe'] },
  );
  let written = '';
  xvfb.stdio[3]?.on('data', (chunk) => (written += chunk));
  const display = await untilReady(xvfb, 'Xvfb', () => written.includes('\n') && written.trim());
  return { display: `:${display}`, stop: () => xvfb.kill() };
}

/**
 * WebKitGTK: each page is a new WebKitWebDriver session, so a new MiniBrowser with an ephemeral
 * profile (a driver holds one session at a time). MiniBrowser has no headless mode: --full-screen
 * hides its toolbar, so the window's size is the viewport's.
 * @returns {Promise<Engine>}
 */
async function launchWebKit() {
  const { Builder, Key, Origin } = await import('selenium-webdriver');
  const files = scratch('webkit');
  const xvfb = await startXvfb();
  /** @type {Set<() => Promise<void>>} */
  const open = new Set();
  // Every driver started, including one whose session is still being made when the run stops.
  /** @type {Set<() => void>} */
  const drivers = new Set();
  /** @type {Record<string, string>} */
  const KEYS = {
    Tab: Key.TAB,
    Escape: Key.ESCAPE,
    ArrowDown: Key.ARROW_DOWN,
    ArrowLeft: Key.ARROW_LEFT,
    ArrowRight: Key.ARROW_RIGHT,
    PageDown: Key.PAGE_DOWN,
  };

  /** @param {boolean} javaScript */
  async function session(javaScript) {
    // A new session can hang or fail on a loaded machine (MiniBrowser not reaching the display):
    // each try gets a time limit and a new driver.
    let lastError = new Error('no session');
    for (let attempt = 1; attempt <= 3; attempt++) {
      const port = await freePort();
      const driverProcess = spawn(
        requireTool('webkitDriver'),
        [`--port=${port}`, '--host=127.0.0.1'],
        {
          // WebKit's own sandbox, like Chromium's (scripts/tools/chromium.mjs), is off: it needs
          // user namespaces, which Ubuntu 24.04's AppArmor refuses (WebKit's processes then crash).
          env: {
            ...files.env,
            DISPLAY: xvfb.display,
            WEBKIT_DISABLE_SANDBOX_THIS_IS_DANGEROUS: '1',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
          // Stopping it also ends MiniBrowser and WebKit's helpers.
          ...OWN_GROUP,
        },
      );
      const stopDriver = () => {
        drivers.delete(stopDriver);
        stopTree(driverProcess);
      };
      drivers.add(stopDriver);
      const url = `http://127.0.0.1:${port}`;
      /** @type {NodeJS.Timeout | undefined} */
      let timer;
      try {
        await untilReady(
          driverProcess,
          'WebKitWebDriver',
          () =>
            fetch(`${url}/status`).then(
              (r) => r.ok,
              () => false,
            ),
          { timeoutMs: WAIT_MS },
        );
        const driver = await Promise.race([
          new Builder()
            .usingServer(url)
            .withCapabilities({
              browserName: 'MiniBrowser',
              'webkitgtk:browserOptions': {
                binary: requireTool('miniBrowser'),
                args: [
                  '--automation',
                  '--full-screen',
                  ...(javaScript ? [] : ['--enable-javascript=false']),
                ],
              },
            })
            .build(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error('no WebKit session within 15 s')), 15_000);
          }),
        ]);
        return {
          driver: /** @type {import('selenium-webdriver').WebDriver} */ (driver),
          stopDriver,
        };
      } catch (error) {
        lastError = /** @type {Error} */ (error);
        // Said, so a slow run shows where its time went.
        console.warn(
          `webkit: new session, attempt ${attempt}: ${lastError.message.split('\n')[0]}`,
        );
        stopDriver();
      } finally {
        clearTimeout(timer);
      }
    }
    throw lastError;
  }

  const probe = await session(true);
  const version = String((await probe.driver.getCapabilities()).get('browserVersion'));
  await probe.driver.quit();
  probe.stopDriver();

  return {
    name: 'webkit',
    version,
    async newPage({ width, height, javaScript = true }) {
      const { driver, stopDriver } = await session(javaScript);
      await driver.manage().setTimeouts({ pageLoad: 30_000, script: 30_000, implicit: 0 });
      /** @type {EnginePage['evaluate']} */
      const evaluate = (fn, ...args) =>
        driver.executeScript(`return (${String(fn)}).apply(null, arguments)`, ...args);
      const close = once(async () => {
        open.delete(close);
        try {
          await driver.quit();
        } finally {
          stopDriver();
        }
      });
      open.add(close);
      await driver
        .manage()
        .window()
        .setRect({
          x: Math.round(SCREEN.width / 2 - width / 2),
          y: Math.round(SCREEN.height / 2 - height / 2),
          width,
          height,
        });
      // The window resizes after setRect answers.
      await poll(`a ${width}×${height} viewport`, async () => {
        const [w, h] = await evaluate(() => [innerWidth, innerHeight]);
        return w === width && h === height;
      });
      /** @param {number} x @param {number} y */
      const clickAt = (x, y) =>
        driver
          .actions()
          .move({ origin: Origin.VIEWPORT, x: Math.round(x), y: Math.round(y) })
          .click()
          .perform();
      return {
        goto: async (url) => {
          await driver.get(url);
        },
        evaluate,
        waitFor: (what, fn, ...args) => poll(what, () => evaluate(fn, ...args)),
        addScript: async (source) => {
          await driver.executeScript(source);
        },
        click: async (selector) => {
          const point = await poll(`${selector} to click`, () => evaluate(centreOf, selector));
          await clickAt(point.x, point.y);
        },
        press: (key) =>
          driver
            .actions()
            .sendKeys(KEYS[key] ?? key)
            .perform(),
        type: (text) => driver.actions().sendKeys(text).perform(),
        screenshot: async (path, fullPage = false) => {
          const shot = async () => Buffer.from(await driver.takeScreenshot(), 'base64');
          if (!fullPage) return writeFileSync(path, await shot());
          // WebDriver pictures the viewport (an element's picture too, in WebKitGTK): the page is
          // moved up under it a screen at a time (the last flush with its end), and the parts laid
          // in order. WebKitGTK's picture is of the frame painted last, from before the move: the
          // first after each move only makes it paint.
          const { height, screen } = await evaluate(() => ({
            height: document.documentElement.scrollHeight,
            screen: window.innerHeight,
          }));
          const parts = [];
          for (let top = 0; top < height; top += screen) {
            const y = Math.max(0, Math.min(top, height - screen));
            await evaluate((to) => (document.documentElement.style.translate = `0 ${-to}px`), y);
            await shot();
            parts.push({ input: await shot(), top: y, left: 0 });
          }
          await evaluate(() => (document.documentElement.style.translate = ''));
          const { default: sharp } = await import('sharp');
          const { width = 0 } = await sharp(parts[0]?.input).metadata();
          const background = { r: 255, g: 255, b: 255, alpha: 1 };
          await sharp({ create: { width, height, channels: 4, background } })
            .composite(parts)
            .png()
            .toFile(path);
        },
        // Classic WebDriver has no log: the test server's recorder kept them (tests/engines/server.mjs).
        errors: () =>
          evaluate(() => {
            /** @type {{ __engineErrors?: string[] }} */
            const recorded = /** @type {any} */ (window);
            return [...(recorded.__engineErrors ?? [])];
          }),
        close,
      };
    },
    close: once(async () => {
      try {
        for (const close of [...open]) await close().catch(() => {});
      } finally {
        for (const stopDriver of [...drivers]) stopDriver();
        xvfb.stop();
        files.remove();
      }
    }),
  };
}

/**
 * Starts an engine; one whose browser this machine lacks fails, saying what is missing and how to
 * get it (tests/engines/run.mjs skips it first where the machine may lack it).
 * @param {EngineName} name
 * @returns {Promise<Engine>}
 */
export async function launchEngine(name) {
  const missing = missingFor(name);
  if (missing.length > 0) throw new Error(missingLine(missing));
  return name === 'webkit' ? launchWebKit() : launchPuppeteer(name);
}
