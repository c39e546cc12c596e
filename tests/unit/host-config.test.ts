import { getTransformedRoutes, isHandler } from '@vercel/routing-utils';
import { HOST_FILES, hostFiles, vercelConfig } from '@/scripts/build/host-config.mjs';

describe('host configuration', () => {
  it('writes exactly the files the host rules keep private', () => {
    expect(Object.keys(hostFiles({ origin: 'https://www.example.com' }))).toEqual(HOST_FILES);
  });
});

describe("vercel.json, compiled by Vercel's own route compiler", () => {
  const { routes, error } = getTransformedRoutes(JSON.parse(vercelConfig()));
  const redirects = (routes ?? []).flatMap((route) => {
    if (isHandler(route)) return [];
    const location = route.status ? route.headers?.['Location'] : undefined;
    return location ? [{ pattern: new RegExp(route.src), location }] : [];
  });

  /**
   * Every Location a visitor is sent to from `path`, in order: Vercel matches a route against the
   * path and passes the query string on.
   */
  function follow(path: string) {
    const [pathname = '', query] = path.split(/(?=\?)/);
    const hops: string[] = [];
    for (let current = pathname; hops.length < 10;) {
      const redirect = redirects.find(({ pattern }) => pattern.test(current));
      if (!redirect) break;
      const match = redirect.pattern.exec(current) ?? [];
      current = redirect.location.replace(
        /\$(\d)/g,
        (_: string, n: string) => match[Number(n)] ?? '',
      );
      hops.push(current + (query ?? ''));
    }
    return hops;
  }

  it('compiles without an error', () => {
    expect(error).toBeNull();
  });

  it.each([
    ['//about/', ['/about/']],
    ['///', ['/']],
    ['/about//', ['/about/']],
    ['//', ['/']],
    // Vercel's trailingSlash rules treat a last segment with a dot as a file name.
    ['//evil.example/', ['/evil.example/', '/evil.example']],
    ['////evil.example', ['/evil.example']],
    ['/portfolio//?from=mail', ['/portfolio/?from=mail']],
    ['/a//b///c/', ['/a/b///c/', '/a/b/c/']],
    ['/about/', []],
    ['/about', ['/about/']],
  ])('sends %s through %j', (path, hops) => {
    expect(follow(path)).toEqual(hops);
  });

  it('never sends a visitor to another host', () => {
    const tricks = ['//evil.example', '///evil.example/', '/./evil.example', '/x//', '//x//y//'];
    for (const path of tricks) {
      for (const hop of follow(path)) {
        expect(new URL(hop, 'https://www.example.com/').origin).toBe('https://www.example.com');
      }
    }
  });
});
