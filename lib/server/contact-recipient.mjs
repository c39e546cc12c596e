// @ts-check
// Who receives the contact form's messages, as the privacy notice names them. On the server only
// (the browser never needs it); prebuild imports it after lib/settings/env.mjs, so a setting it
// cannot describe stops the build in one line.
import { CONTACT_BACKEND, CONTACT_ENDPOINT, CONTACT_SERVICE } from '../settings/env.mjs';
import { FORM_SERVICE_IDS, FORM_SERVICES, onHost } from '../settings/vendor-privacy.mjs';

/** What NEXT_PUBLIC_CONTACT_SERVICE names besides a form service: an endpoint of the owner's own. */
export const OWN_ENDPOINT = /** @type {const} */ ('own');

/**
 * @typedef {{ kind: 'none' } | { kind: 'netlify' }
 *   | { kind: 'service', service: import('../settings/vendor-privacy.mjs').FormServiceId }
 *   | { kind: 'own', host: string }} ContactRecipient
 */

/**
 * A form service its endpoint's host is, or that NEXT_PUBLIC_CONTACT_SERVICE names (one behind an
 * address of one's own); an endpoint of the owner's own (`json` on any other host, or the
 * setting's `own`); Netlify Forms; or nobody. A `form` endpoint on a host it cannot name stops the
 * build: the notice would not know whom to name.
 * @param {{ backend: import('../settings/env.mjs').ContactBackendKind, endpoint?: string, service?: string }} settings
 * @returns {ContactRecipient}
 */
export function contactRecipientOf({ backend, endpoint, service = '' }) {
  const setting = 'NEXT_PUBLIC_CONTACT_SERVICE';
  const names = [...FORM_SERVICE_IDS, OWN_ENDPOINT];
  const named = names.find((name) => name === service);
  if (service && !named) throw new Error(`${setting}=${service} is not one of ${names.join(', ')}`);
  if (backend === 'none' || backend === 'netlify') {
    if (named) {
      throw new Error(
        `${setting} is set, but NEXT_PUBLIC_CONTACT_BACKEND=${backend} does not use it`,
      );
    }
    return { kind: backend };
  }
  const url = new URL(endpoint ?? '');
  const { host } = url;
  const known = FORM_SERVICE_IDS.find((id) => onHost(url.href, FORM_SERVICES[id].host));
  if (known && named && named !== known) {
    throw new Error(
      `${setting}=${named}, but NEXT_PUBLIC_CONTACT_ENDPOINT is ${known}'s (${host})`,
    );
  }
  const recipient = named ?? known ?? (backend === 'json' ? OWN_ENDPOINT : undefined);
  if (!recipient) {
    throw new Error(
      `privacy notice: NEXT_PUBLIC_CONTACT_ENDPOINT is on ${host}, which is none of ${FORM_SERVICE_IDS.map((id) => FORM_SERVICES[id].name).join(', ')}: set ${setting} to the service behind it (${FORM_SERVICE_IDS.join(', ')}) or to ${OWN_ENDPOINT} for an endpoint of your own`,
    );
  }
  return recipient === OWN_ENDPOINT
    ? { kind: 'own', host }
    : { kind: 'service', service: recipient };
}

/** Who receives this build's messages. */
export const CONTACT_RECIPIENT = contactRecipientOf({
  backend: CONTACT_BACKEND,
  endpoint: CONTACT_ENDPOINT,
  service: CONTACT_SERVICE,
});
