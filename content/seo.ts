import type { RoutePath } from './navigation';
import type { PageSeo } from './types';

// Titles and descriptions of every route, for metadata, social cards and the sitemap.
export const pageSeo: Readonly<Record<RoutePath, PageSeo>> = {
  '/': {
    path: '/',
    title: 'Web, mobile and custom software',
    description:
      'We design and build fast websites, mobile apps and custom software for growing businesses, from first sketch to launch and beyond.',
  },
  '/about': {
    path: '/about',
    title: 'About us',
    description:
      'Since 2018 our small team of designers and engineers has helped businesses plan, build and grow their web, mobile and custom software.',
  },
  '/services': {
    path: '/services',
    title: 'Services',
    description:
      'Web development, mobile apps, UI/UX design, custom software, e-commerce and API integration, delivered by one small senior team.',
  },
  '/portfolio': {
    path: '/portfolio',
    title: 'Portfolio',
    description:
      'Selected projects and case studies: e-commerce platforms, healthcare systems and mobile banking apps we designed and built.',
  },
  '/contact': {
    path: '/contact',
    title: 'Contact',
    description:
      'Tell us about your project. Send us a message, call or email us, and we will get back to you as soon as possible.',
  },
};
