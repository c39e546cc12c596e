import { getTransformedRoutes, isHandler } from '@vercel/routing-utils';
import { LANGUAGES } from '@/lib/content/languages.mjs';
import { NGINX } from '@/lib/settings/env.mjs';
import { hostFiles, rootHostFiles } from '@/scripts/build/host-config.mjs';
import {
  checkRedirects,
  contentRedirects,
  redirectPage,
  STEP,
} from '@/scripts/build/redirects.mjs';

const list = (...pairs: [string, string][]) =>
  pairs.map(([from, to], index) => ({
    from,
    to,
    entry: `content/redirects.mjs, entry ${index + 1}`,
  }));

describe('the list of redirects', () => {
  const pages = new Set(['/', '/about/', '/services/', '/portfolio/']);

  it('takes old addresses that each send to a page of the build', () => {
    const redirects = list(['/team/', '/about/'], ['/work/', '/portfolio/']);
    expect(checkRedirects(redirects, pages)).toEqual(redirects);
  });

  it.each([
    ['a loop', list(['/a/', '/b/'], ['/b/', '/a/']), 'entry 1', /a loop: \/a\/ → \/b\/ → \/a\//],
    ['a redirect to itself', list(['/a/', '/a/']), 'entry 1', /a loop: \/a\/ → \/a\//],
    [
      'a chain',
      list(['/a/', '/b/'], ['/b/', '/about/']),
      'entry 1',
      /a chain: .*send \/a\/ to \/about\/ instead/,
    ],
    [
      'a missing target',
      list(['/a/', '/about/'], ['/b/', '/no-such-page/']),
      'entry 2',
      /\/no-such-page\/ is no page of the build/,
    ],
    [
      'one old address twice',
      list(['/a/', '/about/'], ['/a/', '/services/']),
      'entry 2',
      /\/a\/ is redirected already by .*entry 1/,
    ],
    [
      'an old address that is a page',
      list(['/services/', '/about/']),
      'entry 1',
      /\/services\/ is a page of the site/,
    ],
  ])('refuses %s, naming the entry', (_, redirects, entry, why) => {
    expect(() => checkRedirects(redirects, pages)).toThrow(
      new RegExp(`^${STEP}: content/redirects\\.mjs, ${entry}: ${why.source}`),
    );
  });

  it('refuses a path a rule file would read as syntax, naming the entry and the field', () => {
    for (const from of ['old page', '/old;page', '/old"', '//evil.example', '/../x', 'old']) {
      expect(() =>
        contentRedirects({ list: [{ from, to: '/about/' } as never], manifest: {} }),
      ).toThrow(/content\/redirects\.mjs, entry 1 .*: from: .* is not a path of the site/);
    }
  });

  it("reads each Markdown file's aliases in its language, a name under its collection's path", () => {
    const [first, second] = LANGUAGES;
    const entry = (collection: string, language: string, slug: string, aliases?: string[]) => ({
      file: `content/${collection}/${language}/${slug}.md`,
      language,
      slug,
      data: aliases ? { aliases } : {},
    });
    const manifest = {
      articles: [entry('articles', first?.code ?? '', 'new-name', ['old-name', '/blog/old-name'])],
      services: [
        entry('services', first?.code ?? '', 'plain'),
        ...(second ? [entry('services', second.code, 'neu', ['alt'])] : []),
      ],
    };
    const file = `content/articles/${first?.code}/new-name.md, aliases`;
    expect(contentRedirects({ list: [], manifest })).toEqual([
      { from: '/articles/old-name/', to: '/articles/new-name/', entry: file },
      { from: '/blog/old-name/', to: '/articles/new-name/', entry: file },
      ...(second
        ? [
            {
              from: `${second.prefix}/services/alt/`,
              to: `${second.prefix}/services/neu/`,
              entry: `content/services/${second.code}/neu.md, aliases`,
            },
          ]
        : []),
    ]);
  });

  it('refuses an alias that is no name or path, naming the file and the field', () => {
    const manifest = {
      people: [
        {
          file: 'content/people/x/ada.md',
          language: 'x',
          slug: 'ada',
          data: { aliases: ['Ada Byron'] },
        },
      ],
    };
    expect(() => contentRedirects({ list: [], manifest })).toThrow(
      /content\/people\/x\/ada\.md, aliases: "Ada Byron": .* is not a path of the site/,
    );
  });
});

describe("each host's rules for an address that moved", () => {
  const moved = [{ from: '/team/', to: '/about/' }];
  const files = hostFiles({ origin: 'https://www.example.com', nginx: NGINX, redirects: moved });
  const none = hostFiles({ origin: 'https://www.example.com', nginx: NGINX });

  it('are none where nothing moved', () => {
    expect(none._redirects).not.toMatch(/ 301$/m);
    expect(none['nginx.conf']).not.toMatch(/moved|\$is_args/);
    expect(rootHostFiles('')['netlify.toml']).not.toContain('status = 301');
  });

  it('Cloudflare Pages: 301 in _redirects, with and without the last slash', () => {
    expect(files._redirects?.split('\n')).toEqual(
      expect.arrayContaining(['/team/  /about/  301', '/team  /about/  301']),
    );
  });

  // Netlify's own parser and matcher read it in tests/e2e/host-rules.spec.ts (--project=netlify).
  it('Netlify: a forced 301 in netlify.toml, which matches the path with or without its slash', () => {
    expect(rootHostFiles('', false, moved)['netlify.toml']).toContain(
      '[[redirects]]\n  from = "/team/"\n  to = "/about/"\n  status = 301\n  force = true\n',
    );
  });

  it("Vercel: a 301 in vercel.json, as Vercel's own route compiler reads it, in both files", () => {
    for (const config of [files['vercel.json'], rootHostFiles('', false, moved)['vercel.json']]) {
      if (!config) throw new Error('no vercel.json');
      const { routes, error } = getTransformedRoutes(JSON.parse(config));
      expect(error).toBeNull();
      const route = (routes ?? []).find(
        (candidate) => !isHandler(candidate) && new RegExp(candidate.src).test('/team/'),
      );
      expect(
        route &&
          !isHandler(route) && { status: route.status, location: route.headers?.['Location'] },
      ).toEqual({
        status: 301,
        location: '/about/',
      });
    }
  });

  it('nginx: an exact location that returns 301 with the query kept, under the base path', () => {
    const conf = hostFiles({ basePath: '/site', nginx: NGINX, redirects: moved })['nginx.conf'];
    for (const path of ['/site/team/', '/site/team'])
      expect(conf).toMatch(
        new RegExp(`location = ${path} \\{\\s+return 301 /site/about/\\$is_args\\$args;\\s+\\}`),
      );
  });
});

describe('the page at an old address, where the host has no rules', () => {
  const html = redirectPage({
    url: 'https://www.example.com/about/',
    href: '/about/',
    title: 'About <us>',
    language: { locale: 'de-DE', dir: 'ltr' },
  });

  it('sends the visitor on without a script, in its language, unlisted by search engines', () => {
    expect(html).toContain('<html lang="de-DE" dir="ltr">');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/about/"/>');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/about/"/>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toContain('<a href="/about/">About &lt;us&gt;</a>');
    expect(html).not.toMatch(/<script/);
  });
});
