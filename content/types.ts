export type IconName =
  | 'linkedin'
  | 'twitter'
  | 'facebook'
  | 'instagram'
  | 'github'
  | 'mail'
  | 'phone'
  | 'map-pin'
  | 'clock'
  | 'target'
  | 'lightbulb'
  | 'heart-handshake'
  | 'award'
  | 'code-xml'
  | 'smartphone'
  | 'server'
  | 'palette'
  | 'boxes'
  | 'shopping-cart'
  | 'plug'
  | 'trending-up'
  | 'circle-check'
  | 'external-link';

export interface NavItem {
  readonly href: `/${string}`;
  readonly label: string;
}

export interface SocialLink {
  readonly name: 'LinkedIn' | 'Twitter' | 'Facebook' | 'Instagram' | 'GitHub';
  readonly href: `https://${string}`;
  readonly icon: IconName;
}

export interface PostalAddress {
  readonly street: string;
  readonly locality: string;
  readonly region: string;
  readonly postalCode: string;
  readonly country: string;
}

export type Weekday =
  'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';

export interface OpeningHours {
  readonly firstDay: Weekday;
  readonly lastDay: Weekday;
  /** 24-hour local time, HH:MM. */
  readonly opens: string;
  readonly closes: string;
  /** Offset of the zone below from UTC, for machine-readable times. */
  readonly utcOffset: `${'+' | '-'}${string}`;
  readonly zone: string;
}

export interface SiteConfig {
  readonly name: string;
  readonly shortName: string;
  readonly tagline: string;
  readonly description: string;
  readonly url: string;
  readonly email: string;
  /** Human-readable form, as printed on the page. */
  readonly phone: string;
  /** E.164 form, used in tel: links and structured data. */
  readonly phoneE164: `+${string}`;
  readonly address: PostalAddress;
  readonly openingHours: OpeningHours;
  /** Derived from openingHours; never written by hand. */
  readonly businessHours: string;
  readonly foundingYear: number;
  readonly socials: readonly SocialLink[];
}

export interface NotFoundContent {
  readonly code: string;
  readonly title: string;
  readonly text: string;
  readonly homeLabel: string;
}

export interface FooterContent {
  readonly navHeading: string;
  readonly contactHeading: string;
  readonly socialHeading: string;
  readonly rights: string;
}

export interface HeaderContent {
  readonly skipLink: string;
  readonly navLabel: string;
  readonly openMenu: string;
  readonly closeMenu: string;
}

export interface PageCopy {
  readonly title: string;
  readonly description: string;
  readonly heading: string;
  readonly intro: string;
}

export interface PageSeo {
  readonly path: NavItem['href'];
  /** Short title; the layout's template appends the company name. */
  readonly title: string;
  /** 50–160 characters, shown in search results and link previews. */
  readonly description: string;
}

export type ContactSubject = 'general' | 'project' | 'collaboration' | 'other';

export interface ContactFieldCopy {
  readonly label: string;
  readonly placeholder: string;
}

export interface ContactFormContent {
  readonly heading: string;
  readonly intro: string;
  readonly fields: {
    readonly name: ContactFieldCopy;
    readonly email: ContactFieldCopy;
    readonly phone: ContactFieldCopy;
    readonly subject: ContactFieldCopy;
    readonly message: ContactFieldCopy;
  };
  readonly optional: string;
  readonly subjects: readonly { readonly value: ContactSubject; readonly label: string }[];
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
  readonly success: { readonly title: string; readonly description: string };
  readonly failure: { readonly title: string; readonly description: string };
}

export interface ContactInfoContent {
  readonly heading: string;
  readonly intro: string;
  readonly emailLabel: string;
  readonly phoneLabel: string;
  readonly addressLabel: string;
  readonly hoursLabel: string;
  readonly socialHeading: string;
}

/** A link to a page of this site. */
export interface PageLink {
  readonly label: string;
  readonly href: `/${string}`;
}

export interface HomeHeroContent {
  readonly eyebrow: string;
  readonly actions: readonly [PageLink, PageLink];
}

export interface SectionIntro {
  readonly heading: string;
  readonly intro: string;
}

export interface ValueCard {
  readonly id: string;
  readonly title: string;
  readonly text: string;
  readonly icon: IconName;
}

export interface ExpertiseArea {
  readonly id: string;
  readonly title: string;
  readonly icon: IconName;
  readonly technologies: readonly string[];
}

export interface AboutContent {
  readonly eyebrow: string;
  readonly values: SectionIntro & { readonly items: readonly ValueCard[] };
  readonly expertise: SectionIntro & { readonly areas: readonly ExpertiseArea[] };
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
  readonly icon: IconName;
}

export interface ServicesContent extends SectionIntro {
  readonly technologiesLabel: string;
  readonly learnMoreLabel: string;
  readonly items: readonly Service[];
}

export interface ImageAsset {
  /** Path under public/, starting with a slash. */
  readonly src: `/${string}`;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
}

export interface Project {
  readonly id: string;
  readonly title: string;
  readonly image: ImageAsset;
  readonly description: string;
  readonly technologies: readonly string[];
  readonly features: readonly string[];
  readonly metrics: string;
  /** '#' while the demo is not public; see lib/links.ts. */
  readonly liveUrl: string;
  /** '#' while the repository is private; see lib/links.ts. */
  readonly githubUrl: string;
}

export interface ProjectsContent extends SectionIntro {
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

export interface CaseStudiesContent extends SectionIntro {
  readonly industryLabel: string;
  readonly challengeLabel: string;
  readonly solutionLabel: string;
  readonly resultsLabel: string;
  readonly items: readonly CaseStudy[];
}

export interface CallToActionContent extends SectionIntro {
  readonly primary: PageLink;
  readonly secondary: PageLink;
}
