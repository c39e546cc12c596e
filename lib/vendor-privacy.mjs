// @ts-check
// What the privacy notice knows of each outside service the site can use: its name, the host it
// is known by and its own privacy policy. Plain data beside lib/vendors.mjs, which the browser
// loads; this stays on the server (lib/contact-recipient.mjs).

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
