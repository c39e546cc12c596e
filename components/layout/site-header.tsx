import { SiteLink } from '@/components/ui/site-link';
import { mainNavigation } from '@/content/navigation';
import { headerCopy } from '@/content/shared';
import { site } from '@/content/site';
import { ANALYTICS } from '@/lib/env.mjs';
import { HEADER_SCROLL_GUARD } from '@/lib/header-guard';
import { MobileMenu } from './mobile-menu';
import { Navbar } from './navbar';

// A server component: the two client islands receive the links and labels as props.
export function SiteHeader() {
  return (
    <>
      <Navbar
        links={mainNavigation}
        navLabel={headerCopy.navLabel}
        analytics={ANALYTICS}
        brand={
          <SiteLink
            href="/"
            className="rounded-md text-lg font-extrabold tracking-tight text-ink-950 hover:text-brand-700"
          >
            {site.name}
          </SiteLink>
        }
        menu={
          <MobileMenu
            links={mainNavigation}
            navLabel={headerCopy.navLabel}
            openLabel={headerCopy.openMenu}
            closeLabel={headerCopy.closeMenu}
          />
        }
      />
      <script dangerouslySetInnerHTML={{ __html: HEADER_SCROLL_GUARD }} />
    </>
  );
}
