import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  applyTheme,
  switchTheme,
  THEME_ATTRIBUTE,
  THEME_STORAGE_KEY,
  THEME_SWITCH_ATTRIBUTE,
} from '@/lib/browser/inline-scripts/theme.mjs';
import { withThemeScript, verifyThemedPage } from '@/scripts/build/theme-script.mjs';
import {
  colorVariables,
  themeStylesheet,
  toasterRules,
} from '@/scripts/build/theme-stylesheet.mjs';
import { colors, darkColors, themeColors, tokens } from '@/tailwind.config';

// lib/settings/env.mjs reads the environment once, on import: each case imports it afresh.
function themeWith(value: string | undefined) {
  const saved = { ...process.env };
  if (value === undefined) delete process.env.NEXT_PUBLIC_THEME;
  else process.env.NEXT_PUBLIC_THEME = value;
  try {
    let env: typeof import('@/lib/settings/env.mjs') | undefined;
    jest.isolateModules(() => {
      env = jest.requireActual<typeof import('@/lib/settings/env.mjs')>('@/lib/settings/env.mjs');
    });
    return env?.THEME;
  } finally {
    process.env = saved;
  }
}

describe('NEXT_PUBLIC_THEME', () => {
  it('is light unless set, and reads system and switch', () => {
    expect(themeWith(undefined)).toBe('light');
    expect(themeWith('')).toBe('light');
    expect(themeWith('system')).toBe('system');
    expect(themeWith('switch')).toBe('switch');
  });

  it('stops the build on anything else, naming the choices', () => {
    expect(() => themeWith('dark')).toThrow(
      'NEXT_PUBLIC_THEME=dark is not one of light, system, switch',
    );
  });
});

describe('the design tokens', () => {
  it('give every colour token a dark value', () => {
    const names = (palette: typeof colors | typeof darkColors) =>
      colorVariables(palette).map(([name]) => name);
    expect(names(darkColors).sort()).toEqual(names(colors).sort());
    expect(colorVariables(colors)).toContainEqual(['--color-brand-700', colors.brand[700]]);
  });

  it('name a theme colour for each theme', () => {
    expect(themeColors.light).toBe(colors.brand[700]);
    expect(themeColors.dark).not.toBe(themeColors.light);
  });
});

describe('themeStylesheet', () => {
  const toasts = [{ selector: '.toast', body: 'color:#fff' }];
  // What each setting's stylesheet does to the page, tests/e2e/theme.spec.ts sees in the browser.
  it('stops on a colour token with no dark value, naming it', () => {
    const withoutFocus = Object.fromEntries(
      Object.entries(darkColors).filter(([key]) => key !== 'focus'),
    );
    expect(() =>
      themeStylesheet('system', { ...tokens, darkColors: withoutFocus }, toasts),
    ).toThrow('darkColors: focus has no value');
  });
});

describe('the toasts', () => {
  it('take sonner’s dark rules for its light toaster', () => {
    const css = readFileSync(
      join(__dirname, '..', '..', 'node_modules', 'sonner', 'dist', 'styles.css'),
      'utf8',
    );
    const rules = toasterRules(css);
    expect(rules).toContainEqual(
      expect.objectContaining({
        selector: '[data-sonner-toaster][data-sonner-theme=light]',
        body: expect.stringContaining('--normal-bg:#000'),
      }),
    );
    expect(rules.every((rule) => !rule.selector.includes("theme='dark'"))).toBe(true);
  });
});

const COLORS = { light: '#4338ca', dark: '#312e81' };
const METAS =
  '<meta name="theme-color" media="(prefers-color-scheme: light)" content="#4338ca"/>' +
  '<meta name="theme-color" media="(prefers-color-scheme: dark)" content="#312e81"/>';

describe('the switch’s script in <head>', () => {
  it('goes right after the theme-color metas, once, and the step checks it', () => {
    const page = `<html><head><meta charSet="utf-8"/>${METAS}<title>t</title></head><body></body></html>`;
    const themed = withThemeScript(page, COLORS);
    expect(themed).toMatch(/content="#312e81"\/><script>[^<]+<\/script><title>/);
    expect(withThemeScript(themed, COLORS)).toBe(themed);
    const check = { page: '/', setting: 'switch' as const, themeColors: COLORS };
    expect(() => verifyThemedPage(themed, check)).not.toThrow();
    expect(() => verifyThemedPage(page, check)).toThrow(/script once, in <head>/);
    expect(() => verifyThemedPage('<head></head>', { ...check, setting: 'system' })).toThrow(
      /theme-color meta for light/,
    );
  });
});

describe('applyTheme', () => {
  const root = document.documentElement;
  const metas = () =>
    [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map(
      (meta) => meta.content,
    );

  beforeEach(() => {
    document.head.innerHTML = METAS;
    root.removeAttribute(THEME_ATTRIBUTE);
    localStorage.clear();
  });

  it('marks <html> with the stored choice, and names its theme colour first', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    applyTheme(THEME_STORAGE_KEY, THEME_ATTRIBUTE, COLORS);
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    // The page's own metas stay as they are; the choice's comes first, which the browser reads.
    expect(metas()).toEqual(['#312e81', '#4338ca', '#312e81']);
  });

  it('leaves the system to decide without a choice, or with one it does not know', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'sepia');
    root.setAttribute(THEME_ATTRIBUTE, 'dark');
    applyTheme(THEME_STORAGE_KEY, THEME_ATTRIBUTE, COLORS);
    expect(root.hasAttribute(THEME_ATTRIBUTE)).toBe(false);
    expect(metas()).toEqual(['#4338ca', '#312e81']);
  });

  it('follows the system where storage is blocked', () => {
    const getItem = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      applyTheme(THEME_STORAGE_KEY, THEME_ATTRIBUTE, COLORS);
      expect(root.hasAttribute(THEME_ATTRIBUTE)).toBe(false);
    } finally {
      getItem.mockRestore();
    }
  });

  it('applies a choice it is handed over the stored one', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    applyTheme(THEME_STORAGE_KEY, THEME_ATTRIBUTE, COLORS, 'light');
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('light');
    expect(metas()).toEqual(['#4338ca', '#4338ca', '#312e81']);
    applyTheme(THEME_STORAGE_KEY, THEME_ATTRIBUTE, COLORS, 'system');
    expect(metas()).toEqual(['#4338ca', '#312e81']);
  });
});

describe('switchTheme', () => {
  const root = document.documentElement;

  const SWITCH =
    '<div data-theme-switch><label><select><option value="system">System</option>' +
    '<option value="light">Light</option><option value="dark">Dark</option></select></label>' +
    '<script></script></div>';

  // The bar's switch and the menu's, each wired by its script as the page parses it.
  function renderSwitches() {
    document.head.innerHTML = METAS;
    document.body.innerHTML = SWITCH + SWITCH;
    try {
      for (const script of document.querySelectorAll('script')) {
        Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
        switchTheme(applyTheme, THEME_STORAGE_KEY, THEME_ATTRIBUTE, THEME_SWITCH_ATTRIBUTE, COLORS);
      }
    } finally {
      Object.defineProperty(document, 'currentScript', { value: null, configurable: true });
    }
    return [...document.querySelectorAll('select')];
  }

  function renderSwitch() {
    return renderSwitches()[0] as HTMLSelectElement;
  }

  beforeEach(() => {
    root.removeAttribute(THEME_ATTRIBUTE);
    localStorage.clear();
  });

  it('shows the stored choice', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    expect(renderSwitch().value).toBe('light');
  });

  it('stores a new choice and applies it; the system’s forgets it', () => {
    const select = renderSwitch();
    expect(select.value).toBe('system');
    select.value = 'dark';
    select.dispatchEvent(new Event('change'));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
    select.value = 'system';
    select.dispatchEvent(new Event('change'));
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(root.hasAttribute(THEME_ATTRIBUTE)).toBe(false);
  });

  it('shows a choice made in one switch in the other', () => {
    const [bar, menu] = renderSwitches() as [HTMLSelectElement, HTMLSelectElement];
    menu.value = 'dark';
    menu.dispatchEvent(new Event('change'));
    expect(bar.value).toBe('dark');
  });

  it('holds a choice on the page where storage is blocked', () => {
    const select = renderSwitch();
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    try {
      select.value = 'dark';
      select.dispatchEvent(new Event('change'));
      expect(root.getAttribute(THEME_ATTRIBUTE)).toBe('dark');
      expect(select.value).toBe('dark');
    } finally {
      setItem.mockRestore();
    }
  });
});
