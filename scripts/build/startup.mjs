// @ts-check
// A page's start-up, run at build with the built files: the page's inline scripts in order, then
// each chunk the loader asks for, in a Node sandbox that stands in for the browser's document.
// It shows whether the loader (lib/browser/inline-scripts/script-loader.mjs) and the Next the page
// was built with still meet: Next's bootstrap must ask the loader's stand-in for its list of
// before-start scripts (self.__next_s) and start the app only once the loader opens that gate.
// A Next release that reads the list another way would otherwise pass the build and ship pages
// whose scripts never start, or start before their files are all in.
//
// The sandbox knows no Next internals: it runs the files as a browser would, counts every module
// the bundler's runtime evaluates (the factories each chunk registers) and how often Next asks the
// list. Once the gate is open, the modules the app evaluates are counted but not run: the rest
// would need a real document.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createContext, runInContext } from 'node:vm';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { startTags } from './output.mjs';

/**
 * @typedef {{ asked: number, before: number, after: number, errors: string[] }} Startup
 *   asked: how often Next called the list's reduce before the gate opened; before: the modules
 *   evaluated while the loader held its gate; after: those evaluated once it opened; errors: what
 *   the scripts threw or logged as errors before the gate opened
 */

/** Where the sandbox's page is. */
const PAGE_URL = 'https://site.invalid/';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * What each module the app evaluates once the gate is open exports instead of its own code: the
 * rest of the start-up would need a real document. It takes any use and gives itself back, so
 * nothing throws; it is no promise, so nothing waits on it.
 * @type {any}
 */
const ABSORB = new Proxy(function () {}, {
  get: (_, key) => (key === 'then' ? undefined : key === Symbol.toPrimitive ? () => '' : ABSORB),
  apply: () => ABSORB,
  construct: () => ABSORB,
});

/** What the browser has and Node has too, as the sandbox's globals. */
const SHARED_GLOBALS = /** @type {const} */ ([
  'queueMicrotask',
  'structuredClone',
  'AbortController',
  'AbortSignal',
  'URL',
  'URLSearchParams',
  'TextEncoder',
  'TextDecoder',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'Headers',
  'Request',
  'Response',
  'FormData',
  'Blob',
  'EventTarget',
  'Event',
  'performance',
  'crypto',
  'atob',
  'btoa',
]);

/** Lets every pending promise and due timer of the sandbox run. */
async function settle() {
  for (let round = 0; round < 20; round++) await new Promise((resolve) => setImmediate(resolve));
}

/**
 * A stand-in for an element: attributes, and whatever the page's own scripts ask of one.
 * @param {string} tag
 * @returns {any}
 */
function element(tag) {
  /** @type {Record<string, string>} */
  const attributes = {};
  return {
    tagName: tag.toUpperCase(),
    dataset: {},
    style: {},
    setAttribute: (/** @type {string} */ name, /** @type {string} */ value) => {
      attributes[name] = String(value);
    },
    // As in the browser, the property is the address resolved, the attribute as written.
    get src() {
      return attributes.src === undefined ? '' : new URL(attributes.src, PAGE_URL).href;
    },
    set src(/** @type {string} */ value) {
      attributes.src = String(value);
    },
    getAttribute: (/** @type {string} */ name) => attributes[name] ?? null,
    hasAttribute: (/** @type {string} */ name) => name in attributes,
    removeAttribute: (/** @type {string} */ name) => {
      delete attributes[name];
    },
    addEventListener() {},
    remove() {},
    querySelector: () => element('div'),
    get previousElementSibling() {
      return element('div');
    },
    appendChild: (/** @type {unknown} */ child) => child,
  };
}

/**
 * Runs the page's start-up in a worker of its own: whatever the scripts leave running (timers,
 * React's scheduler) or throw where nothing catches it stays there, and ends with it.
 * @param {string} html the built page
 * @param {{ outDir: string, basePath?: string }} context
 * @returns {Promise<Startup>}
 */
export function runStartup(html, { outDir, basePath = '' }) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { startup: { html, outDir, basePath } },
    });
    worker.once('message', (/** @type {Startup} */ result) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the start-up check ended with ${code}`)));
  });
}

if (!isMainThread && workerData?.startup) {
  const { html, outDir, basePath } = workerData.startup;
  void startUp(html, { outDir, basePath }).then((result) => parentPort?.postMessage(result));
}

/**
 * The start-up, in this worker. Every file the loader asks for arrives, but the last (the
 * payload, else the last chunk) is held until the rest has run; then it is let in.
 * @param {string} html
 * @param {{ outDir: string, basePath: string }} context
 * @returns {Promise<Startup>}
 */
async function startUp(html, { outDir, basePath }) {
  /** @type {string[]} */
  const errors = [];
  let modules = 0;
  let asked = 0;
  let gateOpen = false;
  /** @type {(() => void)[]} */
  const onLoad = [];
  /** @type {{ src: string, onload?: () => void }[]} */
  const requested = [];
  /** @type {(() => void) | undefined} */
  let releasePayload;
  /** @type {Set<NodeJS.Timeout>} */
  const timers = new Set();
  /** @type {any} */
  let currentScript = null;

  const fileText = (/** @type {string} */ url) =>
    readFileSync(join(outDir, new URL(url, PAGE_URL).pathname.slice(basePath.length)), 'utf8');
  const json = startTags(html, 'script').find(
    ({ attributes }) => attributes.type === 'application/json',
  );
  const jsonText = /<script type="application\/json"[^>]*>([^<]*)<\/script>/.exec(html)?.[1];
  const document = {
    documentElement: element('html'),
    head: {
      ...element('head'),
      appendChild(/** @type {any} */ child) {
        if (child.tagName === 'SCRIPT' && child.src) requested.push(child);
        return child;
      },
    },
    body: element('body'),
    get currentScript() {
      return currentScript;
    },
    readyState: 'loading',
    createElement: element,
    getElementById: (/** @type {string} */ id) =>
      json && json.attributes.id === id
        ? {
            getAttribute: (/** @type {string} */ name) => json.attributes[name] ?? null,
            textContent: jsonText,
          }
        : null,
    querySelector: () => null,
    querySelectorAll: () => [],
    addEventListener() {},
  };
  const sandbox = {
    ...Object.fromEntries(SHARED_GLOBALS.map((name) => [name, globalThis[name]])),
    document,
    location: new URL(PAGE_URL),
    navigator: { userAgent: 'startup check' },
    history: { state: null, replaceState() {} },
    console: {
      log() {},
      info() {},
      warn() {},
      debug() {},
      error: (/** @type {unknown[]} */ ...args) => errors.push(args.map(String).join(' ')),
    },
    // The sandbox's timers end with the check (the loader's 'late' note among them).
    setTimeout: (/** @type {() => void} */ callback, /** @type {number} */ ms) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        callback();
      }, ms);
      timers.add(timer);
      return timer;
    },
    clearTimeout: (/** @type {NodeJS.Timeout} */ timer) => {
      timers.delete(timer);
      clearTimeout(timer);
    },
    CSS: { supports: () => true },
    // Next 16.2 and 16.3 find their asset prefix from document.currentScript, which they check is
    // a <script>: the stand-in is one.
    HTMLScriptElement: class {
      /** @param {any} value */
      static [Symbol.hasInstance](value) {
        return value?.tagName === 'SCRIPT';
      }
    },
    addEventListener: (/** @type {string} */ type, /** @type {() => void} */ listener) => {
      if (type === 'load') onLoad.push(listener);
    },
    removeEventListener() {},
    MutationObserver: class {
      observe() {}
      disconnect() {}
    },
    localStorage: { getItem: () => null, setItem() {} },
    sessionStorage: { getItem: () => null, setItem() {} },
    fetch: (/** @type {string} */ url) =>
      new Promise((resolve) => {
        const text = fileText(url);
        releasePayload = () =>
          resolve({ status: 200, ok: true, text: () => Promise.resolve(text) });
      }),
  };
  const context = createContext(sandbox);
  runInContext('var self = globalThis, window = globalThis;', context);

  // Each module factory a chunk registers, counted when the bundler's runtime evaluates it.
  /** @param {unknown} chunk */
  const counted = (chunk) =>
    Array.isArray(chunk)
      ? chunk.map((part) =>
          typeof part === 'function'
            ? function (/** @type {unknown[]} */ ...args) {
                modules++;
                // The factory's second argument is its module, whose exports the runtime hands on.
                if (gateOpen) /** @type {any} */ (args[1]).exports = ABSORB;
                // @ts-expect-error called as the runtime calls the factory
                else return part.apply(this, args);
              }
            : part,
        )
      : chunk;
  // Chunks push onto an array until the runtime replaces it with its own push.
  /** @type {unknown[]} */
  const early = [];
  /** @type {{ push: (chunk: unknown) => unknown } | undefined} */
  let runtime;
  const push = (/** @type {unknown} */ chunk) =>
    runtime ? runtime.push(counted(chunk)) : Array.prototype.push.call(early, counted(chunk));
  Object.defineProperty(early, 'push', { value: push });
  Object.defineProperty(context, 'TURBOPACK', {
    get: () => (runtime ? { push } : early),
    set: (/** @type {any} */ value) => {
      runtime = value === early ? undefined : { push: value.push };
    },
  });
  // Whatever list the loader leaves, Next's calls to its reduce are counted.
  /** @type {any} */
  let list;
  Object.defineProperty(context, '__next_s', {
    get: () => list,
    set: (/** @type {any} */ value) => {
      list =
        value && !Array.isArray(value) && typeof value.reduce === 'function'
          ? {
              length: value.length,
              reduce: (/** @type {unknown[]} */ ...args) => {
                if (!gateOpen) asked++;
                return value.reduce(...args);
              },
            }
          : value;
    },
  });

  /**
   * Runs a script as the browser does: document.currentScript is the script until the microtasks
   * it queued have run (Next 16.2 and 16.3 read it there to find their asset prefix).
   * @param {string} code @param {string} name @param {any} script
   */
  const run = async (code, name, script) => {
    currentScript = script;
    try {
      runInContext(code, context, { filename: name });
    } catch (error) {
      errors.push(`${name}: ${/** @type {Error} */ (error).message}`);
    }
    await new Promise((resolve) => setImmediate(resolve));
    currentScript = null;
  };
  // What the scripts throw where nothing catches it, as a browser would report it.
  const unhandled = (/** @type {any} */ reason) =>
    errors.push(`uncaught: ${reason?.message ?? String(reason)}`);
  process.on('unhandledRejection', unhandled);
  try {
    for (const [, attributes = '', code = ''] of html.matchAll(INLINE_SCRIPT)) {
      if (/\bsrc=|type="application\/(?:ld\+)?json"|nomodule/i.test(attributes)) continue;
      await run(code, 'an inline script', element('script'));
    }
    document.readyState = 'complete';
    for (const listener of onLoad) listener();
    await settle();
    const held = releasePayload ? undefined : requested.at(-1);
    for (const script of requested) {
      await run(fileText(script.src), new URL(script.src).pathname, script);
      if (script !== held) script.onload?.();
      await settle();
    }
    const before = modules;
    const errorsBefore = [...errors];
    gateOpen = true;
    if (releasePayload) releasePayload();
    else held?.onload?.();
    await settle();
    return { asked, before, after: modules - before, errors: errorsBefore };
  } finally {
    for (const timer of timers) clearTimeout(timer);
    process.off('unhandledRejection', unhandled);
  }
}
