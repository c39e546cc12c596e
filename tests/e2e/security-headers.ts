import { expect } from './fixtures';

/** The headers every HTTPS answer of the site carries, on every host that can send headers. */
const SECURITY_HEADERS = {
  'strict-transport-security': /max-age=\d{7,}/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
  'x-frame-options': /^DENY$/,
  'content-security-policy': /frame-ancestors 'none'/,
  'cross-origin-opener-policy': /^same-origin$/,
  'cross-origin-resource-policy': /^same-origin$/,
};

/** @param replaced the headers an answer carries its own value of instead (the CMS's, under /admin/) */
export function expectSecurityHeaders(
  headers: Record<string, string>,
  context = '',
  replaced: string[] = [],
) {
  for (const [name, pattern] of Object.entries(SECURITY_HEADERS)) {
    if (replaced.includes(name)) continue;
    expect(headers[name], `${name} ${context}`.trim()).toMatch(pattern);
  }
}
