import { SITE_URL } from '@/lib/settings/env.mjs';
import { canonicalPath, isCurrentPath } from '@/lib/shared/paths';
import { absoluteUrl, ogImagePath } from '@/lib/shared/urls';

describe('urls', () => {
  it('builds canonical folder-style paths and absolute URLs', () => {
    expect(canonicalPath('/')).toBe('/');
    expect(canonicalPath('/about')).toBe('/about/');
    expect(canonicalPath('/about/')).toBe('/about/');
    expect(absoluteUrl('/about/')).toBe(`${SITE_URL}/about/`);
    expect(ogImagePath('/')).toBe('/og/home.png');
    expect(ogImagePath('/contact')).toBe('/og/contact.png');
  });

  it('treats trailing slashes as the same route', () => {
    expect(isCurrentPath('/about/', '/about')).toBe(true);
    expect(isCurrentPath('/about', '/about')).toBe(true);
    expect(isCurrentPath('/', '/')).toBe(true);
    expect(isCurrentPath('/about/', '/')).toBe(false);
    expect(isCurrentPath('/about/team/', '/about')).toBe(false);
    expect(isCurrentPath(null, '/')).toBe(false);
  });

  it('keeps the site URL without a trailing slash', () => {
    expect(SITE_URL).not.toMatch(/\/$/);
  });
});
