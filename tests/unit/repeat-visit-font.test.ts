/** @jest-environment node */
import {
  FONT_STYLE_ID,
  fontScript,
  holdFontForRepeatVisits,
  verifyFontHeld,
  withoutPreconnectHint,
} from '@/scripts/build/repeat-visit-font.mjs';
import { UnrecognisedOutput } from '@/scripts/build/output.mjs';

const FACE =
  '@font-face{font-family:inter;src:url(/_next/static/media/inter.woff2)format("woff2")}';
const FALLBACK = '@font-face{font-family:inter Fallback;src:local(Arial);size-adjust:107.89%}';
const page = (css: string) =>
  `<html><head><style>${css}</style><link rel="stylesheet" href="/a.css" disabled=""/></head><body></body></html>`;

describe('holdFontForRepeatVisits', () => {
  it('moves the face that names a file into a <style> that does not apply, with its script after it', () => {
    expect(holdFontForRepeatVisits(page(`a{color:red}${FACE}${FALLBACK}`))).toBe(
      page(`a{color:red}${FALLBACK}`).replace(
        '</style>',
        `</style><style id="${FONT_STYLE_ID}" media="not all">${FACE}</style>` +
          `<script>${fontScript('/_next/static/media/inter.woff2')}</script>`,
      ),
    );
  });

  it('keeps the metric-matched fallback, which names no file, where it was', () => {
    const held = holdFontForRepeatVisits(page(`${FACE}${FALLBACK}`));
    expect(held).toContain(`<style>${FALLBACK}</style>`);
  });

  it('leaves a page without a font file alone, and a page already done as it is', () => {
    const plain = page(`a{color:red}${FALLBACK}`);
    expect(holdFontForRepeatVisits(plain)).toBe(plain);
    const held = holdFontForRepeatVisits(page(FACE));
    expect(holdFontForRepeatVisits(held)).toBe(held);
  });

  it('refuses two font files: one stored address could not vouch for both', () => {
    const other = FACE.replace('inter.woff2', 'other.woff2');
    expect(() => holdFontForRepeatVisits(page(`${FACE}${other}`))).toThrow('One font file');
  });
});

describe('a right-to-left page, whose text is in the system font', () => {
  const rightToLeft = (css: string) =>
    page(css)
      .replace('<html>', '<html lang="ar" dir="rtl">')
      .replace('<head>', '<head><link rel="preconnect" href="/" crossorigin=""/>');
  const check = (html: string) => verifyFontHeld(html, { page: '/', outDir: '/nowhere' });

  it('declares no face with a file and gets no script: nothing would use the file', () => {
    const held = holdFontForRepeatVisits(rightToLeft(`a{color:red}${FACE}${FALLBACK}`));
    expect(held).toBe(
      page(`a{color:red}${FALLBACK}`).replace('<html>', '<html lang="ar" dir="rtl">'),
    );
    expect(() => check(held)).not.toThrow();
    expect(holdFontForRepeatVisits(held)).toBe(held);
  });

  it('is refused with the face left in, or held as a left-to-right page holds it', () => {
    expect(() => check(rightToLeft(FACE).replace(/<link[^>]*>/, ''))).toThrow(UnrecognisedOutput);
    const heldAsLeftToRight = holdFontForRepeatVisits(page(FACE)).replace(
      '<html>',
      '<html dir="rtl">',
    );
    expect(() => check(heldAsLeftToRight)).toThrow(
      'no font face with a file on a right-to-left page',
    );
  });
});

describe("Next's same-origin preconnect, which only a preloaded font replaces", () => {
  it('leaves the HTML', () => {
    const html = page(FACE).replace(
      '<head>',
      '<head><link rel="preconnect" href="/" crossorigin=""/>',
    );
    expect(holdFontForRepeatVisits(html)).not.toContain('preconnect');
  });

  it('leaves the payload, every other row kept', () => {
    const payload = '1:"$Sreact.fragment"\n:HL["/a.css","style"]\n:HC["/",""]\n0:{"b":"x"}\n';
    expect(withoutPreconnectHint(payload)).toBe(
      '1:"$Sreact.fragment"\n:HL["/a.css","style"]\n0:{"b":"x"}\n',
    );
  });
});
