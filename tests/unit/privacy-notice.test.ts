import { join } from 'node:path';
import { contactCopy } from '@/content/contact';
import { mainNavigation } from '@/content/navigation';
import type { Embeds, SiteFacts } from '@/content/types';
import { ANALYTICS_EVENTS } from '@/lib/browser/analytics';
import { BROWSER_STORAGE, browserStorage, STORAGE_USES } from '@/lib/server/browser-storage';
import { analyticsOf, captchaOf } from '@/lib/settings/env.mjs';
import { LANGUAGES } from '@/lib/content/languages.mjs';
import { fill } from '@/lib/server/template';
import {
  privacyNotice,
  type NoticeBlock,
  type NoticeCopy,
  type NoticeSection,
  type NoticeSettings,
} from '@/lib/server/privacy-notice';
import {
  ANALYTICS_SERVICES,
  CAPTCHA_SERVICES,
  FORM_SERVICE_IDS,
  FORM_SERVICES,
  NETLIFY_FORMS,
} from '@/lib/settings/vendor-privacy.mjs';
import { recipientIn, SERVICE_NAMES } from '../e2e/services';

// The notice names exactly the services a build's settings use, in every language's words: each
// backend kind and form service, each analytics provider (its hosted service and an instance of
// one's own), each captcha, with and without other sites' content. Its facts are the settings';
// what only the owner can say is content/site.ts's.

const CONTENT = join(__dirname, '..', '..', 'content');

/** Each language's copy of what the notice reads, from content/ or content/<code>/. */
const languages = LANGUAGES.map((language) => {
  const dir = language.isDefault ? CONTENT : join(CONTENT, language.code);
  const load = <T extends object>(file: string): T =>
    jest.requireActual<T>(join(dir, `${file}.ts`));
  return {
    locale: language.locale,
    copy: load<{ privacyCopy: NoticeCopy }>('legal').privacyCopy,
    site: load<{ site: SiteFacts }>('site').site,
    fields: Object.values(
      load<{ contactCopy: typeof contactCopy }>('contact').contactCopy.form.fields,
    ),
    navigation: load<{ mainNavigation: typeof mainNavigation }>('navigation').mainNavigation,
  };
});

const form = (endpoint: string, service = '') => ({
  NEXT_PUBLIC_CONTACT_BACKEND: 'form',
  NEXT_PUBLIC_CONTACT_ENDPOINT: endpoint,
  NEXT_PUBLIC_CONTACT_SERVICE: service,
});
const json = {
  NEXT_PUBLIC_CONTACT_BACKEND: 'json',
  NEXT_PUBLIC_CONTACT_ENDPOINT: 'https://api.example.org/contact',
};

/** Every way the form sends, with the service the notice must name (none for one's own). */
const BACKENDS: [string, Record<string, string>, string | undefined][] = [
  ['none', {}, undefined],
  ['netlify', { NEXT_PUBLIC_CONTACT_BACKEND: 'netlify' }, NETLIFY_FORMS.name],
  ['json, own endpoint', json, undefined],
  ['form, own endpoint', form('https://forms.example.org/contact', 'own'), undefined],
  ...FORM_SERVICE_IDS.map((id): [string, Record<string, string>, string] => [
    `form, ${id}`,
    form(`https://${FORM_SERVICES[id].host}/f/abc`),
    FORM_SERVICES[id].name,
  ]),
  ['form, Basin behind a proxy', form('https://www.example.org/contact', 'basin'), 'Basin'],
];

const PLAUSIBLE = {
  NEXT_PUBLIC_ANALYTICS_PROVIDER: 'plausible',
  NEXT_PUBLIC_ANALYTICS_SITE: 'a.org',
};
const OWN_PLAUSIBLE = { ...PLAUSIBLE, NEXT_PUBLIC_ANALYTICS_URL: 'https://stats.example.org' };
const ALTCHA = {
  NEXT_PUBLIC_CONTACT_CAPTCHA: 'altcha',
  NEXT_PUBLIC_CONTACT_CAPTCHA_CHALLENGE_URL: 'https://api.example.org/challenge',
};

/** Each provider at its hosted service and at an instance of one's own (named, not a party). */
const ANALYTICS: [Record<string, string>, string | undefined, boolean][] = [
  [{}, undefined, false],
  [PLAUSIBLE, 'plausible', true],
  [OWN_PLAUSIBLE, 'plausible', false],
  [
    {
      NEXT_PUBLIC_ANALYTICS_PROVIDER: 'umami',
      NEXT_PUBLIC_ANALYTICS_URL: 'https://cloud.umami.is/script.js',
      NEXT_PUBLIC_ANALYTICS_SITE: 'id',
    },
    'umami',
    true,
  ],
  [
    {
      NEXT_PUBLIC_ANALYTICS_PROVIDER: 'umami',
      NEXT_PUBLIC_ANALYTICS_URL: 'https://umami.example.org/script.js',
      NEXT_PUBLIC_ANALYTICS_SITE: 'id',
    },
    'umami',
    false,
  ],
  [
    {
      NEXT_PUBLIC_ANALYTICS_PROVIDER: 'goatcounter',
      NEXT_PUBLIC_ANALYTICS_URL: 'https://acme.goatcounter.com/count',
    },
    'goatcounter',
    true,
  ],
  [
    {
      NEXT_PUBLIC_ANALYTICS_PROVIDER: 'goatcounter',
      NEXT_PUBLIC_ANALYTICS_URL: 'https://count.example.org/count',
    },
    'goatcounter',
    false,
  ],
];

/** Each captcha; lib/settings/env.mjs refuses the backends that cannot verify it. */
const CAPTCHAS: [Record<string, string>, string | undefined, readonly string[]][] = [
  [{}, undefined, ['none', 'netlify', 'json', 'form']],
  [
    { NEXT_PUBLIC_CONTACT_CAPTCHA: 'turnstile', NEXT_PUBLIC_CONTACT_CAPTCHA_SITE_KEY: 'k' },
    'turnstile',
    ['json', 'form'],
  ],
  [
    { NEXT_PUBLIC_CONTACT_CAPTCHA: 'hcaptcha', NEXT_PUBLIC_CONTACT_CAPTCHA_SITE_KEY: 'k' },
    'hcaptcha',
    ['json', 'form'],
  ],
  [ALTCHA, 'altcha', ['json']],
];

const NO_EMBEDS: Embeds = { site: {}, pages: {} };
const MAP: Embeds = {
  site: {},
  pages: { '/contact': { frame: ['https://www.openstreetmap.org'] } },
};

function settingsOf(env: Record<string, string>, embeds = NO_EMBEDS): NoticeSettings {
  return {
    recipient: recipientIn(env),
    analytics: analyticsOf(env),
    captcha: captchaOf(env),
    embeds,
    multilingual: LANGUAGES.length > 1,
  };
}

function blockText(block: NoticeBlock): string[] {
  switch (block.kind) {
    case 'text':
      return [block.text];
    case 'list':
      return [...block.items];
    case 'parties':
      return block.items.flatMap(({ name, policy }) => [name, policy?.text ?? '']);
    case 'controller':
      return [block.name, ...block.lines];
    case 'stored':
      return block.items.flatMap(({ key, area, use }) => [key, area, use]);
  }
}

const textOf = (sections: NoticeSection[]) =>
  sections.flatMap((section) => [section.heading, ...section.blocks.flatMap(blockText)]).join('\n');

const sectionOf = (sections: NoticeSection[], id: string) => sections.find((s) => s.id === id);

function partiesOf(sections: NoticeSection[]) {
  const block = sectionOf(sections, 'parties')?.blocks.find((b) => b.kind === 'parties');
  return block?.kind === 'parties' ? block.items : [];
}

describe.each(languages)('the privacy notice in $locale', (language) => {
  const notice = (settings: NoticeSettings) =>
    privacyNotice(settings, {
      copy: language.copy,
      site: language.site,
      fields: language.fields.map((field) => field.label),
      pageName: (path) => language.navigation.find((link) => link.href === path)?.label ?? path,
    });

  const cases = BACKENDS.flatMap(([backend, backendEnv, formService]) =>
    ANALYTICS.flatMap(([analyticsEnv, provider, hosted]) =>
      CAPTCHAS.filter(([, , backends]) =>
        backends.includes(backendEnv.NEXT_PUBLIC_CONTACT_BACKEND ?? 'none'),
      ).map(([captchaEnv, captcha]) => ({
        name: `${backend}, ${provider ?? 'no analytics'}${hosted ? ' (hosted)' : ''}, ${captcha ?? 'no captcha'}`,
        env: { ...backendEnv, ...analyticsEnv, ...captchaEnv },
        formService,
        provider: provider as keyof typeof ANALYTICS_SERVICES | undefined,
        hosted,
        captcha,
      })),
    ),
  );

  it.each(cases)('$name: names exactly its services, and lists them as parties', (c) => {
    const sections = notice(settingsOf(c.env));
    const all = textOf(sections);
    const analyticsName = c.provider && ANALYTICS_SERVICES[c.provider].name;
    const captchaName =
      c.captcha === 'turnstile' || c.captcha === 'hcaptcha'
        ? CAPTCHA_SERVICES[c.captcha].name
        : undefined;
    const used = [c.formService, analyticsName, captchaName].filter(Boolean);
    for (const name of SERVICE_NAMES) {
      expect({ name, named: all.includes(name) }).toEqual({ name, named: used.includes(name) });
    }
    // Each outside service is listed with its privacy policy; an instance of one's own is not.
    expect(partiesOf(sections).map((p) => p.name)).toEqual(
      [
        language.site.legal.host.name,
        c.formService,
        c.hosted ? analyticsName : undefined,
        captchaName,
      ].filter(Boolean),
    );
    for (const p of partiesOf(sections).slice(1)) expect(p.policy?.href).toMatch(/^https:\/\//);
    // Sections only for what the build does.
    expect(sections.map((s) => s.id)).toEqual([
      'parties',
      'controller',
      'visit',
      'contact',
      ...(c.provider ? ['analytics'] : []),
      ...(c.captcha ? ['captcha'] : []),
      'storage',
      'rights',
    ]);
  });

  it('says the simulated send sends nothing, and gives no retention for what never arrives', () => {
    const contact = sectionOf(notice(settingsOf({})), 'contact');
    const text = contact?.blocks.flatMap(blockText).join('\n') ?? '';
    expect(text).toContain(language.copy.contact.none.split('{')[0]);
    expect(text).not.toContain(language.site.legal.retention);
    const sent = sectionOf(notice(settingsOf(json)), 'contact');
    expect(sent?.blocks.flatMap(blockText)).toContain(language.site.legal.retention);
  });

  it('names an instance of one’s own by its host, and ALTCHA’s endpoint by its own', () => {
    const own = textOf(notice(settingsOf({ ...json, ...OWN_PLAUSIBLE, ...ALTCHA })));
    expect(own).toContain('stats.example.org');
    expect(own).toContain('api.example.org');
  });

  it('lists exactly what the browser keeps, by key, and the form’s fields by label', () => {
    const sections = notice(settingsOf({}));
    const stored = sectionOf(sections, 'storage')?.blocks.find((b) => b.kind === 'stored');
    expect(stored?.kind === 'stored' && stored.items.map((item) => item.key)).toEqual(
      BROWSER_STORAGE.map((entry) => entry.key),
    );
    const lists = sectionOf(sections, 'contact')?.blocks.filter((b) => b.kind === 'list');
    expect(lists?.flatMap(blockText)).toEqual(language.fields.map((field) => field.label));
  });

  it('counts every event the site reports, in its words', () => {
    const sections = notice(settingsOf(PLAUSIBLE));
    const items = sectionOf(sections, 'analytics')?.blocks.flatMap(blockText) ?? [];
    for (const event of Object.keys(ANALYTICS_EVENTS) as (keyof typeof ANALYTICS_EVENTS)[]) {
      expect(items).toContain(language.copy.analytics.events[event]);
    }
  });

  it('names another site a page shows, and lists it as a party', () => {
    const sections = notice(settingsOf({}, MAP));
    expect(sectionOf(sections, 'embeds')?.blocks.flatMap(blockText).join('\n')).toContain(
      'www.openstreetmap.org',
    );
    expect(partiesOf(sections).map((p) => p.name)).toContain('www.openstreetmap.org');
  });

  it('says a frame loads only when asked, and a picture of another site with the page', () => {
    const origin = 'https://tiles.example.org';
    const both = { ...MAP, site: { image: [origin] } };
    const texts = sectionOf(notice(settingsOf({}, both)), 'embeds')?.blocks.flatMap(blockText);
    const { embeds } = language.copy;
    const onRequest = fill(embeds.onRequest, { origin: 'www.openstreetmap.org' });
    expect(texts?.find((text) => text.includes('www.openstreetmap.org'))).toContain(onRequest);
    expect(texts?.find((text) => text.includes('tiles.example.org'))).not.toContain(
      fill(embeds.onRequest, { origin: 'tiles.example.org' }),
    );
  });

  it('names the controller by the imprint’s legal name where there is one, the address once', () => {
    const controller = sectionOf(notice(settingsOf({})), 'controller');
    const block = controller?.blocks.find((b) => b.kind === 'controller');
    const name = language.site.legal.imprint?.legalName ?? language.site.name;
    expect(block?.kind === 'controller' && block.name).toBe(name);
    expect(block?.kind === 'controller' && block.lines).not.toContain(name);
  });

  it('sets apart each name and host it fills in, so a Latin one keeps its order in any script', () => {
    const turnstile = CAPTCHAS[1]?.[0] ?? {};
    const vendors = { ...form(`https://${FORM_SERVICES.formspree.host}/f/abc`), ...PLAUSIBLE };
    for (const env of [
      { ...vendors, ...turnstile },
      { ...json, ...OWN_PLAUSIBLE, ...ALTCHA },
    ]) {
      const sections = notice(settingsOf(env, MAP));
      const names = [
        ...partiesOf(sections).map((p) => p.name),
        'stats.example.org',
        'api.example.org',
        language.site.email,
      ];
      for (const block of sections.flatMap((section) => section.blocks)) {
        if (block.kind !== 'text') continue;
        const apart = [...(block.isolates ?? []), ...(block.links ?? []).map((l) => l.text)];
        for (const name of names.filter((n) => block.text.includes(n))) {
          expect({ name, text: block.text, apart: apart.includes(name) }).toEqual({
            name,
            text: block.text,
            apart: true,
          });
        }
      }
    }
  });

  it('has copy for exactly the services, events and uses the site knows', () => {
    const { contact, analytics, captcha, storage } = language.copy;
    expect(Object.keys(contact.services)).toEqual(FORM_SERVICE_IDS);
    expect(Object.keys(analytics.providers)).toEqual(Object.keys(ANALYTICS_SERVICES));
    expect(Object.keys(analytics.events)).toEqual(Object.keys(ANALYTICS_EVENTS));
    expect(Object.keys(captcha.vendors)).toEqual(Object.keys(CAPTCHA_SERVICES));
    expect(Object.keys(storage.uses)).toEqual(STORAGE_USES.map((entry) => entry.use));
  });
});

describe('what the browser keeps, by the settings', () => {
  const uses = (...args: Parameters<typeof browserStorage>) =>
    browserStorage(...args).map((entry) => entry.use);

  it('keeps the theme only where the switch stores it', () => {
    expect(uses('switch', [{ dir: 'ltr' }])).toContain('theme');
    expect(uses('system', [{ dir: 'ltr' }])).not.toContain('theme');
  });

  it('keeps the font’s address where a language reads in the site’s font, and none where all read right to left', () => {
    expect(uses('light', [{ dir: 'rtl' }, { dir: 'ltr' }])).toContain('font');
    expect(uses('light', [{ dir: 'rtl' }])).toEqual(['draft', 'sending']);
  });
});
