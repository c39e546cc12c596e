/** @jest-environment node */
import { cssForPage, inlineStylesheets } from '@/scripts/build/inline-stylesheets.mjs';

const FONT_FACE = '@font-face{src:url(../media/inter.woff2)format("woff2")}';

describe('cssForPage', () => {
  it('resolves relative url()s against the stylesheet, under a basePath too', () => {
    expect(cssForPage(FONT_FACE, '/_next/static/chunks/a.css')).toBe(
      '@font-face{src:url(/_next/static/media/inter.woff2)format("woff2")}',
    );
    expect(cssForPage(`a{background:url('./b.png?v=1#x')}`, '/base/_next/static/css/a.css')).toBe(
      `a{background:url('/base/_next/static/css/b.png?v=1#x')}`,
    );
  });

  it('leaves absolute, data: and fragment url()s alone', () => {
    const css =
      'a{b:url(/x.png);c:url("data:image/svg+xml,%3Csvg%3E");d:url(#f);e:url(https://a.b/c)}';
    expect(cssForPage(css, '/_next/static/chunks/a.css')).toBe(css);
  });

  it('refuses what cannot live inside a <style> element', () => {
    expect(() => cssForPage('a{content:"</style>"}', '/a.css')).toThrow('</style');
    expect(() => cssForPage('@import "b.css";', '/a.css')).toThrow('imports');
  });
});

describe('inlineStylesheets', () => {
  const link = '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>';

  it('puts the text in the page and keeps the link, disabled, for React to adopt', () => {
    const html = `<head>${link}<title>t</title></head>`;
    expect(inlineStylesheets(html, () => FONT_FACE)).toBe(
      `<head><style>@font-face{src:url(/_next/static/media/inter.woff2)format("woff2")}</style>` +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/>' +
        '<title>t</title></head>',
    );
  });

  it('reads each stylesheet by its address and leaves other sites’ stylesheets linked', () => {
    const foreign = '<link rel="stylesheet" href="https://cdn.example/x.css"/>';
    const read = jest.fn(() => 'a{}');
    const html = inlineStylesheets(
      `${foreign}${link.replace('/_next', '/base/_next')}`,
      read,
      '/base',
    );
    expect(read).toHaveBeenCalledWith('/base/_next/static/chunks/a.css');
    expect(html.startsWith(`${foreign}<style>a{}</style>`)).toBe(true);
  });
});
