// @ts-check
// What the page's inline scripts leave until the page is on screen.
//
// A tiny page loads before it paints: on a fast connection the load event can come tens of
// milliseconds before the first contentful paint. Lighthouse's simulation (PageSpeed Insights)
// makes the largest paint on a slow phone wait for every request that ended before the largest
// paint of that fast trace, so work started on load alone would still hold it back. The first
// contentful paint is the whole page, since the first frame waits for the parser to reach the
// footer (app/layout.tsx). A tab opened in the background paints nothing, so it spends nothing
// until it is looked at; a browser without paint timing runs the work on load.

/**
 * Calls `callback` once, when the page has both loaded and reported its first contentful paint.
 * Given to another inline script as an argument.
 * @param {() => void} callback
 */
export function afterFirstPaint(callback) {
  let loaded = false;
  let painted = false;
  let done = false;
  function go() {
    if (done || !loaded || !painted) return;
    done = true;
    callback();
  }
  addEventListener('load', function () {
    loaded = true;
    go();
  });
  const types = self.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
  if (types && types.indexOf('paint') >= 0) {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length) {
        painted = true;
        go();
      }
    }).observe({ type: 'paint', buffered: true });
  } else {
    painted = true;
  }
}
