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
 * A page's sources for the services, each directive empty unless given.
 * @param {Partial<ServiceSources>} [given]
 * @returns {ServiceSources}
 */
export function serviceSourcesOf(given = {}) {
  return { script: [], connect: [], frame: [], style: [], worker: [], ...given };
}

/**
 * @param {import('./env.mjs').Analytics} analytics
 * @returns {ServiceSources}
 */
export function analyticsSources(analytics = ANALYTICS) {
  switch (analytics.provider) {
    case 'none':
      return serviceSourcesOf();
    // Bundled with the site's own scripts: only its requests leave.
    case 'plausible':
    case 'goatcounter':
      return serviceSourcesOf({ connect: [originOf(analytics.endpoint)] });
    // Umami's tracker is its instance's script, which sends to the same instance.
    case 'umami': {
      const origin = originOf(analytics.script);
      return serviceSourcesOf({ script: [origin], connect: [origin] });
    }
  }
}

/**
 * @param {import('./env.mjs').Captcha} captcha
 * @returns {ServiceSources}
 */
export function captchaSources(captcha = CONTACT_CAPTCHA) {
  if (captcha.kind === 'none') return serviceSourcesOf();
  // ALTCHA is bundled, fetches its challenge from the owner's own endpoint and works out the
  // answer in a worker file of the site's own.
  if (captcha.kind === 'altcha') {
    return serviceSourcesOf({ connect: [originOf(captcha.challengeUrl)], worker: ["'self'"] });
  }
  const vendor = CAPTCHA_VENDORS[captcha.kind];
  // A script of one's own (a proxy, a stand-in) is the only origin then; the vendor's are its own.
  const origins = captcha.script === vendor.script ? vendor.origins : [originOf(captcha.script)];
  return serviceSourcesOf(
    Object.fromEntries(vendor.directives.map((directive) => [directive, [...origins]])),
  );
}

/**
 * What a page's policy adds for the services: analytics everywhere, the captcha on the page that
 * renders it.
 * @param {{ captcha: boolean }} page
 * @returns {ServiceSources}
 */
export function serviceSources({ captcha }) {
  const counted = analyticsSources();
  const checked = captcha ? captchaSources() : serviceSourcesOf();
  const merged = serviceSourcesOf();
  for (const directive of /** @type {(keyof ServiceSources)[]} */ (Object.keys(merged))) {
    merged[directive] = [...new Set([...counted[directive], ...checked[directive]])];
  }
  return merged;
}
