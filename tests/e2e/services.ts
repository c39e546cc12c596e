import { embeds } from '@/content/embeds.mjs';
import { allowedEmbeds, EMBED_PAGES } from '@/lib/settings/embeds.mjs';
import { contactRecipientOf } from '@/lib/server/contact-recipient.mjs';
import { analyticsOf, captchaOf, type ContactBackendKind } from '@/lib/settings/env.mjs';
import { countedByVendor } from '@/lib/server/privacy-notice';
import { analyticsSources, captchaSources } from '@/lib/settings/third-parties.mjs';
import {
  ANALYTICS_SERVICES,
  CAPTCHA_SERVICES,
  FORM_SERVICE_IDS,
  FORM_SERVICES,
  NETLIFY_FORMS,
} from '@/lib/settings/vendor-privacy.mjs';
import { captchaField } from '@/lib/settings/vendors.mjs';
import type { Variant } from '@/tests/harness/variants.mjs';

/** The analytics and captcha a test build has, read as its build read them. */
export function servicesOf(variant: Variant) {
  const analytics = analyticsOf(variant.env);
  const captcha = captchaOf(variant.env);
  const counted = analyticsSources(analytics);
  const checked = captchaSources(captcha);
  const origins = (sources: typeof counted) =>
    [...sources.script, ...sources.connect, ...sources.frame].filter((o) => o.startsWith('http'));
  return {
    analytics,
    captcha,
    /** The field its token travels in, if it has a captcha. */
    tokenField: captchaField(captcha.kind),
    /** Every origin its pages reach for these services (the contact page's captcha included). */
    origins: [...new Set([...origins(counted), ...origins(checked)])],
    counted,
    checked,
  };
}

/** Who receives a build's messages, read from its settings as its build read them. */
export function recipientIn(env: Record<string, string | undefined>) {
  return contactRecipientOf({
    backend: (env.NEXT_PUBLIC_CONTACT_BACKEND || 'none') as ContactBackendKind,
    endpoint: env.NEXT_PUBLIC_CONTACT_ENDPOINT,
    service: env.NEXT_PUBLIC_CONTACT_SERVICE,
  });
}

/**
 * Every name of an outside service a privacy notice could give (lib/settings/vendor-privacy.mjs).
 */
export const SERVICE_NAMES = [
  ...FORM_SERVICE_IDS.map((id) => FORM_SERVICES[id].name),
  NETLIFY_FORMS.name,
  ...Object.values(ANALYTICS_SERVICES).map((service) => service.name),
  ...Object.values(CAPTCHA_SERVICES).map((vendor) => vendor.name),
];

/** The other sites content/embeds.mjs lets the pages show, by host. */
const EMBEDDED_HOSTS = [
  ...new Set(
    ['/', ...EMBED_PAGES]
      .flatMap((path) => Object.values(allowedEmbeds(path, embeds)).flat())
      .map((origin) => new URL(origin).host),
  ),
];

/**
 * What a build's privacy notice must say of the services its settings use: the names it gives,
 * and those it lists as receiving data with their privacy policy (every outside one: not an
 * endpoint or an analytics instance of the owner's own, nor ALTCHA), then the sites the pages show.
 */
export function noticeServices(env: Record<string, string | undefined>) {
  const recipient = recipientIn(env);
  const analytics = analyticsOf(env);
  const captcha = captchaOf(env);
  const form =
    recipient.kind === 'service'
      ? FORM_SERVICES[recipient.service]
      : recipient.kind === 'netlify'
        ? NETLIFY_FORMS
        : undefined;
  const counter =
    analytics.provider === 'none' ? undefined : ANALYTICS_SERVICES[analytics.provider];
  const hosted = analytics.provider !== 'none' && countedByVendor(analytics);
  const checker =
    captcha.kind === 'turnstile' || captcha.kind === 'hcaptcha'
      ? CAPTCHA_SERVICES[captcha.kind]
      : undefined;
  const names = (...services: ({ name: string } | undefined | false)[]) =>
    services.flatMap((service) => (service ? [service.name] : []));
  return {
    named: names(form, counter, checker),
    parties: [...names(form, hosted && counter, checker), ...EMBEDDED_HOSTS],
  };
}
