// The shapes of the site's copy. Content is data: strings, numbers and icon names, never JSX.

/**
 * The name of an icon in components/ui/icon.tsx's registry. Content files declare theirs with
 * `as const`, so a name the registry lacks fails to compile where the icon is rendered.
 */
export type IconRef = string;

/** A link to a page of this site. */
export interface PageLink {
  readonly href: `/${string}`;
  readonly label: string;
}

export interface SocialLink {
  readonly name: 'LinkedIn' | 'Twitter' | 'Facebook' | 'Instagram' | 'GitHub';
  readonly href: `https://${string}`;
  readonly icon: IconRef;
}

export interface PostalAddress {
  /** The address as it is written in its own country, line by line: the page prints these. */
  readonly lines: readonly string[];
  // The same address in parts, for search engines (schema.org PostalAddress); a test requires
  // each part to appear in the lines.
  readonly street: string;
  readonly locality: string;
  /** State, province or county, where the country uses one. */
  readonly region?: string;
  readonly postalCode: string;
  /** ISO 3166-1 alpha-2 code, e.g. US, DE. */
  readonly country: string;
}

export type Weekday =
  'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

export interface OpeningHours {
  readonly firstDay: Weekday;
  readonly lastDay: Weekday;
  /** Local time where the agency works, 24-hour HH:MM. */
  readonly opens: string;
  readonly closes: string;
  /** The IANA time zone of those local times, e.g. America/Los_Angeles, Europe/Berlin. */
  readonly timeZone: string;
}

/** Other sites' origins (https://maps.example.com, no path) a page may show or reach, by kind. */
export interface EmbedOrigins {
  /** Pages it may show in an <iframe>: a map, a video. */
  readonly frame?: readonly string[];
  /** Images it may show from another site. */
  readonly image?: readonly string[];
  /** Addresses its scripts may send to or fetch from. */
  readonly connect?: readonly string[];
}

/** What the Content-Security-Policy lets the pages embed (content/embeds.mjs). */
export interface Embeds {
  /** Allowed on every page. */
  readonly site: EmbedOrigins;
  /** Allowed on one page, by its path as content/navigation.ts writes it ('/contact'). */
  readonly pages: Readonly<Record<string, EmbedOrigins>>;
}

export interface SiteFacts {
  readonly name: string;
  readonly shortName: string;
  readonly tagline: string;
  readonly description: string;
  readonly email: string;
  /** Human-readable form, as printed on the page. */
  readonly phone: string;
  /** E.164 form, used in tel: links and structured data. */
  readonly phoneE164: `+${string}`;
  readonly address: PostalAddress;
  readonly openingHours: OpeningHours;
  /** Where the agency works, for search engines: a place name, or 'Worldwide'. */
  readonly areaServed: string;
  readonly foundingYear: number;
  readonly socials: readonly SocialLink[];
}

/** What every page has: its search-result title and description, its h1 and intro. */
export interface PageCopy {
  /** Short title; the layout's template appends the company name. */
  readonly title: string;
  /** 50–160 characters, shown in search results and link previews. */
  readonly description: string;
  readonly heading: string;
  readonly intro: string;
}

/** The heading and lead paragraph that open a section. */
export interface SectionIntro {
  readonly heading: string;
  readonly intro: string;
}

export interface HeaderCopy {
  readonly skipLink: string;
  readonly navLabel: string;
  readonly openMenu: string;
  readonly closeMenu: string;
  /** Names the links to the other languages (content/languages.mjs), where there are any. */
  readonly languages: string;
}

export interface FooterCopy {
  readonly navLabel: string;
  readonly navHeading: string;
  readonly contactHeading: string;
  readonly rights: string;
}

export interface SocialCopy {
  readonly heading: string;
  /** Appended to each profile's name, since the links open a new tab. */
  readonly newTab: string;
}

export interface NotFoundCopy {
  readonly code: string;
  readonly title: string;
  readonly text: string;
  readonly homeLabel: string;
}

export interface CallToActionCopy extends SectionIntro {
  readonly primary: PageLink;
  readonly secondary: PageLink;
}

export interface HomeCopy extends PageCopy {
  readonly eyebrow: string;
  readonly actions: readonly [PageLink, PageLink];
}

export interface ValueCard {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly icon: IconRef;
}

export interface ExpertiseArea {
  readonly id: string;
  readonly title: string;
  readonly icon: IconRef;
  readonly technologies: readonly string[];
}

export interface AboutCopy extends PageCopy {
  readonly eyebrow: string;
  readonly values: SectionIntro & { readonly items: readonly ValueCard[] };
  readonly expertise: SectionIntro & { readonly items: readonly ExpertiseArea[] };
  readonly team: SectionIntro & {
    readonly primaryLabel: string;
    readonly secondaryLabel: string;
  };
}

export interface Service {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly technologies: readonly string[];
  readonly icon: IconRef;
}

export interface ServicesCopy extends PageCopy {
  readonly services: SectionIntro & {
    readonly technologiesLabel: string;
    readonly learnMoreLabel: string;
    readonly items: readonly Service[];
  };
}

/**
 * A picture under content/images/, by its path there (`projects/shop.jpg`). The build reads its
 * size and encodes it for every screen; nobody writes a width or height by hand.
 */
export interface ContentImage {
  readonly src: `${string}.${'jpg' | 'jpeg' | 'png' | 'webp' | 'avif' | 'svg'}`;
  /** What the picture shows, for people who cannot see it. */
  readonly alt: string;
  /**
   * The point to keep in view where a frame of another shape crops the picture, as CSS
   * object-position: '50% 20%' keeps a face near the top of a portrait. The centre by default.
   */
  readonly focus?: `${number}% ${number}%`;
}

export interface Project {
  readonly id: string;
  readonly title: string;
  readonly image: ContentImage;
  readonly description: string;
  readonly technologies: readonly string[];
  readonly features: readonly string[];
  readonly metrics: string;
  /** '#' while the demo is not public; see lib/links.ts. */
  readonly liveUrl: string;
  /** '#' while the repository is private; see lib/links.ts. */
  readonly githubUrl: string;
}

export interface ProjectsCopy extends SectionIntro {
  readonly technologiesLabel: string;
  readonly featuresLabel: string;
  readonly metricLabel: string;
  readonly liveDemoLabel: string;
  readonly codeLabel: string;
  readonly unavailableNote: string;
  readonly items: readonly Project[];
}

export interface Testimonial {
  readonly quote: string;
  readonly author: string;
  readonly position: string;
}

export interface CaseStudy {
  readonly id: string;
  readonly client: string;
  readonly industry: string;
  readonly challenge: string;
  readonly solution: string;
  readonly results: readonly string[];
  readonly testimonial: Testimonial;
}

export interface CaseStudiesCopy extends SectionIntro {
  readonly industryLabel: string;
  readonly challengeLabel: string;
  readonly solutionLabel: string;
  readonly resultsLabel: string;
  readonly items: readonly CaseStudy[];
}

export interface PortfolioCopy extends PageCopy {
  readonly projects: ProjectsCopy;
  readonly caseStudies: CaseStudiesCopy;
}

export interface ContactFieldCopy {
  readonly label: string;
  readonly placeholder: string;
}

export interface ContactFormCopy extends SectionIntro {
  readonly fields: {
    readonly name: ContactFieldCopy;
    readonly email: ContactFieldCopy;
    readonly phone: ContactFieldCopy;
    readonly subject: ContactFieldCopy;
    readonly message: ContactFieldCopy;
  };
  readonly optional: string;
  /** Names the group of fields for screen readers; the heading above names it on screen. */
  readonly legend: string;
  /** The values the form posts; lib/contact.ts derives its subject type from this list. */
  readonly subjects: readonly { readonly value: string; readonly label: string }[];
  readonly errors: {
    readonly nameRequired: string;
    readonly emailRequired: string;
    readonly emailInvalid: string;
    readonly subjectRequired: string;
    readonly messageRequired: string;
  };
  readonly honeypotLabel: string;
  readonly submit: string;
  readonly sending: string;
  readonly success: ToastCopy;
  /** The rest of the copy ends where the form adds the email address as a link. */
  readonly noScript: string;
  /** The service answered with an error: nothing was sent. */
  readonly failure: ToastCopy;
  /** No answer, or one the browser may not read (network, timeout, CORS): it may have arrived. */
  readonly unconfirmed: ToastCopy;
  /** The page was reloaded while a message was on its way. */
  readonly interrupted: ToastCopy;
  /**
   * Shown by the form while the page's scripts are not running yet (lib/contact-guard.ts); the
   * last two end where the form adds the email address as a link.
   */
  readonly notReady: {
    /** Sent before the page was ready: it goes once the scripts are. */
    readonly queued: string;
    /** Still not ready some seconds after the page appeared. */
    readonly late: string;
    /** A file the page needs could not be loaded. */
    readonly failed: string;
  };
  /** The spam check beside the form, when the build has one (README "Spam"). */
  readonly captcha: {
    /** Names the check's region for screen readers. */
    readonly label: string;
    readonly loading: string;
    /** Sent before the check has finished: the message goes when it has. */
    readonly waiting: string;
    /** The check asks the visitor to do something, and they had not yet. */
    readonly unsolved: string;
    /** It could not load or finish; the description ends where the form adds the address. */
    readonly failed: ToastCopy;
    /**
     * Without JavaScript the check cannot run; for a form that posts itself, the service decides.
     * Ends where the form adds the address.
     */
    readonly noScript: string;
  };
}

export interface ToastCopy {
  readonly title: string;
  readonly description: string;
}

export interface ContactInfoCopy extends SectionIntro {
  readonly emailLabel: string;
  readonly phoneLabel: string;
  readonly addressLabel: string;
  readonly hoursLabel: string;
  /**
   * A map under the details: a page of a map service made to be embedded. Its origin must be
   * allowed for '/contact' in content/embeds.mjs, or the build stops and says so.
   */
  readonly map?: {
    readonly src: string;
    /** What the frame shows, for people who cannot see it: "Map of the area around our office". */
    readonly title: string;
  };
}

export interface ContactCopy extends PageCopy {
  readonly form: ContactFormCopy;
  readonly info: ContactInfoCopy;
}

/** What stays the same in every language: names of icons, links, images and ids, not words. */
type Untranslated = 'icon' | 'href' | 'src' | 'id' | 'slug' | 'phoneE164' | 'timeZone';

/**
 * Another language's copy of a file of content/: the same keys and the same number of items, its
 * own words. `satisfies Translation<typeof homeCopy>` makes a missing or extra key a compile error
 * in the language's file, naming it (content/de/home.ts) and the key.
 */
export type Translation<T> = T extends string
  ? string
  : T extends readonly unknown[]
    ? { readonly [K in keyof T]: Translation<T[K]> }
    : T extends object
      ? { readonly [K in keyof T]: K extends Untranslated ? T[K] : Translation<T[K]> }
      : T;
