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

function renderNavbar() {
  return render(
    <Navbar
      links={mainNavigation}
      navLabel={headerCopy.navLabel}
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
