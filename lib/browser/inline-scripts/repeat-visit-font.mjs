// @ts-check
// The site's font on a repeat visit (scripts/build/repeat-visit-font.mjs says why). In <head>, it
// either finds the font's address stored by an earlier visit, preloads the file (from the HTTP
// cache) and applies the held face before anything is painted; or waits until the page has
// hydrated, so the font never shares the connection with the framework's scripts, then preloads
// the file as the next visit will, loads it from there through a FontFace that is never applied,
// and stores its address. Without storage the fallback stays.

/** The localStorage key under which a visit records the font file it has cached. */
export const FONT_STORAGE_KEY = 'site-font';

/**
 * @param {string} url the font file
 * @param {string} key the localStorage key that records the cached file
 * @param {string} styleId the <style> that holds the face until a visit applies it
 * @param {string} hydrated the attribute <html> carries once the page has hydrated
 */
export function holdFont(url, key, styleId, hydrated) {
  function preload() {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'font';
    link.type = 'font/woff2';
    link.crossOrigin = '';
    link.href = url;
    document.head.appendChild(link);
    return link;
  }
  try {
    if (localStorage.getItem(key) === url) {
      preload();
      /** @type {HTMLStyleElement} */ (document.getElementById(styleId)).media = 'all';
      return;
    }
  } catch {
    // Storage blocked: a first visit, every time.
  }
  const root = document.documentElement;
  function cache() {
    preload().onload = function () {
      new FontFace(key, 'url(' + url + ')')
        .load()
        .then(function () {
          localStorage.setItem(key, url);
        })
        .catch(function () {});
    };
  }
  if (root.hasAttribute(hydrated)) {
    cache();
  } else {
    new MutationObserver(function (_, observer) {
      if (root.hasAttribute(hydrated)) {
        observer.disconnect();
        cache();
      }
    }).observe(root, { attributes: true, attributeFilter: [hydrated] });
  }
}
