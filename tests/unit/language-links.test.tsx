import { render, screen } from '@testing-library/react';
import { usePathname } from 'next/navigation';
import { LanguageLinks, type LanguageLink } from '@/components/layout/language-links';
import { mainNavigation } from '@/content/navigation';

jest.mock('next/navigation', () => ({ usePathname: jest.fn() }));
const mockedPathname = jest.mocked(usePathname);

// Another language, as the header describes it; the words are the test's own, as the links'
// targets are what is checked.
const other: LanguageLink = { locale: 'xx-XX', name: 'Other', dir: 'ltr', root: '/xx' };
const [, second] = mainNavigation;

function linkOn(path: string, language: LanguageLink) {
  mockedPathname.mockReturnValue(path);
  const { unmount } = render(
    <LanguageLinks languages={[language]} links={mainNavigation} label="Languages" look="bar" />,
  );
  const href = screen.getByRole('link', { name: language.name }).getAttribute('href');
  unmount();
  return href;
}

describe('the links to the other languages', () => {
  it('lead to the same page in the other language', () => {
    if (!second) throw new Error('content/navigation.ts: the test needs two pages');
    expect(linkOn(`${second.href}/`, other)).toBe(`/xx${second.href}/`);
  });

  it("lead to the other language's Home from a page it lacks", () => {
    if (!second) throw new Error('content/navigation.ts: the test needs two pages');
    expect(linkOn(`${second.href}/`, { ...other, missing: [second.href] })).toBe('/xx/');
  });
});
