// @ts-check
// The framework's scripts, started once the page itself is on screen (the post-build step
// scripts/build/deferred-scripts.mjs says why and writes the list this reads).
//
// It downloads the payload and every chunk side by side, and Next starts the page only once all
// of them are in: a chunk that failed half-way through hydration would leave React throwing over
// a page the visitor is typing into, while a page whose scripts never start stays a working
// static page. A failed file is tried again; a page still not started says so on <html>
// (lib/browser/page-state.mjs), where the contact form shows its notes from.

/** How long the loader waits for one answer before it tries again. */
export const REQUEST_TIMEOUT_MS = 5000;
/** Tries per file, the first included. */
export const ATTEMPTS = 3;
/** How long after it was shown a page not yet hydrated tells the visitor (page-state.mjs). */
export const LATE_AFTER_MS = 6000;

/**
 * @typedef {{
 *   listId: string, payloadAttribute: string, hydrated: string, framework: string,
 *   attempts: number, timeoutMs: number, lateAfterMs: number, payloadStart: string,
 * }} LoaderSettings
 * listId: the JSON list of the page's chunks; payloadAttribute: on the list, the payload's file;
 * hydrated and framework: the attributes of <html> (lib/browser/page-state.mjs); attempts: tries
 * per file; timeoutMs: how long one answer may take; lateAfterMs: when a page not started says so;
 * payloadStart: the pattern a payload's first line matches
 */

/**
 * @param {(callback: () => void) => void} afterFirstPaint
 * @param {LoaderSettings} settings
 */
export function startFrameworkScripts(afterFirstPaint, settings) {
  const root = document.documentElement;
  const list = /** @type {HTMLElement} */ (document.getElementById(settings.listId));
  const payload = list.getAttribute(settings.payloadAttribute);
  /** @type {string[]} */
  const sources = JSON.parse(/** @type {string} */ (list.textContent));
  let waiting = sources.length + (payload ? 1 : 0);
  let failed = false;
  /** @type {() => void} */
  let open = function () {};
  const gate = new Promise(function (resolve) {
    open = /** @type {() => void} */ (resolve);
  });
  // Next requires its app, which reads the payload and hydrates, once the scripts listed in
  // self.__next_s have loaded (client/app-bootstrap.js): this gate holds it until every chunk and
  // the payload are in. The build runs Next's own bootstrap against it (verifyBootstrap).
  const next = /** @type {{ __next_s?: unknown[], __next_f?: unknown[] }} */ (
    /** @type {unknown} */ (self)
  );
  const before = next.__next_s || [];
  next.__next_s = /** @type {any} */ ({
    length: 1,
    /** @param {(previous: unknown, entry: unknown) => unknown} step @param {unknown} start */
    reduce: function (step, start) {
      return gate.then(function () {
        return before.reduce(step, start);
      });
    },
  });
  /** @param {string} value */
  function state(value) {
    if (!root.hasAttribute(settings.hydrated)) root.setAttribute(settings.framework, value);
  }
  /** @param {string} what */
  function fail(what) {
    if (failed) return;
    failed = true;
    state('failed');
    console.error("The page's scripts could not start: " + what);
  }
  // A transient failure (a reset, a timeout, a 5xx) is tried again after 1 s, then 2 s.
  /** @param {number} attempt @param {(attempt: number) => void} load @param {string} what */
  function again(attempt, load, what) {
    if (attempt < settings.attempts) {
      setTimeout(function () {
        load(attempt + 1);
      }, 1000 * attempt);
    } else {
      fail(what);
    }
  }
  function ready() {
    if (--waiting === 0 && !failed) open();
  }
  afterFirstPaint(function () {
    setTimeout(function () {
      if (!failed) state('late');
    }, settings.lateAfterMs);
    sources.forEach(function (src) {
      /** @param {number} attempt */
      function load(attempt) {
        const script = document.createElement('script');
        // `async` as an attribute: React finds the scripts its payload names by it and adds none.
        script.async = true;
        script.src = src;
        script.onload = ready;
        script.onerror = function () {
          script.remove();
          again(attempt, load, src);
        };
        document.head.appendChild(script);
      }
      load(1);
    });
    if (!payload) return;
    const file = payload;
    /** @param {number} attempt */
    function fetchPayload(attempt) {
      const controller = new AbortController();
      const timer = setTimeout(function () {
        controller.abort();
      }, settings.timeoutMs);
      fetch(file, { signal: controller.signal })
        .then(function (response) {
          // A 4xx will not change by asking again.
          if (response.status >= 400 && response.status < 500)
            throw { final: file + ' answered ' + response.status };
          if (!response.ok) throw Error(String(response.status));
          return response.text();
        })
        .then(function (text) {
          clearTimeout(timer);
          // An HTML page in its place (a captive portal, a host answering every path with
          // index.html) is no payload.
          if (!RegExp(settings.payloadStart).test(text))
            throw { final: file + ' is not a page payload' };
          (next.__next_f = next.__next_f || []).push([1, text]);
          ready();
        })
        .catch(function (error) {
          clearTimeout(timer);
          if (error && error.final) fail(error.final);
          else again(attempt, fetchPayload, file);
        });
    }
    fetchPayload(1);
  });
}
