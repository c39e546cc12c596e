export type IconName =
  | 'linkedin'
  | 'twitter'
  | 'facebook'
  | 'instagram'
  | 'github'
  | 'mail'
  | 'phone'
  | 'map-pin'
  | 'clock';

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

export interface PagePlaceholder {
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
