// The header before hydration. Where the stylesheet cannot follow the scroll (no scroll timelines:
// Firefox), only a script knows the scroll position, and hydration starts after load and the first
// paint, 1 to 3 s on a phone. This inline script, right after the header in the HTML, keeps the
// header's data-scrolled as the navbar island will, so the header is fixed with the right look
// from the first paint, and leaves the work to the island once the page has hydrated.
import { SCROLL_THRESHOLD_PX, SCROLL_TIMELINES } from './header-scroll';
import { HYDRATED_ATTRIBUTE } from './page-state.mjs';

export const HEADER_SCROLL_GUARD = [
  `(function(h){if(CSS.supports("${SCROLL_TIMELINES}"))return;`,
  'function update(){',
  `if(document.documentElement.hasAttribute("${HYDRATED_ATTRIBUTE}"))removeEventListener("scroll",update);`,
  `else h.dataset.scrolled=String(scrollY>${SCROLL_THRESHOLD_PX})}`,
  'update();addEventListener("scroll",update,{passive:true})',
  '})(document.currentScript.previousElementSibling)',
].join('');
