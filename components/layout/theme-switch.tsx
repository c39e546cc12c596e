import type { ThemeCopy } from '@/content/types';
import { inlineScript } from '@/lib/browser/inline-scripts/inline-script.mjs';
import {
  applyTheme,
  switchTheme,
  THEME_ATTRIBUTE,
  THEME_CHOICES,
  THEME_STORAGE_KEY,
  THEME_SWITCH_ATTRIBUTE,
} from '@/lib/browser/inline-scripts/theme.mjs';
import type { Breakpoint } from './navbar';

interface ThemeSwitchProps {
  copy: ThemeCopy;
  /** The theme colour of each theme, for the theme-color metas. */
  colors: { light: string; dark: string };
  /** In the header's bar, from where the bar replaces the menu; or in the menu's panel. */
  look: { bar: Breakpoint } | 'menu';
}

// Spelled out, so Tailwind finds each class in the source (the bar's, navbar.tsx).
const BAR: Record<Breakpoint, string> = { md: 'hidden md:flex', lg: 'hidden lg:flex' };

/**
 * The theme switch (NEXT_PUBLIC_THEME=switch, docs/theme.md): the system's theme, light or dark,
 * remembered in localStorage. A native select in the header's bar on a wide screen and in the
 * menu's panel where the menu stands in for the bar, wired by the inline script after it, so it
 * works from the first paint and adds nothing to the header's islands (whose bundle every page
 * loads). Without scripts the theme's stylesheet hides it: only a script can apply the
 * choice, and the page follows the system.
 */
export function ThemeSwitch({ copy, colors, look }: ThemeSwitchProps) {
  const script = inlineScript(
    switchTheme,
    applyTheme,
    THEME_STORAGE_KEY,
    THEME_ATTRIBUTE,
    THEME_SWITCH_ATTRIBUTE,
    colors,
  );
  const menu = look === 'menu';
  return (
    <div
      {...{ [THEME_SWITCH_ATTRIBUTE]: '' }}
      className={menu ? 'border-t border-ink-200 px-4 py-3 sm:px-6' : BAR[look.bar]}
    >
      <label
        className={
          menu ? 'flex items-center justify-between gap-3 px-4 text-body font-medium' : undefined
        }
      >
        <span className={menu ? undefined : 'sr-only'}>{copy.label}</span>
        <select className="rounded-md border border-ink-300 bg-white px-2 py-2 text-small font-medium text-ink-700">
          {THEME_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {copy[choice]}
            </option>
          ))}
        </select>
      </label>
      <script dangerouslySetInnerHTML={{ __html: script }} />
    </div>
  );
}
