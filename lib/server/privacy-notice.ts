import type { Embeds, PrivacyCopy, SiteFacts } from '@/content/types';
import { ANALYTICS_EVENTS } from '@/lib/browser/analytics';
import { BROWSER_STORAGE, type StorageUse } from './browser-storage';
import { allowedEmbeds } from '@/lib/settings/embeds.mjs';
import type { ContactRecipient } from './contact-recipient.mjs';
import type { Analytics, Captcha } from '@/lib/settings/env.mjs';
import { fill } from './template';
import {
  ANALYTICS_SERVICES,
  CAPTCHA_SERVICES,
  FORM_SERVICES,
  NETLIFY_FORMS,
  onHost,
  type FormServiceId,
} from '@/lib/settings/vendor-privacy.mjs';

// The privacy notice, put together from what the build does: its settings say who receives the
// form's messages, which service counts visits and which checks for spam; content/embeds.mjs which
// other sites the pages show; lib/server/browser-storage.ts what the browser keeps. Only what only
// the owner can say (who hosts the site, how long messages are kept, their authority) comes from
// content/site.ts's `legal`. A pure function of those, so every combination is tested without a
// build (tests/unit/privacy-notice.test.ts).

/** The copy the notice is made of: content/legal.ts's, or another language's, with every key lib/ knows. */
export type NoticeCopy = PrivacyCopy & {
  readonly contact: { readonly services: Readonly<Record<FormServiceId, string>> };
  readonly analytics: {
    readonly providers: Readonly<Record<keyof typeof ANALYTICS_SERVICES, string>>;
    readonly events: Readonly<Record<keyof typeof ANALYTICS_EVENTS, string>>;
  };
  readonly captcha: { readonly vendors: Readonly<Record<keyof typeof CAPTCHA_SERVICES, string>> };
  readonly storage: { readonly uses: Readonly<Record<StorageUse, string>> };
};

/** What the build does, as its settings and content/embeds.mjs say it. */
export interface NoticeSettings {
  readonly recipient: ContactRecipient;
  readonly analytics: Analytics;
  readonly captcha: Captcha;
  readonly embeds: Embeds;
  /** Where the site has more than one language, each message names the one it was written in. */
  readonly multilingual: boolean;
}

/** What the notice needs of the site's other copy. */
export interface NoticeContent {
  readonly copy: NoticeCopy;
  readonly site: SiteFacts;
  /** The contact form's fields, by their labels. */
  readonly fields: readonly string[];
  /** A page's name in the menu, by its path ('/contact'). */
  readonly pageName: (path: string) => string;
}

/** A link inside a text: where the text shows `text`, it links to `href`. */
export interface TextLink {
  readonly text: string;
  readonly href: string;
}

/** One of those the pages send data to, with its privacy policy where it is known. */
export interface NoticeParty {
  readonly name: string;
  readonly policy?: TextLink;
}

export type NoticeBlock =
  | {
      readonly kind: 'text';
      readonly text: string;
      readonly links?: readonly TextLink[];
      /**
       * The names and hosts filled into the copy: each runs its own way, so a Latin name in an
       * Arabic sentence keeps its full stop ('Netlify, Inc.'), not the sentence's order.
       */
      readonly isolates?: readonly string[];
    }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  | { readonly kind: 'parties'; readonly items: readonly NoticeParty[] }
  | { readonly kind: 'controller'; readonly name: string; readonly lines: readonly string[] }
  | {
      readonly kind: 'stored';
      readonly items: readonly {
        readonly key: string;
        readonly area: string;
        readonly use: string;
      }[];
    };

export interface NoticeSection {
  readonly id: string;
  readonly heading: string;
  readonly blocks: readonly NoticeBlock[];
}

/** A sentence of a legal page, with its links and the names set apart in it. */
export const text = (
  value: string,
  links?: readonly TextLink[],
  isolates?: readonly string[],
): NoticeBlock => ({
  kind: 'text',
  text: value,
  ...(links && { links }),
  ...(isolates && { isolates }),
});

/** Copy with its braces filled, each value set apart from the sentence's direction. */
export const filled = (
  words: string,
  values: Readonly<Record<string, string>>,
  links?: readonly TextLink[],
): NoticeBlock => text(fill(words, values), links, Object.values(values));

const hostOf = (url: string) => new URL(url).host;

const mailLink = (site: SiteFacts): TextLink => ({
  text: site.email,
  href: `mailto:${site.email}`,
});

/** An address written under a name: its lines, less the name where they start with it. */
export function addressUnder(name: string, lines: readonly string[]) {
  return lines.filter((line) => line !== name);
}

/** A party, its privacy policy linked where the notice knows it. */
function party(copy: NoticeCopy, name: string, privacyPolicy?: string): NoticeParty {
  return {
    name,
    ...(privacyPolicy && {
      policy: { text: fill(copy.parties.policy, { name }), href: privacyPolicy },
    }),
  };
}

/** Where the form's messages go, in the notice's words. */
function recipientText(recipient: ContactRecipient, content: NoticeContent): NoticeBlock {
  const { copy, site } = content;
  const words = copy.contact;
  switch (recipient.kind) {
    case 'none':
      return filled(words.none, { email: site.email }, [mailLink(site)]);
    case 'netlify':
      return filled(words.netlify, { name: NETLIFY_FORMS.name });
    case 'own':
      return filled(words.own, { host: recipient.host });
    case 'service': {
      const { service } = recipient;
      const name = FORM_SERVICES[service].name;
      return text(`${fill(words.service, { name })} ${words.services[service]}`, undefined, [name]);
    }
  }
}

function contactSection(settings: NoticeSettings, content: NoticeContent): NoticeSection {
  const { copy, site } = content;
  const words = copy.contact;
  const { recipient } = settings;
  // What happens to a message once it has arrived, where one ever does.
  const sent = recipient.kind === 'none' ? [] : [text(site.legal.retention), text(words.basis)];
  return {
    id: 'contact',
    heading: words.heading,
    blocks: [
      text(words.fields),
      { kind: 'list', items: content.fields },
      ...(settings.multilingual ? [text(words.language)] : []),
      recipientText(recipient, content),
      ...sent,
    ],
  };
}

type Counting = Exclude<Analytics, { provider: 'none' }>;

/** The analytics service's address: its endpoint, or for Umami its script. */
function analyticsUrl(analytics: Counting) {
  return analytics.provider === 'umami' ? analytics.script : analytics.endpoint;
}

/** Whether visits are counted by the vendor's hosted service, not by an instance of the owner's own. */
export function countedByVendor(analytics: Counting) {
  return onHost(analyticsUrl(analytics), ANALYTICS_SERVICES[analytics.provider].host);
}

function analyticsSection(analytics: Counting, copy: NoticeCopy): NoticeSection {
  const words = copy.analytics;
  const { name } = ANALYTICS_SERVICES[analytics.provider];
  const url = analyticsUrl(analytics);
  return {
    id: 'analytics',
    heading: words.heading,
    blocks: [
      filled(words.text, { name }),
      { kind: 'list', items: words.records },
      text(words.providers[analytics.provider]),
      ...(countedByVendor(analytics) ? [] : [filled(words.instance, { host: hostOf(url) })]),
      text(words.eventsIntro),
      {
        kind: 'list',
        items: Object.keys(ANALYTICS_EVENTS).map(
          (event) => words.events[event as keyof typeof ANALYTICS_EVENTS],
        ),
      },
      filled(words.noCookie, { name }),
      text(words.basis),
    ],
  };
}

function captchaSection(
  captcha: Exclude<Captcha, { kind: 'none' }>,
  copy: NoticeCopy,
): NoticeSection {
  const words = copy.captcha;
  const check =
    captcha.kind === 'altcha'
      ? filled(words.altcha, { host: hostOf(captcha.challengeUrl) })
      : text(
          `${fill(words.vendor, { name: CAPTCHA_SERVICES[captcha.kind].name })} ${words.vendors[captcha.kind]}`,
          undefined,
          [CAPTCHA_SERVICES[captcha.kind].name],
        );
  return {
    id: 'captcha',
    heading: words.heading,
    blocks: [check, text(words.basis)],
  };
}

/** The other sites each page shows, site-wide ones first. */
function embeddedOrigins({ embeds }: NoticeSettings, content: NoticeContent) {
  const everywhere = allowedEmbeds('/', { site: embeds.site, pages: {} });
  const pages = Object.keys(embeds.pages).map((path) => ({
    page: fill(content.copy.embeds.page, { name: content.pageName(path) }),
    allowed: allowedEmbeds(path, { site: {}, pages: embeds.pages }),
  }));
  return [{ page: content.copy.embeds.everyPage, allowed: everywhere }, ...pages].flatMap(
    ({ page, allowed }) =>
      [...new Set(Object.values(allowed).flat())].map((origin) => ({
        page,
        host: hostOf(origin),
        // A frame waits for the visitor's press (embed-on-request.tsx); a picture or a request
        // of the page's own scripts does not.
        onRequest: !allowed.image.includes(origin) && !allowed.connect.includes(origin),
      })),
  );
}

/**
 * The outside services a build's settings send visitors' data to, as
 * lib/settings/vendor-privacy.mjs names them.
 */
function outsideServices({ recipient, analytics, captcha }: NoticeSettings) {
  return [
    recipient.kind === 'service'
      ? FORM_SERVICES[recipient.service]
      : recipient.kind === 'netlify'
        ? NETLIFY_FORMS
        : undefined,
    // An instance of the owner's own is theirs: no one else receives what it counts.
    analytics.provider !== 'none' && countedByVendor(analytics)
      ? ANALYTICS_SERVICES[analytics.provider]
      : undefined,
    captcha.kind === 'turnstile' || captcha.kind === 'hcaptcha'
      ? CAPTCHA_SERVICES[captcha.kind]
      : undefined,
  ].flatMap((service) => (service ? [service] : []));
}

/** Who receives visitors' data besides the owner, in the order the notice tells of them. */
function partiesOf(settings: NoticeSettings, content: NoticeContent): NoticeParty[] {
  const { copy, site } = content;
  const { host } = site.legal;
  const shown = new Set(embeddedOrigins(settings, content).map((embedded) => embedded.host));
  return [
    party(copy, host.name, host.privacyPolicy),
    ...outsideServices(settings).map((service) => party(copy, service.name, service.privacyPolicy)),
    ...[...shown].map((origin) => party(copy, origin)),
  ];
}

/** The privacy notice of a build: its sections in order, each with what it says. */
export function privacyNotice(settings: NoticeSettings, content: NoticeContent): NoticeSection[] {
  const { copy, site } = content;
  const { analytics, captcha } = settings;
  const { legal } = site;
  const controllerName = legal.imprint?.legalName ?? site.name;
  const embedded = embeddedOrigins(settings, content);
  const authority = legal.dataProtectionAuthority;
  return [
    {
      id: 'parties',
      heading: copy.parties.heading,
      blocks: [text(copy.parties.intro), { kind: 'parties', items: partiesOf(settings, content) }],
    },
    {
      id: 'controller',
      heading: copy.controller.heading,
      blocks: [
        text(copy.controller.text),
        {
          kind: 'controller',
          name: controllerName,
          lines: addressUnder(controllerName, site.address.lines),
        },
      ],
    },
    {
      id: 'visit',
      heading: copy.visit.heading,
      blocks: [
        filled(copy.visit.text, { name: legal.host.name }),
        text(legal.host.contract),
        text(copy.visit.basis),
      ],
    },
    contactSection(settings, content),
    ...(analytics.provider === 'none' ? [] : [analyticsSection(analytics, copy)]),
    ...(captcha.kind === 'none' ? [] : [captchaSection(captcha, copy)]),
    ...(embedded.length === 0
      ? []
      : [
          {
            id: 'embeds',
            heading: copy.embeds.heading,
            blocks: embedded.map(({ page, host, onRequest }) =>
              filled(
                onRequest ? `${copy.embeds.text} ${copy.embeds.onRequest}` : copy.embeds.text,
                { page, origin: host },
              ),
            ),
          },
        ]),
    {
      id: 'storage',
      heading: copy.storage.heading,
      blocks: [
        text(copy.storage.intro),
        {
          kind: 'stored',
          items: BROWSER_STORAGE.map(({ key, area, use }) => ({
            key,
            area: copy.storage.areas[area],
            use: copy.storage.uses[use],
          })),
        },
        text(copy.storage.cookies),
      ],
    },
    {
      id: 'rights',
      heading: copy.rights.heading,
      blocks: [
        text(copy.rights.intro),
        { kind: 'list', items: copy.rights.items },
        filled(copy.rights.how, { email: site.email }, [mailLink(site)]),
        text(copy.rights.complain),
        ...(authority
          ? [
              filled(copy.rights.authority, { name: authority.name }, [
                { text: authority.name, href: authority.href },
              ]),
            ]
          : []),
      ],
    },
  ];
}
