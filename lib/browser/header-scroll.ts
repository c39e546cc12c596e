// The header turns from transparent to a white bar past this many pixels (spec: "more than 10").
// app/globals.css repeats it for the no-JavaScript fallback; tests/e2e/header.spec.ts checks that
// the header turns there without scripts too.
export const SCROLL_THRESHOLD_PX = 10;

export function isScrolled(scrollY: number): boolean {
  return scrollY > SCROLL_THRESHOLD_PX;
}

// The CSS feature the stylesheet's fallback follows the scroll with (app/globals.css); where it is
// missing, an inline script does until hydration (lib/browser/inline-scripts/header-guard.mjs).
export const SCROLL_TIMELINES = 'animation-timeline: scroll()';
