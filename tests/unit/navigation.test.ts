import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { mainNavigation } from '@/content/navigation';
import { site } from '@/content/site';
import { SCROLL_THRESHOLD_PX, isCurrentPath, isScrolled } from '@/lib/navigation';

describe('navigation helpers', () => {
  it('treats trailing slashes as the same route', () => {
    expect(isCurrentPath('/about/', '/about')).toBe(true);
    expect(isCurrentPath('/about', '/about')).toBe(true);
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/about/', '/')).toBe(false);
    expect(isCurrentPath('/about/team/', '/about')).toBe(false);
    expect(isCurrentPath(null, '/')).toBe(false);
  });

  it('switches state strictly above the threshold', () => {
    expect(isScrolled(SCROLL_THRESHOLD_PX)).toBe(false);
    expect(isScrolled(SCROLL_THRESHOLD_PX + 1)).toBe(true);
  });

  it('keeps the no-JavaScript scroll fallback on the same threshold', () => {
    const css = readFileSync(join(__dirname, '..', '..', 'app', 'globals.css'), 'utf8');
    expect(css).toContain(
      `animation-range: ${SCROLL_THRESHOLD_PX}px ${SCROLL_THRESHOLD_PX + 1}px;`,
    );
  });
});

describe('site content', () => {
  it('lists the five routes of the spec in order', () => {
    expect(mainNavigation.map((n) => [n.href, n.label])).toEqual([
      ['/', 'Home'],
      ['/about', 'About'],
      ['/services', 'Services'],
      ['/portfolio', 'Portfolio'],
      ['/contact', 'Contact'],
    ]);
  });

  it('has the five social profiles and the business hours of the spec', () => {
    expect(site.socials.map((s) => s.name)).toEqual([
      'LinkedIn',
      'Twitter',
      'Facebook',
      'Instagram',
      'GitHub',
    ]);
    expect(site.businessHours).toBe('Monday-Friday 9:00 AM-6:00 PM PST');
    expect(site.url).not.toMatch(/\/$/);
  });
});
