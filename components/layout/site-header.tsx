import { SiteLink } from '@/components/ui/site-link';
import { header } from '@/content/layout';
import { mainNavigation } from '@/content/navigation';
import { site } from '@/content/site';
import { MobileMenu } from './mobile-menu';
import { Navbar } from './navbar';

export function SiteHeader() {
  return (
    <Navbar
      links={mainNavigation}
      navLabel={header.navLabel}
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
          navLabel={header.navLabel}
          openLabel={header.openMenu}
          closeLabel={header.closeMenu}
        />
      }
    />
  );
}
