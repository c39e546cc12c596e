// @ts-check
// The header before hydration. Where the stylesheet cannot follow the scroll (no scroll timelines:
// Firefox), only a script knows the scroll position, and hydration starts after load and the first
// paint, 1 to 3 s on a phone. This inline script, right after the header in the HTML, keeps the
// header's data-scrolled as the navbar island will, so the header is fixed with the right look
// from the first paint, and leaves the work to the island once the page has hydrated.

/**
 * @param {string} timelines the CSS feature the stylesheet follows the scroll with
 * @param {number} threshold past how many pixels the header is scrolled
 * @param {string} hydrated the attribute <html> carries once the page has hydrated
 */
export function guardHeader(timelines, threshold, hydrated) {
  if (CSS.supports(timelines)) return;
  const header = /** @type {HTMLElement} */ (
    /** @type {HTMLScriptElement} */ (document.currentScript).previousElementSibling
  );
  function update() {
    if (document.documentElement.hasAttribute(hydrated)) removeEventListener('scroll', update);
    else header.dataset.scrolled = String(scrollY > threshold);
  }
  update();
  addEventListener('scroll', update, { passive: true });
}
