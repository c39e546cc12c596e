// @ts-check
// The theme the visitor chose with the switch (NEXT_PUBLIC_THEME=switch, docs/theme.md). In
// <head>, right after the theme-color metas and before anything is painted, it reads the choice
// an earlier visit stored and marks <html> with it, so the first frame is already in that theme;
// the switch calls it again after storing a new choice. No choice, storage blocked or JavaScript
// off: <html> has no mark and the stylesheet follows the system.

/** The localStorage key that holds the visitor's choice, light or dark (none: the system's). */
export const THEME_STORAGE_KEY = 'site-theme';

/** The attribute on <html> that names the chosen theme. */
export const THEME_ATTRIBUTE = 'data-theme';

/** The attribute of the switch's element, which the stylesheet hides where scripts do not run. */
export const THEME_SWITCH_ATTRIBUTE = 'data-theme-switch';

/** The choices the switch offers: the system's theme, or one of the two. */
export const THEME_CHOICES = /** @type {const} */ (['system', 'light', 'dark']);

/** @typedef {(typeof THEME_CHOICES)[number]} ThemeChoice */

/**
 * @param {string} key the localStorage key that holds the choice
 * @param {string} attribute the attribute <html> names the chosen theme with
 * @param {{ light: string, dark: string }} colors the theme colour of each theme
 * @param {string | null} [choice] the choice to apply (the switch's); the stored one if none
 */
export function applyTheme(key, attribute, colors, choice) {
  let chosen = choice;
  if (chosen === undefined) {
    try {
      chosen = localStorage.getItem(key);
    } catch {
      // Storage blocked: the system's theme.
    }
  }
  const theme = chosen === 'light' || chosen === 'dark' ? chosen : null;
  const root = document.documentElement;
  if (theme) root.setAttribute(attribute, theme);
  else root.removeAttribute(attribute);
  // The page's theme-color metas name each scheme's colour and stay as they are (hydration matches
  // them by their content); a choice goes in a meta of its own before them, which the browser
  // reads first.
  let chosenColor = document.querySelector('meta[' + attribute + ']');
  if (!theme) {
    if (chosenColor) chosenColor.remove();
    return;
  }
  if (!chosenColor) {
    chosenColor = document.createElement('meta');
    chosenColor.setAttribute('name', 'theme-color');
    chosenColor.setAttribute(attribute, '');
    document.head.insertBefore(
      chosenColor,
      document.querySelector('meta[name="theme-color"]') || document.head.firstChild,
    );
  }
  chosenColor.setAttribute('content', colors[theme]);
}

/**
 * A switch: right after the <label> that holds its <select>, it shows the stored choice and,
 * when the visitor picks another, stores it and applies it as the script in <head> did, and shows
 * it in the page's other switch (the bar's and the menu's); another tab's choice applies here too.
 * @param {typeof applyTheme} apply
 * @param {string} key
 * @param {string} attribute
 * @param {string} switchAttribute the attribute of every switch's element
 * @param {{ light: string, dark: string }} colors
 */
export function switchTheme(apply, key, attribute, switchAttribute, colors) {
  const select = /** @type {HTMLSelectElement} */ (
    /** @type {HTMLElement} */ (
      /** @type {HTMLScriptElement} */ (document.currentScript).previousElementSibling
    ).querySelector('select')
  );
  /** @param {string} [chosen] the visitor's new choice; the stored one if none */
  function show(chosen) {
    apply(key, attribute, colors, chosen);
    const choice = document.documentElement.getAttribute(attribute) || 'system';
    document.querySelectorAll('[' + switchAttribute + '] select').forEach(function (each) {
      /** @type {HTMLSelectElement} */ (each).value = choice;
    });
  }
  show();
  addEventListener('storage', function () {
    show();
  });
  select.addEventListener('change', function () {
    const choice = select.value;
    try {
      if (choice === 'light' || choice === 'dark') localStorage.setItem(key, choice);
      else localStorage.removeItem(key);
    } catch {
      // Storage blocked: the choice holds on this page alone.
    }
    show(choice);
  });
}
