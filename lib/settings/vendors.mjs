// @ts-check
// What this site knows of the analytics and captcha services it can use: their documented script
// addresses, the origins their Content-Security-Policy needs and the fields their tokens travel
// in. Plain data: the settings (lib/settings/env.mjs), the policy step and the browser code all
// read it.

export const ANALYTICS_PROVIDERS = /** @type {const} */ ([
  'none',
  'plausible',
  'umami',
  'goatcounter',
]);

/** @typedef {(typeof ANALYTICS_PROVIDERS)[number]} AnalyticsProvider */

/** Plausible's hosted instance; a self-hosted one is its own origin. */
export const PLAUSIBLE_CLOUD = 'https://plausible.io';

export const CAPTCHAS = /** @type {const} */ (['none', 'turnstile', 'hcaptcha', 'altcha']);

/** @typedef {(typeof CAPTCHAS)[number]} CaptchaKind */

/**
 * The widgets loaded from their vendor: where the script is, which origins the page must allow
 * (scripts, frames, and for hCaptcha its styles and requests too), and the field the token
 * travels in, the one Formspree and the vendors' own verification read.
 */
export const CAPTCHA_VENDORS = {
  turnstile: {
    script: 'https://challenges.cloudflare.com/turnstile/v0/api.js',
    origins: ['https://challenges.cloudflare.com'],
    directives: /** @type {const} */ (['script', 'frame']),
    field: 'cf-turnstile-response',
  },
  hcaptcha: {
    script: 'https://js.hcaptcha.com/1/api.js',
    origins: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    directives: /** @type {const} */ (['script', 'frame', 'style', 'connect']),
    field: 'h-captcha-response',
  },
};

/** The attribute of the element the captcha renders into: the page that has it needs its origins. */
export const CAPTCHA_ATTRIBUTE = 'data-captcha';

/** The field ALTCHA's widget writes its solution into (its default name). */
export const ALTCHA_FIELD = 'altcha';

/** @param {CaptchaKind} kind */
export function captchaField(kind) {
  if (kind === 'none') return undefined;
  return kind === 'altcha' ? ALTCHA_FIELD : CAPTCHA_VENDORS[kind].field;
}
