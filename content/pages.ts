import type { PageCopy } from './types';

export const homePage: PageCopy = {
  title: 'Web, mobile and custom software',
  description:
    'We design and build fast websites, mobile apps and custom software for growing businesses, from first sketch to launch and beyond.',
  heading: 'We Build Digital Experiences',
  intro:
    'A small team of designers and engineers shipping websites, mobile apps and custom software that people enjoy using.',
};

export const aboutPage: PageCopy = {
  title: 'About us',
  description:
    'Since 2018 our small team of designers and engineers has helped businesses plan, build and grow their web, mobile and custom software.',
  heading: 'About us',
  intro:
    'We help startups and established businesses turn ideas into websites, apps and software that people rely on every day.',
};

export const servicesPage: PageCopy = {
  title: 'Services',
  description:
    'Web development, mobile apps, UI/UX design, custom software, e-commerce and API integration, delivered by one small senior team.',
  heading: 'Our services',
  intro:
    'Everything you need to design, build and run a digital product, from the first prototype to a platform that serves thousands of customers.',
};

export const portfolioPage: PageCopy = {
  title: 'Portfolio',
  description:
    'Selected projects and case studies: e-commerce platforms, healthcare systems and mobile banking apps we designed and built.',
  heading: 'Our work',
  intro:
    'A selection of projects we are proud of, and the stories behind two of them: the problem, what we built and what changed.',
};

export const contactPage: PageCopy = {
  title: 'Contact',
  description:
    'Tell us about your project. Send us a message, call or email us, and we will get back to you as soon as possible.',
  heading: 'Get in touch',
  intro: 'Have a project in mind? We would love to hear about it.',
};
