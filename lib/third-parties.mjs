// @ts-check
// The origins the analytics and captcha settings add to a page's Content-Security-Policy: the
// analytics service on every page, the captcha only where the contact form shows it. Read by the
// post-build policy step and by next.config.mjs for `npm run dev`, like content/embeds.mjs.
import { ANALYTICS, CONTACT_CAPTCHA } from './env.mjs';
import { CAPTCHA_VENDORS } from './vendors.mjs';

/**
 * @typedef {{ script: string[], connect: string[], frame: string[], style: string[], worker: string[] }} ServiceSources
 */

/** @param {string} url */
const originOf = (url) => new URL(url).origin;

/**
 * @param {import('./env.mjs').Analytics} analytics
 * @returns {ServiceSources}
 */
export function analyticsSources(analytics = ANALYTICS) {
  switch (analytics.provider) {
    case 'none':
      return { script: [], connect: [], frame: [], style: [], worker: [] };
    // Bundled with the site's own scripts: only its requests leave.
    case 'plausible':
    case 'goatcounter':
      return {
        script: [],
        connect: [originOf(analytics.endpoint)],
        frame: [],
        style: [],
        worker: [],
      };
    // Umami's tracker is its instance's script, which sends to the same instance.
    case 'umami':
      return {
        script: [originOf(analytics.script)],
        connect: [originOf(analytics.script)],
        frame: [],
        style: [],
        worker: [],
      };
  }
}

/**
 * @param {import('./env.mjs').Captcha} captcha
 * @returns {ServiceSources}
 */
export function captchaSources(captcha = CONTACT_CAPTCHA) {
  if (captcha.kind === 'none') return { script: [], connect: [], frame: [], style: [], worker: [] };
  // ALTCHA is bundled, fetches its challenge from the owner's own endpoint and works out the
  // answer in a worker file of the site's own.
  if (captcha.kind === 'altcha') {
    return {
      script: [],
      connect: [originOf(captcha.challengeUrl)],
      frame: [],
      style: [],
      worker: ["'self'"],
    };
  }
  const vendor = CAPTCHA_VENDORS[captcha.kind];
  // A script of one's own (a proxy, a stand-in) is the only origin then; the vendor's are its own.
  const origins = captcha.script === vendor.script ? vendor.origins : [originOf(captcha.script)];
  /** @param {'script' | 'connect' | 'frame' | 'style'} directive */
  const when = (directive) =>
    /** @type {readonly string[]} */ (vendor.directives).includes(directive) ? origins : [];
  return {
    script: when('script'),
    connect: when('connect'),
    frame: when('frame'),
    style: when('style'),
    worker: [],
  };
}

/**
 * What a page's policy adds for the services: analytics everywhere, the captcha on the page that
 * renders it.
 * @param {{ captcha: boolean }} page
 * @returns {ServiceSources}
 */
export function serviceSources({ captcha }) {
  const counted = analyticsSources();
  const checked = captcha ? captchaSources() : undefined;
  /** @param {keyof ServiceSources} directive */
  const merged = (directive) => [
    ...new Set([...counted[directive], ...(checked?.[directive] ?? [])]),
  ];
  return {
    script: merged('script'),
    connect: merged('connect'),
    frame: merged('frame'),
    style: merged('style'),
    worker: merged('worker'),
  };
}
