import type { AccessibilityCopy, ImprintCopy, PrivacyCopy } from './types';

// The words of the privacy notice, the accessibility statement and the imprint. Which of them a build shows, and the names in
// braces, come from its settings and content/site.ts's `legal` (lib/server/privacy-notice.ts), so
// the notice says what this build's pages really do. It describes the software; it is no legal
// advice, and the owner reviews it (README "Make it yours").

export const privacyCopy = {
  title: 'Privacy notice',
  description:
    'What this site collects when you visit it or write to us, who receives it, what your browser keeps and what your rights are.',
  heading: 'Privacy notice',
  intro:
    'Who is responsible for your data on this site, what it collects, who receives it, what your browser keeps and how to use your rights.',
  parties: {
    heading: 'Who receives data',
    intro: 'Besides us, your visit sends data to these, and only to these:',
    policy: 'Privacy policy of {name}',
  },
  controller: {
    heading: 'Who is responsible',
    text: 'The controller of the personal data this site processes, under the EU’s General Data Protection Regulation (GDPR):',
  },
  visit: {
    heading: 'When you visit',
    text: '{name} serves this site. With each request it receives, as every web server does, your IP address, the address asked for, the time, the page you came from and what your browser says of itself (its user agent).',
    basis:
      'We need these to deliver the pages and keep the site safe: our legitimate interest (Art. 6(1)(f) GDPR).',
  },
  contact: {
    heading: 'The contact form',
    fields: 'The contact form asks for these; the phone number is optional:',
    language: 'Each message also says which language the page was written in.',
    none: 'This site’s form sends nothing: what you type stays in your browser and reaches nobody, us included. To reach us, write to {email}.',
    service:
      'When you send the form, your message goes to {name}, which receives it for us as our processor (Art. 28 GDPR), with your IP address and your browser’s user agent.',
    services: {
      formspree: 'Formspree keeps the message in our account and emails it to us.',
      getform: 'Getform keeps the message in our account and emails it to us.',
      basin: 'Basin keeps the message in our account and emails it to us.',
      formsubmit: 'FormSubmit forwards the message to our email address.',
      staticforms: 'Staticforms forwards the message to our email address.',
    },
    netlify:
      'When you send the form, your message goes to this site’s own address, where {name}, our host’s form service, receives it for us as our processor (Art. 28 GDPR), keeps it in our account and emails it to us.',
    own: 'When you send the form, your message goes to our own endpoint at {host}, with your IP address and your browser’s user agent.',
    basis:
      'We use what you send to answer you: to take steps you ask for before a contract (Art. 6(1)(b) GDPR), otherwise our legitimate interest in answering (Art. 6(1)(f)).',
  },
  analytics: {
    heading: 'Counting visits',
    text: '{name} counts the visits to this site for us. With each page you open, it receives:',
    records: [
      'the page’s address, and the address of the page you came from',
      'your browser, operating system and kind of device, read from the user agent',
      'your country, looked up from your IP address, which it does not keep',
    ],
    providers: {
      plausible:
        'Plausible tells a day’s visits apart by a hash of the IP address and user agent with a salt it changes and deletes every day, so it cannot recognise you on another day or site.',
      umami:
        'Umami tells visits apart by a hash of the IP address and user agent with a salt it changes regularly, and keeps no IP address.',
      goatcounter:
        'GoatCounter also receives the size of your screen and the page’s title, and keeps no IP address.',
    },
    instance: 'It runs at {host}, a server run for us: nobody else receives this data.',
    eventsIntro: 'It also counts these events:',
    events: {
      notFound: 'a page that was not found, with the address asked for',
      contactSent: 'a message sent with the contact form, with its subject',
      email: 'a click on our email address',
      phone: 'a click on our phone number',
      social: 'a click on a link to one of our social profiles',
    },
    noCookie:
      '{name} sets no cookie and stores nothing on your device, so it cannot recognise you on a later visit.',
    basis:
      'We count visits to learn which pages help our visitors: our legitimate interest (Art. 6(1)(f) GDPR).',
  },
  captcha: {
    heading: 'Spam check',
    vendor:
      'Before a message is sent, {name} checks that a person sends it. Its widget loads from its own servers into a frame on the contact page and receives your IP address, your browser’s user agent and signals from your browser. What it keeps there falls under its own privacy policy.',
    vendors: {
      turnstile: 'Cloudflare says Turnstile uses these signals only to tell people from bots.',
      hcaptcha: 'hCaptcha processes them for us as our processor (Art. 28 GDPR).',
    },
    altcha:
      'Before a message is sent, your browser solves a small puzzle (a proof of work, ALTCHA) that it fetches from our own endpoint at {host}. No third party is involved.',
    basis:
      'We check for spam to keep the form usable: our legitimate interest (Art. 6(1)(f) GDPR).',
  },
  embeds: {
    heading: 'Content from other sites',
    page: 'The page “{name}”',
    everyPage: 'Every page',
    text: '{page} shows content from {origin}. Your browser fetches it from there, so that site receives your IP address and your browser’s user agent, under its own privacy policy.',
    onRequest:
      'It loads only when you press its button (to play the video or show the map): until then your browser asks nothing of {origin}.',
  },
  storage: {
    heading: 'What your browser keeps',
    intro:
      'The site keeps these in your browser. They are never sent anywhere, and only this site can read them:',
    areas: {
      local: 'local storage, kept until you clear it',
      session: 'session storage, gone when you close the tab',
    },
    uses: {
      font: 'the address of the font file your browser has saved, so your next visit shows the text in it at once',
      theme:
        'the theme you chose with the switch in the header, light or dark, so every page shows it',
      draft:
        'what you type into the contact form, so a reload keeps it; removed once the message is sent',
      sending:
        'a note while a message is on its way, so the page can tell you after a reload that it may have arrived',
    },
    cookies: 'This site sets no cookies.',
  },
  rights: {
    heading: 'Your rights',
    intro: 'You have the right',
    items: [
      'to know what data we hold about you, and to get a copy of it (Art. 15 GDPR)',
      'to have it corrected (Art. 16)',
      'to have it deleted (Art. 17)',
      'to have its use restricted (Art. 18)',
      'to get it in a common, machine-readable format, or have it passed on (Art. 20)',
      'to object to what we do on the grounds of our legitimate interest (Art. 21)',
    ],
    how: 'Write to {email}: we answer within a month.',
    complain:
      'You may also complain to a data protection authority, in particular where you live or work (Art. 77 GDPR).',
    authority: 'Ours is {name}.',
  },
} as const satisfies PrivacyCopy;

export const imprintCopy = {
  title: 'Imprint',
  description:
    'Who provides this site: the name, legal form, address, representatives, register entry and VAT number the law asks for.',
  heading: 'Imprint',
  intro: 'The provider of this site, as the law asks it to be named.',
  labels: {
    legalForm: 'Legal form',
    address: 'Address',
    representatives: 'Represented by',
    register: 'Register',
    vatId: 'VAT ID',
    supervisoryAuthority: 'Supervisory authority',
    contact: 'Contact',
  },
} as const satisfies ImprintCopy;

// What the statement says the tests check comes from the suite (lib/server/accessibility-statement.ts
// names each check, and a unit test fails when the suite no longer runs one); the date, the known
// barriers and how soon an answer comes are content/site.ts's `legal.accessibility`.
export const accessibilityCopy = {
  title: 'Accessibility statement',
  description:
    'How accessible this site is: the standard it aims for, how each page is checked, the barriers we know of and how to tell us of one.',
  heading: 'Accessibility statement',
  intro:
    'We want everyone to be able to use this site, whatever their device, browser or assistive technology.',
  commitment: {
    heading: 'Our commitment',
    text: '{name} builds this site to be usable by keyboard, screen reader, magnification and voice control alike, and fixes what stands in anyone’s way.',
  },
  standard: {
    heading: 'The standard we aim for',
    text: 'We aim to meet the {standard}, the standard the European accessibility laws refer to.',
    standardName: 'Web Content Accessibility Guidelines (WCAG) {version}, level {level}',
  },
  checks: {
    heading: 'How we check',
    text: 'Before each release, tests check every page of the site automatically:',
    items: {
      axe: 'axe-core checks each page against the WCAG rules a program can test, in the light and the dark theme where the site has both',
      codeSniffer:
        'HTML_CodeSniffer checks each page a second time, for the techniques axe-core does not test',
      engines:
        'the pages are opened in the three browser engines, Chromium, Firefox and WebKit, with and without JavaScript',
      keyboard:
        'the menu and the contact form are used by keyboard alone: focus stays visible and returns where it came from',
      reducedMotion:
        'with reduced motion asked for, nothing on the page moves and nothing is hidden until it would have',
      rightToLeft: 'pages in a language written from right to left are laid out from right to left',
    },
  },
  limitations: {
    heading: 'What we know is not yet accessible',
    intro: 'Despite our efforts, these parts of the site are not yet fully accessible:',
    none: 'We know of no barrier on this site. Tests do not find every one: if you meet one, please tell us.',
  },
  feedback: {
    heading: 'Tell us of a barrier',
    text: 'If something on this site stands in your way, write to {email} or use the {contact} page, and say which page and what happened.',
    answer: {
      one: 'We answer within one working day.',
      other: 'We answer within {days} working days.',
    },
    enforcement: 'If our answer does not resolve it, you may turn to {name}.',
  },
  reviewed: {
    heading: 'Last reviewed',
    text: 'We last reviewed this statement against the site on {date}.',
  },
} as const satisfies AccessibilityCopy;
