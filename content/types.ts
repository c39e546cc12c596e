// The shapes of the site's copy. Content is data: strings, numbers and icon names, never JSX.
import type { IconName as LucideIconName } from 'lucide-react/dynamic';
import type { collections } from './schema.mjs';

/** The brand marks components/ui/brand-icons.tsx draws, which lucide does not ship. */
export type BrandIcon = 'linkedin' | 'twitter' | 'facebook' | 'instagram' | 'github' | 'bluesky';

/**
 * An icon by its name: any of lucide's (https://lucide.dev/icons, as `code-xml`) or a brand mark. The
 * build draws whichever a page uses (components/ui/icon.tsx), and a name that is neither fails the
 * type check in the content file that writes it.
 */
export type IconRef = LucideIconName | BrandIcon;

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

/**
 * An address that moved (content/redirects.mjs): `from` the old path, `to` the page it is now,
 * each as the site writes its paths, a language's under its prefix ('/de/leistungen/alt').
 */
export interface Redirect {
  readonly from: `/${string}`;
  readonly to: `/${string}`;
}

/** A named organisation with its privacy policy, as the privacy notice links it. */
export interface NamedParty {
  readonly name: string;
  readonly privacyPolicy?: `https://${string}`;
}

/**
 * The facts an imprint gives (Germany's § 5 DDG, Austria's § 25 MedienG and § 5 ECG): filled in,
 * the site has an imprint page in every language; left out, it has none.
 */
export interface ImprintFacts {
  /** The name as the register writes it, legal form included: 'Northwind Studio GmbH'. */
  readonly legalName: string;
  /** The legal form in words: 'Gesellschaft mit beschränkter Haftung (GmbH)'. */
  readonly legalForm: string;
  /** Who may act for it: its managing directors, partners or owner, each with the role. */
  readonly representatives: readonly { readonly name: string; readonly role: string }[];
  /** Its entry in a commercial or other register. */
  readonly register?: { readonly court: string; readonly number: string };
  /** Its VAT identification number. */
  readonly vatId?: string;
  /** The authority that supervises a licensed trade or profession. */
  readonly supervisoryAuthority?: string;
  /** Any other fact the law asks of this owner: a chamber, a professional title, who answers for the content. */
  readonly other?: readonly { readonly label: string; readonly value: string }[];
}

/**
 * What only the owner can say about the site's data: the privacy notice describes the software
 * from the settings, and these from the owner's own arrangements.
 */
export interface LegalFacts {
  /** The company that serves the site, which every visit reaches first. */
  readonly host: NamedParty & {
    /** What your contract with it says of its logs: what it keeps, for how long, under which agreement. */
    readonly contract: string;
  };
  /** How long you keep the messages the form sends you, and why. */
  readonly retention: string;
  /** The data protection authority that supervises you, where a visitor may complain. */
  readonly dataProtectionAuthority?: { readonly name: string; readonly href: `https://${string}` };
  /** Where the law asks for an imprint; without it the site has none. */
  readonly imprint?: ImprintFacts;
  /** What the accessibility statement says that only the owner knows. */
  readonly accessibility: AccessibilityFacts;
}

/**
 * The owner's part of the accessibility statement at /accessibility/: what the tests check is the
 * build's (lib/server/accessibility-statement.ts), these are what a person reviewing the site says.
 */
export interface AccessibilityFacts {
  /** The day a person last reviewed the statement against the site: 'YYYY-MM-DD'. */
  readonly reviewed: `${number}-${number}-${number}`;
  /** Within how many working days a report of a barrier gets its answer. */
  readonly answerDays: number;
  /** The barriers you know of, each a sentence: where, what, and the way around it. None: say []. */
  readonly limitations: readonly string[];
  /** The body that enforces the law where you work, for a visitor your answer did not help. */
  readonly enforcement?: { readonly name: string; readonly href: `https://${string}` };
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
  readonly legal: LegalFacts;
  /**
   * Where "Join Our Team" on the About page leads while no job of content/jobs/ is open in the
   * language: a careers page of your own elsewhere. Without it, and without an open job, the button
   * stays as the spec draws it, leading nowhere.
   */
  readonly careersUrl?: `https://${string}`;
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
  /** The theme switch's label and choices, where NEXT_PUBLIC_THEME=switch (docs/theme.md). */
  readonly theme: ThemeCopy;
}

export interface ThemeCopy {
  readonly label: string;
  /** The visitor's system's theme, light or dark. */
  readonly system: string;
  readonly light: string;
  readonly dark: string;
}

export interface FooterCopy {
  readonly navLabel: string;
  readonly navHeading: string;
  readonly contactHeading: string;
  readonly rights: string;
  /** Names the links to the privacy notice and the imprint. */
  readonly legalLabel: string;
}

/** Names the trail of links down to a nested page (components/shared/breadcrumbs.tsx). */
export interface BreadcrumbCopy {
  readonly navLabel: string;
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
  /** The people of content/people/: their cards on About, and the page of each with a longer text. */
  readonly people: PeopleCopy;
}

/** The words around the team's people; {name} stands for a person's name. */
export interface PeopleCopy extends SectionIntro {
  /** A person's page's title: {name} and {role}. */
  readonly pageTitle: string;
  /** The link from a card to the person's page. */
  readonly pageLabel: string;
  /** Names the list of a person's links. */
  readonly linksLabel: string;
  /** A link to a profile: {network} stands for LinkedIn, GitHub or Bluesky. */
  readonly profileLabel: string;
  /** A link to a site of the person's own. */
  readonly websiteLabel: string;
  /** The heading above the articles a person wrote. */
  readonly articlesHeading: string;
}

export interface Service {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  readonly technologies: readonly string[];
  readonly icon: IconRef;
}

/** The labels of a service's own page (content/services/<language>/<id>.md). */
export interface ServicePageCopy {
  readonly deliverablesHeading: string;
  readonly stepsHeading: string;
  readonly questionsHeading: string;
  readonly workHeading: string;
}

export interface ServicesCopy extends PageCopy {
  readonly services: SectionIntro & {
    readonly technologiesLabel: string;
    readonly learnMoreLabel: string;
    /**
     * Where the service has a page (content/services/), what its Learn More link says to a
     * screen reader and a search engine: {service} is the service's title.
     */
    readonly learnMoreName: string;
    readonly items: readonly Service[];
  };
  readonly servicePage: ServicePageCopy;
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
  /** '#' while the demo is not public; see lib/server/links.ts. */
  readonly liveUrl: string;
  /** '#' while the repository is private; see lib/server/links.ts. */
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
  /** A project's or case study's own page, where content/stories/ tells its story. */
  readonly story: StoryCopy;
}

export interface StoryCopy {
  /** The link from its card on the Portfolio page. */
  readonly linkLabel: string;
  readonly storyHeading: string;
  readonly galleryHeading: string;
  /** A gallery's photo opened large, one at a time (components/stories/story-gallery.tsx). */
  readonly photo: {
    /** Its place in the gallery, the large view's name: "Photo {number} of {count}". */
    readonly position: string;
    /** After a photo's own text, on the photo that opens it large: "open it large". */
    readonly open: string;
    readonly close: string;
    readonly previous: string;
    readonly next: string;
  };
}

/** The index of content/articles/, its tag pages and each article's page. */
export interface ArticlesCopy extends PageCopy {
  /** The title of a tag's page: {tag} stands for the tag. */
  readonly tagTitle: string;
  /** Its description, 50–160 characters with the tag: {tag} stands for it. */
  readonly tagDescription: string;
  readonly tagsLabel: string;
  /** {minutes} stands for the number. */
  readonly readingTime: string;
  readonly publishedLabel: string;
  readonly updatedLabel: string;
  readonly byLabel: string;
  readonly newerLabel: string;
  readonly olderLabel: string;
  /** Names the list of the index's pages. */
  readonly pagesLabel: string;
  /** {page} and {pages} stand for the numbers. */
  readonly pageLabel: string;
  readonly previousPageLabel: string;
  readonly nextPageLabel: string;
  readonly allArticlesLabel: string;
  /** Names the list of a long article's sections, above its text. */
  readonly contentsLabel: string;
  /** Heads the articles an article suggests at its end. */
  readonly relatedLabel: string;
  /** Names the feeds in the page's <head> and the links to them. */
  readonly rssLabel: string;
  readonly atomLabel: string;
  /** Heads the latest articles on the 404 page, where search is off. */
  readonly notFoundLabel: string;
}

/** The index of content/jobs/ and each open job's page. */
export interface CareersCopy extends PageCopy {
  /** Each kind of employment in words, as a job's `employmentType` names it. */
  readonly employmentTypes: Readonly<Record<JobFrontmatter['employmentType'], string>>;
  /** What the pay is counted by: {amount} {unit}, as in "60,000 EUR a year". */
  readonly payUnits: Readonly<Record<NonNullable<JobFrontmatter['pay']>['unit'], string>>;
  /** {amount} stands for the sum or the range, {unit} for one of payUnits. */
  readonly pay: string;
  /** A remote job: {countries} stands for where applicants may live. */
  readonly remote: string;
  /** A job at a place that may also be done remotely: {place} and {countries}. */
  readonly placeOrRemote: string;
  /** Names the list of the open jobs on the index. */
  readonly listLabel: string;
  readonly placeLabel: string;
  readonly employmentLabel: string;
  readonly payLabel: string;
  readonly postedLabel: string;
  /** The job's last day. */
  readonly closesLabel: string;
  readonly applyHeading: string;
  /** Where a job names no address of its own: an email, the job's title in its subject. */
  readonly applyByEmail: {
    readonly text: string;
    readonly label: string;
    /** {title} stands for the job's title. */
    readonly subject: string;
  };
  /** Where a job names an address of its own (`apply`). */
  readonly applyOnline: { readonly text: string; readonly label: string };
}

/** What each kind of field of content/schema.mjs holds once the build has checked it. */
interface FieldValues {
  readonly string: string;
  readonly text: string;
  /** YYYY-MM-DD, or an ISO 8601 date and time with its offset. */
  readonly date: string;
  readonly boolean: boolean;
  readonly number: number;
  readonly list: readonly string[];
  /** https:// addresses. */
  readonly links: readonly `https://${string}`[];
  readonly image: ContentImage;
  readonly images: readonly ContentImage[];
  /** An SVG under content/images/, by its path there. */
  readonly logo: `${string}.svg`;
  readonly quote: Testimonial;
}

/** A field as content/schema.mjs declares it, as far as its value's type goes. */
interface DeclaredField {
  readonly type: keyof FieldValues | 'choice' | 'object' | 'objects' | 'blocks';
  readonly required: boolean;
  readonly options?: readonly string[];
  readonly fields?: Declared;
  readonly types?: Readonly<Record<string, { readonly fields: Declared }>>;
}
type Declared = Readonly<Record<string, DeclaredField>>;

/** A field the build always fills in: required, or given a default. */
type Filled<F extends Declared> = {
  [K in keyof F]: F[K]['required'] extends true ? K : 'default' extends keyof F[K] ? K : never;
}[keyof F];

/** One field's value: a choice is one of its options; an object, a list or a block holds fields. */
type ValueOf<F extends DeclaredField> = F extends { type: 'choice'; options: readonly (infer O)[] }
  ? O
  : F extends { type: 'object'; fields: infer S extends Declared }
    ? FrontmatterOf<S>
    : F extends { type: 'objects'; fields: infer S extends Declared }
      ? readonly FrontmatterOf<S>[]
      : F extends {
            type: 'blocks';
            types: infer T extends Readonly<Record<string, { fields: Declared }>>;
          }
        ? readonly {
            [K in keyof T]: { readonly type: K } & FrontmatterOf<T[K]['fields']>;
          }[keyof T][]
        : F['type'] extends keyof FieldValues
          ? FieldValues[F['type']]
          : never;

/** A Markdown file's frontmatter, typed by its collection's fields in content/schema.mjs. */
export type FrontmatterOf<F extends Declared> = {
  readonly [K in Filled<F>]: ValueOf<F[K]>;
} & { readonly [K in Exclude<keyof F, Filled<F>>]?: ValueOf<F[K]> };

type FieldsOf<C extends keyof typeof collections> = (typeof collections)[C]['fields'];
export type ArticleFrontmatter = FrontmatterOf<FieldsOf<'articles'>>;
export type StoryFrontmatter = FrontmatterOf<FieldsOf<'stories'>>;
export type ServicePageFrontmatter = FrontmatterOf<FieldsOf<'services'>>;
export type PersonFrontmatter = FrontmatterOf<FieldsOf<'people'>>;
export type JobFrontmatter = FrontmatterOf<FieldsOf<'jobs'>>;
export type HomeSectionsFrontmatter = FrontmatterOf<FieldsOf<'home'>>;
/** One section of the Home page under its first screen (content/home-sections/). */
export type HomeSection = HomeSectionsFrontmatter['sections'][number];

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
  /** The values the form posts; lib/browser/contact.ts derives its subject type from this list. */
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
   * Shown by the form while the page's scripts are not running yet (lib/browser/contact-guard.ts);
   * the last two end where the form adds the email address as a link.
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
  readonly map?: EmbedCopy & {
    readonly src: string;
    /** What the frame shows, for people who cannot see it: "Map of the area around our office". */
    readonly title: string;
  };
}

/**
 * Another site's page in a frame, which loads when the visitor asks for it
 * (components/shared/embed-on-request.tsx). `{site}` is the site's name, its host.
 */
export interface EmbedCopy {
  /** Why it waits: "The map comes from {site}, which learns your IP address once it loads." */
  readonly notice: string;
  /** The button that loads it here: "Show the map". */
  readonly show: string;
  /** The link to its page on that site, for a visitor without JavaScript too: "Open it on {site}". */
  readonly open: string;
}

export interface ContactCopy extends PageCopy {
  readonly form: ContactFormCopy;
  readonly info: ContactInfoCopy;
}

/**
 * Copy keyed by the services, events or uses lib/ knows; lib/server/privacy-notice.ts requires
 * every key.
 */
type Keyed = Readonly<Record<string, string>>;

/**
 * The privacy notice's words (content/legal.ts). lib/server/privacy-notice.ts puts together what
 * the build does and fills in the braces: {name} a service, {host} where it runs, {email} the
 * site's address, {page} a page, {origin} another site.
 */
export interface PrivacyCopy extends PageCopy {
  /** The list of everyone besides the owner the site's pages send visitors' data to. */
  readonly parties: {
    readonly heading: string;
    readonly intro: string;
    /** The link to a party's privacy policy. */
    readonly policy: string;
  };
  readonly controller: SectionText;
  /** What the host receives with every request. */
  readonly visit: SectionText & { readonly basis: string };
  readonly contact: {
    readonly heading: string;
    /** Before the list of the form's fields. */
    readonly fields: string;
    /** Where the site has more than one language, each message says which one it was written in. */
    readonly language: string;
    /** The simulated send: nothing leaves the page. */
    readonly none: string;
    /** A form service, named, then what it does by `services`. */
    readonly service: string;
    readonly services: Keyed;
    readonly netlify: string;
    /** An endpoint of the owner's own. */
    readonly own: string;
    readonly basis: string;
  };
  readonly analytics: {
    readonly heading: string;
    /** Before the list of what it receives with each page. */
    readonly text: string;
    readonly records: readonly string[];
    /** What each provider does besides, by provider. */
    readonly providers: Keyed;
    /** An instance of the owner's own, not the vendor's hosted service. */
    readonly instance: string;
    /** Before the list of the events it counts, by event. */
    readonly eventsIntro: string;
    readonly events: Keyed;
    readonly noCookie: string;
    readonly basis: string;
  };
  readonly captcha: {
    readonly heading: string;
    /** Turnstile or hCaptcha: what its vendor receives, then what each says of it. */
    readonly vendor: string;
    readonly vendors: Keyed;
    /** ALTCHA: a proof of work from the owner's own endpoint. */
    readonly altcha: string;
    readonly basis: string;
  };
  /** The other sites content/embeds.mjs lets a page show: a map, a video. */
  readonly embeds: SectionText & {
    /** The {page} a text names: one page, by its {name} in the menu. */
    readonly page: string;
    /** The {page} of what content/embeds.mjs allows on every page. */
    readonly everyPage: string;
    /** After the text of a page in a frame (a video, a map), which waits for a press: {origin}. */
    readonly onRequest: string;
  };
  readonly storage: {
    readonly heading: string;
    readonly intro: string;
    /** How long each kind of storage keeps what it holds. */
    readonly areas: { readonly local: string; readonly session: string };
    /** What each entry is for, by its use. */
    readonly uses: Keyed;
    readonly cookies: string;
  };
  readonly rights: {
    readonly heading: string;
    readonly intro: string;
    readonly items: readonly string[];
    readonly how: string;
    readonly complain: string;
    /** Names the owner's data protection authority, where content/site.ts gives one. */
    readonly authority: string;
  };
}

/** A section of running text: its heading and what it says. */
export interface SectionText {
  readonly heading: string;
  readonly text: string;
}

/**
 * The accessibility statement's words (content/legal.ts), in the W3C WAI statement's order.
 * lib/server/accessibility-statement.ts fills the braces: {name} the site's, {standard} the
 * guidelines aimed at, {email} the site's address, {contact} the contact page's name, {days} the
 * working days, {date} the day it was reviewed.
 */
export interface AccessibilityCopy extends PageCopy {
  readonly commitment: SectionText;
  /** The standard aimed at; {standard} is written as `standardName`. */
  readonly standard: SectionText & { readonly standardName: string };
  /** What the tests check before each release, one item per check the suite runs, by its id. */
  readonly checks: SectionText & { readonly items: Keyed };
  readonly limitations: {
    readonly heading: string;
    /** Before the owner's list of known barriers. */
    readonly intro: string;
    /** Where the owner lists none. */
    readonly none: string;
  };
  readonly feedback: SectionText & {
    /** How soon an answer comes, by the plural category of {days} in the page's language. */
    readonly answer: PluralForms;
    /** Where content/site.ts names the body that enforces the law. */
    readonly enforcement: string;
  };
  /** When a person last reviewed the statement. */
  readonly reviewed: SectionText;
}

/** A sentence with a number, in each plural form (Intl.PluralRules) the language has: `other` always. */
export type PluralForms = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & {
  readonly other: string;
};

/** The imprint's labels; its facts are content/site.ts's `legal.imprint`. */
export interface ImprintCopy extends PageCopy {
  readonly labels: {
    readonly legalForm: string;
    readonly address: string;
    readonly representatives: string;
    readonly register: string;
    readonly vatId: string;
    readonly supervisoryAuthority: string;
    readonly contact: string;
  };
}

/** What stays the same in every language: names of icons, links, images and ids, not words. */
type Untranslated = 'icon' | 'href' | 'src' | 'id' | 'slug' | 'phoneE164' | 'timeZone';

/** Sentences in plural forms (PluralForms): each language has the forms of its own grammar. */
type Plural = 'answer';

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
      ? {
          readonly [K in keyof T]: K extends Untranslated
            ? T[K]
            : K extends Plural
              ? PluralForms
              : Translation<T[K]>;
        }
      : T;

/**
 * Search at /search/ (NEXT_PUBLIC_SEARCH, docs/search.md): the page, the header's link to it, the
 * messages its script shows as the visitor types, and the lists it shows without JavaScript.
 */
export interface SearchCopy extends PageCopy {
  /** The header's link to the page. */
  readonly linkLabel: string;
  /** The search field's label and its button. */
  readonly fieldLabel: string;
  readonly submitLabel: string;
  /** Names the list of results. */
  readonly resultsLabel: string;
  readonly messages: {
    /** Before the visitor has typed anything, or after they cleared the field. */
    readonly empty: string;
    /** A query longer than the page searches: {max} stands for the number of characters. */
    readonly tooLong: string;
    /** A query of symbols alone, with no letter or digit to look for. */
    readonly noWords: string;
    readonly searching: string;
    /** {query} stands for what the visitor typed. */
    readonly noResults: string;
    /** {count} and {query} stand for the number of pages found and what the visitor typed. */
    readonly results: string;
    /** The index could not be loaded (a dropped request, an old deploy). */
    readonly failed: string;
  };
  /** On the 404 page, the pages found by the words of the address asked for. */
  readonly notFound: {
    readonly heading: string;
    /** In place of the search page's: the 404 page has no topics to browse. */
    readonly noResults: string;
    readonly failed: string;
  };
  /** What the page lists without JavaScript, and beside the results with it. */
  readonly browse: {
    readonly heading: string;
    readonly topics: string;
    readonly articles: string;
    readonly pages: string;
  };
}
