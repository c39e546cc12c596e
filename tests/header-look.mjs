// @ts-check
// The header's two looks the spec names, measured in the page (by Playwright's or an engine
// driver's evaluate) and judged here, so the Chromium suite and the engine suite check the same.

/** Run in the page. */
export const headerLook = () => {
  const header = /** @type {HTMLElement} */ (document.querySelector('body > header'));
  const style = getComputedStyle(header);
  // Painting one pixel turns any CSS colour (oklab, color-mix…) into comparable sRGB.
  const ctx = /** @type {CanvasRenderingContext2D} */ (
    document.createElement('canvas').getContext('2d', { willReadFrequently: true })
  );
  ctx.fillStyle = style.backgroundColor;
  ctx.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = Array.from(ctx.getImageData(0, 0, 1, 1).data);
  // Tailwind composes the shadow from layers; fully transparent layers draw nothing.
  const shadow =
    style.boxShadow !== 'none' &&
    style.boxShadow.split(/,(?![^(]*\))/).some((layer) => !/rgba\([^)]*,\s*0\)/.test(layer));
  const { top, bottom } = header.getBoundingClientRect();
  return {
    colour: [r, g, b],
    alpha: Math.round(((a ?? 0) / 255) * 100) / 100,
    shadow,
    // At the start of the scroll-driven animation the blur reads blur(0px): nothing drawn.
    blur: Number(/blur\(([\d.]+)px\)/.exec(style.backdropFilter)?.[1] ?? 0) > 0,
    position: style.position,
    top,
    bottom,
    scrollTimelines: CSS.supports('animation-timeline: scroll()'),
  };
};
/** @typedef {ReturnType<typeof headerLook>} HeaderLook */

/**
 * Run in the page: ends the header's transitions so its final look is read. A scroll-driven
 * animation is left alone: finishing it would jump to its end, whatever the scroll position.
 */
export const settleHeader = () => {
  document
    .querySelector('body > header')
    ?.getAnimations()
    .filter((a) => a.timeline === document.timeline)
    .forEach((a) => a.finish());
};

// At the top: nothing drawn behind the links.
export const TRANSPARENT = { alpha: 0, shadow: false, blur: false };

/** @param {HeaderLook} look */
export const transparency = ({ alpha, shadow, blur }) => ({ alpha, shadow, blur });

const TRANSLUCENT_ALPHA = 'from 0.7 to 0.9';

// Past 10 px: a translucent white bar, blurred behind, with a shadow.
export const TRANSLUCENT = {
  colour: [255, 255, 255],
  alpha: TRANSLUCENT_ALPHA,
  shadow: true,
  blur: true,
};

/** @param {HeaderLook} look */
export const translucency = ({ colour, alpha, shadow, blur }) => ({
  colour,
  alpha: alpha >= 0.7 && alpha <= 0.9 ? TRANSLUCENT_ALPHA : alpha,
  shadow,
  blur,
});
