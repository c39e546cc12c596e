// The forms of the site's locale (content/site.ts) that other formats ask for.

/** Open Graph writes a locale with an underscore: en_US. */
export function openGraphLocale(locale: string): string {
  const { language, region } = new Intl.Locale(locale);
  return region ? `${language}_${region}` : language;
}

/** The language's name in English, as schema.org's availableLanguage takes it: "English". */
export function languageName(locale: string): string {
  const { language } = new Intl.Locale(locale);
  return new Intl.DisplayNames(['en'], { type: 'language' }).of(language) ?? language;
}
