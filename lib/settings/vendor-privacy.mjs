// @ts-check
// What the privacy notice knows of each outside service the site can use: its name, the host it
// is known by and its own privacy policy. Plain data beside lib/settings/vendors.mjs, which the
// browser loads; this stays on the server (lib/server/privacy-notice.ts,
// lib/server/contact-recipient.mjs).
import { PLAUSIBLE_CLOUD } from './vendors.mjs';

/**
 * Whether a URL is on a host or one of its subdomains (api.staticforms.xyz on staticforms.xyz).
 * @param {string} url
 * @param {string} host
 */
export function onHost(url, host) {
  const { hostname } = new URL(url);
  return hostname === host || hostname.endsWith(`.${host}`);
}

/** The form services the `form` backend is documented with (docs/contact-form.md). */
export const FORM_SERVICES = {
  formspree: {
    name: 'Formspree',
    host: 'formspree.io',
    privacyPolicy: 'https://formspree.io/legal/privacy-policy/',
  },
  getform: {
    name: 'Getform',
    host: 'getform.io',
    privacyPolicy: 'https://getform.io/legal/privacy-policy',
  },
  basin: { name: 'Basin', host: 'usebasin.com', privacyPolicy: 'https://usebasin.com/privacy' },
  formsubmit: {
    name: 'FormSubmit',
    host: 'formsubmit.co',
    privacyPolicy: 'https://formsubmit.co/privacy.pdf',
  },
  staticforms: {
    name: 'Staticforms',
    host: 'staticforms.xyz',
    privacyPolicy: 'https://www.staticforms.xyz/privacy-policy',
  },
};

/** @typedef {keyof typeof FORM_SERVICES} FormServiceId */

export const FORM_SERVICE_IDS = /** @type {FormServiceId[]} */ (Object.keys(FORM_SERVICES));

/** The `netlify` backend's service: the site's host takes the post. */
export const NETLIFY_FORMS = {
  name: 'Netlify Forms',
  privacyPolicy: 'https://www.netlify.com/privacy/',
};

/**
 * Each analytics provider, with the host of its own hosted service: an address elsewhere is an
 * instance of one's own (self-hosted Plausible or Umami, GoatCounter on one's own server).
 */
export const ANALYTICS_SERVICES = {
  plausible: {
    name: 'Plausible Analytics',
    host: new URL(PLAUSIBLE_CLOUD).host,
    privacyPolicy: 'https://plausible.io/data-policy',
  },
  umami: { name: 'Umami', host: 'umami.is', privacyPolicy: 'https://umami.is/privacy' },
  goatcounter: {
    name: 'GoatCounter',
    host: 'goatcounter.com',
    privacyPolicy: 'https://www.goatcounter.com/help/privacy',
  },
};

/**
 * The captchas whose widget comes from their vendor (lib/settings/vendors.mjs's CAPTCHA_VENDORS).
 */
export const CAPTCHA_SERVICES = {
  turnstile: {
    name: 'Cloudflare Turnstile',
    privacyPolicy: 'https://www.cloudflare.com/turnstile-privacy-policy/',
  },
  hcaptcha: { name: 'hCaptcha', privacyPolicy: 'https://www.hcaptcha.com/privacy' },
};
