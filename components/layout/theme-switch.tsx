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

interface ThemeSwitchProps {
  copy: ThemeCopy;
  /** The theme colour of each theme, for the theme-color metas. */
  colors: { light: string; dark: string };
}

/**
 * The theme switch (NEXT_PUBLIC_THEME=switch, docs/theme.md): the system's theme, light or dark,
 * remembered in localStorage. A native select in the header, beside the menu's toggle on a phone,
 * wired by the inline script after it, so it works from the first paint and adds nothing to the
 * header's islands (whose bundle every page loads). Without scripts the dark-theme step's
 * stylesheet hides it: only a script can apply the choice, and the page follows the system.
 */
export function ThemeSwitch({ copy, colors }: ThemeSwitchProps) {
  const script = inlineScript(switchTheme, applyTheme, THEME_STORAGE_KEY, THEME_ATTRIBUTE, colors);
  return (
    <div {...{ [THEME_SWITCH_ATTRIBUTE]: '' }}>
      <label>
        <span className="sr-only">{copy.label}</span>
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
