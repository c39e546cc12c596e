import type { RoutePath } from './navigation';
import { aboutPage, contactPage, homePage, portfolioPage, servicesPage } from './pages';
import type { PageCopy, PageSeo } from './types';

const seo = (path: RoutePath, { title, description }: PageCopy): PageSeo => ({
  path,
  title,
  description,
});

// Titles and descriptions stay with each page's copy; this indexes them by route for
// metadata, social cards and the sitemap.
export const pageSeo: Readonly<Record<RoutePath, PageSeo>> = {
  '/': seo('/', homePage),
  '/about': seo('/about', aboutPage),
  '/services': seo('/services', servicesPage),
  '/portfolio': seo('/portfolio', portfolioPage),
  '/contact': seo('/contact', contactPage),
};
