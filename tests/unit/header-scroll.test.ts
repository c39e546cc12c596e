import { isScrolled } from '@/lib/browser/header-scroll';

describe('header scroll state', () => {
  it('switches past 10 px, as the spec says', () => {
    expect(isScrolled(10)).toBe(false);
    expect(isScrolled(11)).toBe(true);
  });
});
