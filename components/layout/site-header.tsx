import { SiteLink } from '@/components/ui/site-link';
import { headerCopy } from '@/content/shared';
import { site } from '@/content/site';
import { publishedLinks, siteNavigation } from '@/lib/content/navigation';
import { ANALYTICS, SEARCH, SITE_BASE_PATH, THEME } from '@/lib/settings/env.mjs';
import { SCROLL_THRESHOLD_PX, SCROLL_TIMELINES } from '@/lib/browser/header-scroll';
import { guardHeader } from '@/lib/browser/inline-scripts/header-guard.mjs';
import { inlineScript } from '@/lib/browser/inline-scripts/inline-script.mjs';
import { LANGUAGE, languageRoot, LANGUAGES } from '@/lib/content/languages.mjs';
import { HYDRATED_ATTRIBUTE } from '@/lib/browser/page-state.mjs';
import { BRAND_BESIDE_SEARCH, SearchLink } from '@/components/search/search-link';
import { cn } from '@/lib/shared/cn';
import { themeColors } from '@/tailwind.config';
import { MobileMenu } from './mobile-menu';
import { Navbar } from './navbar';
import { ThemeSwitch } from './theme-switch';

// The other languages, by name and where their pages live; none where the site has one. A page of
// this language's menu that another lacks (Articles, where only this one has articles) is named,
// so its language link leads to that language's Home instead of its 404.
const otherLanguages = LANGUAGES.filter((language) => language !== LANGUAGE).map((language) => {
  const published = publishedLinks(siteNavigation, language);
  const missing = siteNavigation
    .filter((link) => !published.includes(link))
    .map((link) => link.href);
  return {
    locale: language.locale,
    name: language.name,
    dir: language.dir,
    root: languageRoot(language, SITE_BASE_PATH),
    ...(missing.length > 0 && { missing }),
  };
});

// The spec's five links and a language fit the bar at 768 px in English and German
// (languages.spec.ts); with a sixth (Articles) the menu stays until 1024 px.
const barFrom = siteNavigation.length > 5 ? 'lg' : 'md';

// Right after the header, before the first paint (lib/browser/inline-scripts/header-guard.mjs).
const headerGuard = inlineScript(
  guardHeader,
  SCROLL_TIMELINES,
  SCROLL_THRESHOLD_PX,
  HYDRATED_ATTRIBUTE,
);

const brand = (
  <SiteLink
    href="/"
    className={cn(
      'shrink-0 rounded-md text-lg font-extrabold tracking-tight whitespace-nowrap text-ink-950 hover:text-brand-700',
      SEARCH && BRAND_BESIDE_SEARCH,
    )}
  >
    {site.name}
  </SiteLink>
);

// A server component: the two client islands receive the links and labels as props. Where search
// is on, its link sits before the menu's button, server-rendered (components/search/search-link.tsx).
export function SiteHeader() {
  const menu = (
    <MobileMenu
      links={siteNavigation}
      navLabel={headerCopy.navLabel}
      openLabel={headerCopy.openMenu}
      closeLabel={headerCopy.closeMenu}
      languages={otherLanguages}
      languagesLabel={headerCopy.languages}
      barFrom={barFrom}
      // Only where it is on: a prop, even an empty one, would be in every page's payload.
      {...(THEME === 'switch' && {
        themeSwitch: <ThemeSwitch copy={headerCopy.theme} colors={themeColors} look="menu" />,
      })}
    />
  );
  return (
    <>
      <Navbar
        links={siteNavigation}
        navLabel={headerCopy.navLabel}
        languages={otherLanguages}
        languagesLabel={headerCopy.languages}
        analytics={ANALYTICS}
        barFrom={barFrom}
        brand={
          // The switch comes through the brand's slot, so the islands stay as they are
          // (theme-switch.tsx).
          THEME === 'switch' ? (
            <>
              {brand}
              <ThemeSwitch copy={headerCopy.theme} colors={themeColors} look={{ bar: barFrom }} />
            </>
          ) : (
            brand
          )
        }
        menu={
          SEARCH ? (
            <div className="flex items-center gap-2">
              <SearchLink />
              {menu}
            </div>
          ) : (
            menu
          )
        }
      />
      <script dangerouslySetInnerHTML={{ __html: headerGuard }} />
    </>
  );
}
