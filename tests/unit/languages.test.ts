/** @jest-environment node */
import { directionOf, languagesOf } from '@/lib/content/languages.mjs';

// Which way a language runs comes from its locale, as the platform knows it: an owner adds ar-AE
// and gets right-to-left pages, with no list of scripts to keep here.

describe("a language's direction", () => {
  it('is right to left for Arabic, Hebrew, Persian and Urdu, left to right for the rest', () => {
    expect(['ar-AE', 'he-IL', 'fa-IR', 'ur-PK'].map(directionOf)).toEqual([
      'rtl',
      'rtl',
      'rtl',
      'rtl',
    ]);
    expect(['en-US', 'de-DE', 'ja-JP', 'tr-TR'].map(directionOf)).toEqual([
      'ltr',
      'ltr',
      'ltr',
      'ltr',
    ]);
  });

  it("is each language's own, the default's included", () => {
    expect(
      languagesOf(['ar-AE', 'en-US']).map(({ code, prefix, dir, isDefault }) => ({
        code,
        prefix,
        dir,
        isDefault,
      })),
    ).toEqual([
      { code: 'ar', prefix: '', dir: 'rtl', isDefault: true },
      { code: 'en', prefix: '/en', dir: 'ltr', isDefault: false },
    ]);
  });
});
