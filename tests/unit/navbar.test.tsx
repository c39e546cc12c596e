import { act, render, screen, within } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { Navbar } from '@/components/layout/navbar';
import { mainNavigation } from '@/content/navigation';
import { headerCopy } from '@/content/shared';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));
const mockedPathname = jest.mocked(usePathname);

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  });
}

// Another language, as content/languages.mjs would give it; the header links the same page there.
const german = { locale: 'de-DE', name: 'Deutsch', dir: 'ltr', root: '/de' } as const;

function renderNavbar(languages: readonly (typeof german)[] = []) {
  return render(
    <Navbar
      links={mainNavigation}
      navLabel={headerCopy.navLabel}
      languages={languages}
      languagesLabel={headerCopy.languages}
      brand={<span>Brand</span>}
      menu={null}
      analytics={{ provider: 'none' }}
    />,
  );
}

describe('Navbar scroll state', () => {
  beforeEach(() => {
    mockedPathname.mockReturnValue('/');
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  it.each([
    [0, false],
    [10, false],
    [11, true],
    [500, true],
  ])('at scrollY %i the bar is scrolled: %s', (y, scrolled) => {
    renderNavbar();
    scrollTo(y);
    // The look each state gives is measured in a real browser (tests/e2e/header.spec.ts).
    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled', String(scrolled));
  });

  it('goes back to transparent when scrolled back to the top', () => {
    renderNavbar();
    scrollTo(11);
    scrollTo(10);
    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled', 'false');
  });

  it('is right as soon as it mounts on a page loaded scrolled', () => {
    Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
    renderNavbar();
    expect(screen.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
  });

  it('listens to scroll passively', () => {
    const spy = jest.spyOn(window, 'addEventListener');
    renderNavbar();
    expect(spy).toHaveBeenCalledWith('scroll', expect.any(Function), { passive: true });
    spy.mockRestore();
  });
});

describe('Navbar current route', () => {
  it.each(mainNavigation.map((item) => [item.href, item.label]))(
    'on %s only the %s link is current',
    (href, label) => {
      mockedPathname.mockReturnValue(href === '/' ? '/' : `${href}/`);
      renderNavbar();
      const nav = screen.getByRole('navigation', { name: headerCopy.navLabel });
      const links = within(nav).getAllByRole('link');
      expect(links).toHaveLength(mainNavigation.length);
      for (const link of links) {
        if (link.textContent === label) {
          expect(link).toHaveAttribute('aria-current', 'page');
        } else {
          expect(link).not.toHaveAttribute('aria-current');
        }
      }
    },
  );

  it('marks no link on an unknown path', () => {
    mockedPathname.mockReturnValue('/no-such-page/');
    renderNavbar();
    const nav = screen.getByRole('navigation', { name: headerCopy.navLabel });
    expect(within(nav).queryByRole('link', { current: 'page' })).toBeNull();
  });
});

describe('Navbar language links', () => {
  it('shows none where the site has one language', () => {
    mockedPathname.mockReturnValue('/about/');
    renderNavbar();
    expect(screen.queryByRole('list', { name: headerCopy.languages })).toBeNull();
  });

  it.each([
    ['/about/', '/de/about/'],
    ['/', '/de/'],
    // The 404 page: no page of that name in the other language either, so its home.
    ['/no-such-page/', '/de/'],
  ])('on %s links the other language at %s, marked with hreflang and lang', (path, href) => {
    mockedPathname.mockReturnValue(path);
    renderNavbar([german]);
    const list = screen.getByRole('list', { name: headerCopy.languages });
    const link = within(list).getByRole('link', { name: german.name });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('hreflang', german.locale);
    expect(link).toHaveAttribute('lang', german.locale);
  });
});
