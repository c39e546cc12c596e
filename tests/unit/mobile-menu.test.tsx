import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePathname } from 'next/navigation';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { mainNavigation } from '@/content/navigation';
import { headerCopy } from '@/content/shared';
import { navLabel } from '@/tests/e2e/content';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));
const mockedPathname = jest.mocked(usePathname);

const menu = () => (
  <MobileMenu
    links={mainNavigation}
    navLabel={headerCopy.navLabel}
    openLabel={headerCopy.openMenu}
    closeLabel={headerCopy.closeMenu}
    languages={[{ locale: 'de-DE', name: 'Deutsch', dir: 'ltr', root: '/de' }]}
    languagesLabel={headerCopy.languages}
  />
);

function renderMenu() {
  return render(menu());
}

function panelOf(toggle: HTMLElement) {
  const id = toggle.getAttribute('aria-controls');
  const panel = id ? document.getElementById(id) : null;
  if (!panel) throw new Error('aria-controls does not point at the panel');
  return panel;
}

describe('MobileMenu', () => {
  beforeEach(() => mockedPathname.mockReturnValue('/about/'));

  it('starts closed with a toggle that names its action', () => {
    renderMenu();
    const toggle = screen.getByRole('button', { name: headerCopy.openMenu });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Whether the closed panel shows is the stylesheet's, which jsdom cannot apply: the browser
    // suite checks it, with and without the popover API (tests/e2e/header.spec.ts).
  });

  it('opens to show every link, and the toggle closes it', async () => {
    const user = userEvent.setup();
    renderMenu();
    const toggle = screen.getByRole('button', { name: headerCopy.openMenu });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName(headerCopy.closeMenu);
    const panel = panelOf(toggle);
    const links = within(panel).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      ...mainNavigation.map((n) => n.label),
      'Deutsch',
    ]);
    const languages = within(panel).getByRole('list', { name: headerCopy.languages });
    expect(within(languages).getByRole('link', { name: 'Deutsch' })).toHaveAttribute(
      'href',
      '/de/about/',
    );
    expect(within(panel).getByRole('link', { name: navLabel('/about') })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName(headerCopy.openMenu);
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderMenu();
    const toggle = screen.getByRole('button', { name: headerCopy.openMenu });
    await user.click(toggle);
    await user.tab();
    expect(within(panelOf(toggle)).getByRole('link', { name: navLabel('/') })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('closes when a link is chosen', async () => {
    const user = userEvent.setup();
    // jsdom cannot navigate; the real navigation is covered by the browser suite.
    const stopNavigation = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    renderMenu();
    const toggle = screen.getByRole('button', { name: headerCopy.openMenu });
    await user.click(toggle);
    await user.click(within(panelOf(toggle)).getByRole('link', { name: navLabel('/about') }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    document.removeEventListener('click', stopNavigation);
  });

  it('closes when the route changes', async () => {
    const user = userEvent.setup();
    const { rerender } = renderMenu();
    const toggle = screen.getByRole('button', { name: headerCopy.openMenu });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    mockedPathname.mockReturnValue('/services/');
    rerender(menu());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('ignores Escape while closed', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: headerCopy.openMenu })).not.toHaveFocus();
  });
});
