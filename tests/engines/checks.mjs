// @ts-check
// The browser suite's core, written once against the page interface of tests/harness/engines.mjs and run
// in every engine: routes and their console, the header, the menu with and without JavaScript,
// the contact form, the 404 page, the font on a first and a second visit, the pictures and axe;
// and, where the build has a right-to-left language, every page's direction and layout.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { animationsEnded, finishAnimations } from '../animations-ended.mjs';
import { imagesComplete, loadImagesNow } from '../../scripts/tools/images-loaded.mjs';
import { WCAG_TAGS } from '../axe-tags.mjs';
import {
  TRANSLUCENT,
  TRANSPARENT,
  headerLook,
  settleHeader,
  translucency,
  transparency,
} from '../header-look.mjs';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../lib/content/languages.mjs';
import { HYDRATED_ATTRIBUTE } from '../../lib/browser/page-state.mjs';
import { FONT_STORAGE_KEY } from '../../lib/browser/inline-scripts/repeat-visit-font.mjs';
import { GALLERY_ATTRIBUTES } from '../../lib/browser/inline-scripts/gallery-dialog.mjs';
import { EMBED_ATTRIBUTES } from '../../lib/browser/inline-scripts/embed-on-request.mjs';
import {
  THEME_STORAGE_KEY,
  THEME_SWITCH_ATTRIBUTE,
} from '../../lib/browser/inline-scripts/theme.mjs';
import { videoPages } from '../../lib/content/videos.mjs';
import {
  careersPages,
  contactCopy,
  contentPages,
  madePages,
  headerCopy,
  menuLabels,
  notFoundCopy,
  searched,
  siteNavigation,
  sitePages,
} from './content.mjs';
import { HOLD_SCRIPTS } from './server.mjs';

/**
 * @typedef {import('../harness/engines.mjs').EnginePage} EnginePage
 * @typedef {import('../header-look.mjs').HeaderLook} HeaderLook
 * @typedef {import('../harness/engines.mjs').PageOptions} PageOptions
 * @typedef {{
 *   engine: import('../harness/engines.mjs').EngineName,
 *   site: { origin: string, log: import('./server.mjs').LoggedRequest[], clearLog: () => void },
 *   open: (options: PageOptions) => Promise<EnginePage>,
 *   shot: (page: EnginePage, name: string, fullPage?: boolean) => Promise<void>,
 *   screenshots: boolean,
 * }} CheckContext
 * @typedef {{
 *   name: string,
 *   once?: boolean,
 *   skip?: string,
 *   run: (context: CheckContext) => Promise<void>,
 * }} Check
 *   once: the check does not depend on the owner's content or settings (tests/harness/once.mjs);
 *   skip: why the check does not apply to this build, which does not count it
 */

const PHONE = { width: 375, height: 812 };
const TABLET = { width: 768, height: 1024 };
const DESKTOP = { width: 1280, height: 800 };
const NOT_FOUND_PATH = '/no-such-page/';
const { form } = contactCopy;
const require = createRequire(import.meta.url);
// The same axe as @axe-core/playwright's in the Chromium suite, injected into the page.
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** @param {string} href a route as content/navigation.ts writes it */
const routeUrl = (href) => (href === '/' ? '/' : `${href}/`);

/** The navigation's pages, then one of each kind content/ makes (an article, a story, a service). */
const ROUTES = [...siteNavigation.map(({ href }) => routeUrl(href)), ...contentPages];

/** The first story whose page shows a gallery (components/stories/story-gallery.tsx), if any. */
const GALLERY_PAGE = contentPages.find(
  (path) =>
    path.startsWith('/portfolio/') &&
    readFileSync(`out${path}index.html`, 'utf8').includes(`${GALLERY_ATTRIBUTES.gallery}=`),
);

/** The first text of the default language that shows a video, and its player's origin. */
const [VIDEO] = videoPages(DEFAULT_LANGUAGE.code);
const VIDEO_PAGE = VIDEO && `${VIDEO.path}/`;
const VIDEO_ORIGIN = VIDEO?.origins[0];

/** Whether the build has the theme switch (docs/theme.md), as its Home page shows it. */
const SWITCH = readFileSync('out/index.html', 'utf8').includes(`${THEME_SWITCH_ATTRIBUTE}=`);

/**
 * Each viewport in the light theme, and in the dark one too where the page has the switch (its
 * choice, kept in the browser, applies before the first paint).
 * @param {PageOptions[]} viewports
 * @returns {[PageOptions, 'light' | 'dark'][]}
 */
const themed = (viewports) => {
  /** @type {('light' | 'dark')[]} */
  const themes = SWITCH ? ['light', 'dark'] : ['light'];
  return viewports.flatMap((viewport) =>
    themes.map((theme) => /** @type {[PageOptions, 'light' | 'dark']} */ ([viewport, theme])),
  );
};

/** @param {EnginePage} page @param {string} url @param {'light' | 'dark'} theme */
async function openThemed(page, url, theme) {
  await page.goto(url);
  await page.evaluate((key, value) => localStorage.setItem(key, value), THEME_STORAGE_KEY, theme);
  await openHydrated(page, url);
}

/** In the page: the addresses of its frames. */
const playerSources = () => [...document.querySelectorAll('iframe')].map((frame) => frame.src);

/** In the page: the open dialog's id, and whether the focus is inside it. */
const openDialog = () => {
  const dialog = document.querySelector('dialog[open]');
  return {
    id: dialog?.id ?? '',
    focusInside: Boolean(dialog && dialog.contains(document.activeElement)),
  };
};

/** In the page: whether the photo that opens a dialog has the focus. @param {string} id */
const openerFocused = (id) =>
  document.activeElement === document.querySelector(`[commandfor="${id}"][command="show-modal"]`);

/** In the page: whether hydration has run. @param {string} attribute */
const isHydrated = (attribute) => document.documentElement.hasAttribute(attribute);

/** @param {EnginePage} page */
const hydrated = (page) => page.waitFor('hydration', isHydrated, HYDRATED_ATTRIBUTE);

/** @param {EnginePage} page @param {string} url */
async function openHydrated(page, url) {
  await page.goto(url);
  await hydrated(page);
}

/** @param {EnginePage} page */
async function expectNoErrors(page, allowed = /** @type {string[]} */ ([])) {
  const errors = (await page.errors()).filter((e) => !allowed.some((a) => e.includes(a)));
  assert.deepEqual(errors, [], 'console errors');
}

/** @param {HeaderLook} look @param {string} when */
function expectTransparent(look, when) {
  assert.deepEqual(transparency(look), TRANSPARENT, `header transparent ${when}`);
}

/** @param {HeaderLook} look @param {string} when */
function expectTranslucent(look, when) {
  assert.deepEqual(translucency(look), TRANSLUCENT, `header translucent ${when}`);
}

// In the page: whether the header reads data-scrolled=value, and the menu aria-expanded=value.
/** @param {string} value */
const headerScrolled = (value) =>
  document.querySelector('body > header')?.getAttribute('data-scrolled') === value;
/** @param {string} value */
const menuExpanded = (value) =>
  document.querySelector('header button[aria-controls]')?.getAttribute('aria-expanded') === value;

/** @param {EnginePage} page @param {number} y */
async function scrollTo(page, y) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitFor(`scrollY ${y}`, (top) => window.scrollY === top, y);
}

// In the page: resolves in the next frame, whose first step dispatches the scroll events of a
// scroll made before it.
const scrollEventsDispatched = () =>
  new Promise((resolve) => requestAnimationFrame(() => resolve(true)));

// In the page: how many transitions of the header run.
const headerTransitions = () =>
  document
    .querySelector('body > header')
    ?.getAnimations()
    .filter((a) => a.timeline === document.timeline && a.playState === 'running').length ?? 0;

// Tall enough to scroll on any page and viewport, set from outside so it works without JavaScript.
const makeTall = () => {
  document.body.style.minHeight = '400vh';
};

// What has focus, as a visitor would name it.
const focused = () => {
  const element = document.activeElement;
  const toggle = document.querySelector('header button[aria-controls]');
  const panel = document.getElementById(toggle?.getAttribute('aria-controls') ?? '');
  return {
    text: element?.textContent?.trim() ?? '',
    tag: element?.tagName.toLowerCase() ?? '',
    inMenu: Boolean(panel && element && panel.contains(element)),
    isToggle: element === toggle,
  };
};

const menuState = () => {
  const toggle = document.querySelector('header button[aria-controls]');
  const panel = document.getElementById(toggle?.getAttribute('aria-controls') ?? '');
  const links = [...(panel?.querySelectorAll('a') ?? [])];
  return {
    open: Boolean(panel?.matches(':popover-open')),
    expanded: toggle?.getAttribute('aria-expanded') ?? null,
    label: toggle?.getAttribute('aria-label') ?? null,
    visibleLinks: links
      .filter((a) => {
        const r = a.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(a).visibility === 'visible';
      })
      .map((a) => a.textContent?.trim()),
  };
};

/** The id of the form control a label names (the label text as content/contact.ts gives it). */
const controlId = (/** @type {string} */ labelText) => {
  const label = [...document.querySelectorAll('main label')].find((l) =>
    l.textContent?.trim().startsWith(labelText),
  );
  return /** @type {HTMLLabelElement | undefined} */ (label)?.htmlFor ?? '';
};

/** @param {EnginePage} page */
async function fieldSelectors(page) {
  const { fields } = form;
  /** @param {string} label */
  const selector = async (label) => {
    const id = await page.evaluate(controlId, label);
    assert.ok(id, `a control labelled ${label}`);
    return `[id="${id}"]`;
  };
  return {
    name: await selector(fields.name.label),
    email: await selector(fields.email.label),
    phone: await selector(fields.phone.label),
    subject: await selector(fields.subject.label),
    message: await selector(fields.message.label),
  };
}

const valuesOf = (/** @type {Record<string, string>} */ selectors) =>
  Object.fromEntries(
    Object.entries(selectors).map(([name, selector]) => [
      name,
      /** @type {HTMLInputElement | null} */ (document.querySelector(selector))?.value ?? null,
    ]),
  );

/**
 * The pages the right-to-left check opens: every page and the 404 of each right-to-left language
 * (the build's left-to-right pages are Playwright's, tests/e2e/rtl.spec.ts). A language's 404 is
 * seen at a missing path for the default (the server answers its 404.html) and as its own
 * 404.html for another (which each host answers under its prefix).
 */
const DIRECTION_PAGES = LANGUAGES.filter((language) => language.dir === 'rtl').flatMap(
  (language) => [
    ...sitePages.map(({ href }) => ({
      language,
      name: href,
      path: `${language.prefix}${routeUrl(href)}`,
    })),
    // The default language's pages of each kind content/ makes.
    ...(language.isDefault ? contentPages.map((path) => ({ language, name: path, path })) : []),
    {
      language,
      name: '404',
      path: language.isDefault ? NOT_FOUND_PATH : `${language.prefix}/404.html`,
    },
  ],
);

// In the page: its language and direction, where the header's brand and the rest of its bar end,
// the right edge of the bar's content box, and how far the page scrolls sideways.
const directionLayout = () => {
  const html = document.documentElement;
  const bar = /** @type {HTMLElement} */ (
    document.querySelector('body > header')?.firstElementChild
  );
  const style = getComputedStyle(bar);
  const rect = bar.getBoundingClientRect();
  const [brand, ...rest] = [...bar.children]
    .map((child) => child.getBoundingClientRect())
    .filter((box) => box.width > 0);
  return {
    lang: html.lang,
    dir: html.dir,
    brandIsLink: bar.firstElementChild?.tagName === 'A',
    barEnd: rect.right - parseFloat(style.paddingRight),
    brand: { left: brand?.left ?? 0, right: brand?.right ?? 0 },
    restRight: rest.map((box) => box.right),
    overflow: html.scrollWidth - html.clientWidth,
  };
};

/** @type {Check[]} */
export const CHECKS = [
  {
    name: 'routes render and hydrate with a clean console',
    async run({ open }) {
      const page = await open(PHONE);
      for (const url of ROUTES) {
        await openHydrated(page, url);
        const h1 = await page.evaluate(() => document.querySelectorAll('main h1').length);
        assert.equal(h1, 1, `one h1 on ${url}`);
      }
      await expectNoErrors(page);
    },
  },
  {
    name: 'routes without JavaScript render their content',
    async run({ open }) {
      const page = await open({ ...PHONE, javaScript: false });
      for (const url of ROUTES) {
        await page.goto(url);
        const state = await page.evaluate(
          (attribute) => ({
            h1: document.querySelector('main h1')?.textContent?.trim() ?? '',
            hydrated: document.documentElement.hasAttribute(attribute),
          }),
          HYDRATED_ATTRIBUTE,
        );
        assert.ok(state.h1, `an h1 on ${url}`);
        assert.equal(state.hydrated, false, 'no script ran');
      }
    },
  },
  {
    name: 'search finds a page as the visitor types, on a phone',
    skip: searched ? undefined : 'the build has no search index (NEXT_PUBLIC_SEARCH)',
    async run({ open, shot }) {
      if (!searched) return;
      const page = await open(PHONE);
      await openHydrated(page, '/search/');
      await page.click('main input[type=search]');
      await page.type(searched.word);
      // Pagefind's script and WebAssembly load on the first keystroke, then the results appear.
      await page.waitFor(
        `a result titled "${searched.title}"`,
        (title) =>
          [...document.querySelectorAll('main li h2')].some(
            (heading) => heading.textContent?.trim() === title,
          ),
        searched.title,
      );
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      assert.equal(overflow, 0, 'no sideways scroll with the results');
      await shot(page, 'search-375', true);
      await expectNoErrors(page);
      await page.close();
    },
  },
  {
    name: 'the pages content/ makes render at a phone and a desktop width, with and without JavaScript',
    skip: madePages.length > 0 ? undefined : 'content/ makes no page and gives Home no section',
    async run({ open, shot, screenshots }) {
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await open(viewport);
        for (const path of madePages) {
          await openHydrated(page, path);
          const layout = await page.evaluate(() => ({
            h1: document.querySelectorAll('main h1').length,
            overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          }));
          assert.deepEqual(layout, { h1: 1, overflow: 0 }, `${path} at ${viewport.width} px`);
          // The whole page at rest, to be looked at: every image loaded, every card in place.
          if (screenshots) {
            await page.evaluate(loadImagesNow);
            await page.waitFor('every image loaded', imagesComplete);
            await page.evaluate(finishAnimations);
          }
          const name = path === '/' ? 'home' : path.slice(1, -1).replaceAll('/', '-');
          await shot(page, `${name}-${viewport.width}`, true);
        }
        await expectNoErrors(page);
        await page.close();
      }
      const page = await open({ ...PHONE, javaScript: false });
      for (const path of madePages) {
        await page.goto(path);
        const state = await page.evaluate(
          (attribute) => ({
            h1: document.querySelector('main h1')?.textContent?.trim() ?? '',
            hydrated: document.documentElement.hasAttribute(attribute),
          }),
          HYDRATED_ATTRIBUTE,
        );
        assert.ok(state.h1, `an h1 on ${path} without JavaScript`);
        assert.equal(state.hydrated, false, 'no script ran');
      }
    },
  },
  {
    name: 'header is transparent at the top and translucent past 10 px',
    once: true,
    async run({ open, shot }) {
      for (const viewport of [PHONE, TABLET, DESKTOP]) {
        const page = await open(viewport);
        await openHydrated(page, '/about/');
        await page.evaluate(makeTall);
        await page.waitFor('data-scrolled=false', headerScrolled, 'false');
        await page.evaluate(settleHeader);
        expectTransparent(await page.evaluate(headerLook), `at the top (${viewport.width})`);
        await shot(page, `header-top-${viewport.width}`);
        await scrollTo(page, 10);
        await page.evaluate(settleHeader);
        expectTransparent(await page.evaluate(headerLook), `at 10 px (${viewport.width})`);
        await scrollTo(page, 400);
        await page.waitFor('data-scrolled=true', headerScrolled, 'true');
        await page.evaluate(settleHeader);
        const look = await page.evaluate(headerLook);
        expectTranslucent(look, `past 10 px (${viewport.width})`);
        assert.equal(look.position, 'fixed');
        assert.equal(look.top, 0);
        await shot(page, `header-scrolled-${viewport.width}`);
        await scrollTo(page, 0);
        await page.waitFor('data-scrolled=false', headerScrolled, 'false');
        await page.close();
      }
    },
  },
  {
    name: 'header without JavaScript is transparent at the top and never a bar over the text',
    once: true,
    async run({ open, shot }) {
      const page = await open({ ...DESKTOP, javaScript: false });
      await page.goto('/about/');
      await page.evaluate(makeTall);
      await page.evaluate(settleHeader);
      expectTransparent(await page.evaluate(headerLook), 'at the top without JavaScript');
      await shot(page, 'header-top-nojs-1280');
      // Scrolled as a visitor does: WebKit without JavaScript moves no scroll timeline for a
      // scroll made by the driver's script.
      await page.press('PageDown');
      await page
        .waitFor('the header to follow the scroll', () => {
          const header = /** @type {HTMLElement} */ (document.querySelector('body > header'));
          if (window.scrollY <= 11) return false;
          return CSS.supports('animation-timeline: scroll()')
            ? header.getAnimations().every((a) => a.playState === 'finished')
            : header.getBoundingClientRect().bottom <= 0;
        })
        // What it shows instead is asserted below.
        .catch(() => {});
      const look = await page.evaluate(headerLook);
      if (look.scrollTimelines) {
        // The scroll-driven animation follows the page.
        expectTranslucent(look, 'past 10 px without JavaScript');
        assert.equal(look.position, 'fixed');
      } else {
        // Nothing follows the scroll position: the header scrolled away with the page.
        expectTransparent(look, 'past 10 px without JavaScript');
        assert.ok(look.bottom <= 0, `header scrolled out of view (bottom ${look.bottom})`);
      }
      await shot(page, 'header-scrolled-nojs-1280');
    },
  },
  {
    name: 'header before hydration is fixed and follows the scroll; hydration moves nothing',
    once: true,
    async run({ open, shot }) {
      const page = await open(PHONE);
      await page.goto(`/about/?${HOLD_SCRIPTS}`);
      await page.evaluate(makeTall);
      /** @type {HeaderLook | undefined} */
      let before;
      for (const y of [11, 400, 0, 400]) {
        const when = `at ${y} px before hydration`;
        await scrollTo(page, y);
        await page.evaluate(scrollEventsDispatched);
        await page.evaluate(settleHeader);
        before = await page.evaluate(headerLook);
        assert.equal(await page.evaluate(isHydrated, HYDRATED_ATTRIBUTE), false, when);
        if (y > 10) expectTranslucent(before, when);
        else expectTransparent(before, when);
        assert.deepEqual(
          { position: before.position, top: before.top },
          { position: 'fixed', top: 0 },
          `header fixed at the top ${when}`,
        );
        await shot(page, `header-before-hydration-${y}-375`);
      }
      await page.evaluate(() => /** @type {any} */ (window).__releaseScripts());
      await hydrated(page);
      await page.evaluate(scrollEventsDispatched);
      // Read without settling: a transition hydration started would show half-way.
      assert.deepEqual(await page.evaluate(headerLook), before, 'the header as it was');
      assert.equal(await page.evaluate(headerTransitions), 0, 'no transition started');
      await expectNoErrors(page);
    },
  },
  {
    name: 'menu opens by click, Tab moves into it, Escape closes it and returns focus',
    async run({ open, shot }) {
      const page = await open(PHONE);
      await openHydrated(page, '/about/');
      await page.click('header button[aria-controls]');
      await page.waitFor('the menu open', menuExpanded, 'true');
      const state = await page.evaluate(menuState);
      assert.equal(state.label, headerCopy.closeMenu);
      await page.waitFor(
        'every menu link visible',
        (labels) => {
          const toggle = document.querySelector('header button[aria-controls]');
          const panel = document.getElementById(toggle?.getAttribute('aria-controls') ?? '');
          const shown = [...(panel?.querySelectorAll('a') ?? [])].filter(
            (a) =>
              getComputedStyle(a).visibility === 'visible' && a.getBoundingClientRect().height > 0,
          );
          return JSON.stringify(shown.map((a) => a.textContent?.trim())) === JSON.stringify(labels);
        },
        menuLabels,
      );
      await page.evaluate(animationsEnded);
      await shot(page, 'menu-open-375');
      await page.press('Tab');
      const first = await page.evaluate(focused);
      assert.deepEqual(
        { inMenu: first.inMenu, text: first.text },
        { inMenu: true, text: siteNavigation[0]?.label },
        'Tab after clicking the menu button moves to the first menu link',
      );
      await page.press('Escape');
      await page.waitFor('the menu closed', menuExpanded, 'false');
      assert.equal((await page.evaluate(focused)).isToggle, true, 'focus back on the menu button');
      await expectNoErrors(page);
    },
  },
  {
    name: 'menu without JavaScript opens and closes as a popover',
    async run({ open }) {
      const page = await open({ ...PHONE, javaScript: false });
      await page.goto('/about/');
      await page.click('header button[aria-controls]');
      const opened = await page.evaluate(menuState);
      assert.equal(opened.open, true, 'open after a click');
      assert.deepEqual(opened.visibleLinks, menuLabels);
      await page.press('Escape');
      assert.equal((await page.evaluate(menuState)).open, false, 'closed on Escape');
      await page.click('header button[aria-controls]');
      await page.click('header button[aria-controls]');
      assert.equal((await page.evaluate(menuState)).open, false, 'closed by the toggle');
    },
  },
  {
    name: "a story's photo opens large in a dialog: arrows step, Escape closes, focus returns",
    skip: GALLERY_PAGE ? undefined : 'no story of content/stories/ shows a gallery',
    async run({ engine, open, shot }) {
      for (const [viewport, theme] of themed([PHONE, DESKTOP])) {
        const page = await open(viewport);
        await openThemed(page, GALLERY_PAGE ?? '/', theme);
        // Said, not asserted: where the engine lacks invoker commands, the layout's script opens
        // and closes the dialogs (lib/browser/inline-scripts/gallery-dialog.mjs).
        const invokers = await page.evaluate(() => 'command' in HTMLButtonElement.prototype);
        if (viewport === DESKTOP && theme === 'light')
          console.log(
            `engines: ${engine} opens the gallery by ${invokers ? 'invoker commands' : 'its script'}`,
          );
        const before = await page.evaluate(openDialog);
        assert.equal(before.id, '', 'no photo open with the page');
        await page.click(`[${GALLERY_ATTRIBUTES.gallery}] li:first-child button`);
        await page.waitFor('the first photo open and loaded', () =>
          [...document.querySelectorAll('dialog[open] img')].some(
            (image) =>
              image instanceof HTMLImageElement && image.complete && image.naturalWidth > 0,
          ),
        );
        const first = await page.evaluate(openDialog);
        assert.equal(first.focusInside, true, 'the focus in the dialog');
        // Decoded, so the picture shows in the screenshot (it decodes off the main thread).
        await page.evaluate(() =>
          Promise.all(
            [...document.querySelectorAll('dialog[open] img')].map((image) =>
              image instanceof HTMLImageElement ? image.decode() : undefined,
            ),
          ),
        );
        await shot(page, `gallery-open-${viewport.width}-${theme}`);
        const rtl = await page.evaluate(() => document.documentElement.dir === 'rtl');
        await page.press(rtl ? 'ArrowLeft' : 'ArrowRight');
        const second = await page.waitFor(
          'the next photo open',
          (id) => {
            const shown = document.querySelector('dialog[open]')?.id ?? '';
            return shown !== id ? shown : '';
          },
          first.id,
        );
        assert.notEqual(second, '', 'another photo open');
        await page.press('Escape');
        await page.waitFor('the dialog closed', () => !document.querySelector('dialog[open]'));
        await page.waitFor('the focus on the photo last shown', openerFocused, second);
        await expectNoErrors(page);
      }
    },
  },
  {
    name: "a text's video: a stand-in until pressed, then its player, asking nothing before",
    skip: VIDEO_PAGE ? undefined : 'no text of content/ shows a video',
    async run({ open, shot }) {
      for (const [viewport, theme] of themed([PHONE, DESKTOP])) {
        const page = await open(viewport);
        await openThemed(page, VIDEO_PAGE ?? '/', theme);
        await page.evaluate(
          (embed) => document.querySelector(`[${embed}]`)?.scrollIntoView({ block: 'center' }),
          EMBED_ATTRIBUTES.embed,
        );
        await page.waitFor(
          'the poster, where it has one',
          (embed) =>
            [...document.querySelectorAll(`[${embed}] img`)].every(
              (image) => image instanceof HTMLImageElement && image.complete,
            ),
          EMBED_ATTRIBUTES.embed,
        );
        assert.deepEqual(await page.evaluate(playerSources), [], 'no player before the press');
        await shot(page, `video-before-${viewport.width}-${theme}`);
        await page.click(`[${EMBED_ATTRIBUTES.load}]`);
        const played = await page.waitFor(
          'the player',
          () => document.querySelector('iframe')?.src ?? '',
        );
        assert.equal(new URL(played).origin, VIDEO_ORIGIN, "the player from the video's site");
        await page.waitFor(
          'the stand-in gone',
          (standIn) => document.querySelector(`[${standIn}]`)?.getClientRects().length === 0,
          EMBED_ATTRIBUTES.standIn,
        );
        await shot(page, `video-after-${viewport.width}-${theme}`);
      }
    },
  },
  {
    name: "a story's photos without JavaScript: each a link to its largest file",
    skip: GALLERY_PAGE ? undefined : 'no story of content/stories/ shows a gallery',
    async run({ open }) {
      const page = await open({ ...DESKTOP, javaScript: false });
      await page.goto(GALLERY_PAGE ?? '/');
      const shown = await page.evaluate((attribute) => {
        const gallery = document.querySelector(`[${attribute}]`);
        const visible = (/** @type {Element} */ element) => element.getClientRects().length > 0;
        return {
          photos: gallery?.querySelectorAll('li').length ?? 0,
          links: [...(gallery?.querySelectorAll('a[href*="/media/"]') ?? [])].filter(visible)
            .length,
          buttons: [...(gallery?.querySelectorAll('button[command="show-modal"]') ?? [])].filter(
            visible,
          ).length,
        };
      }, GALLERY_ATTRIBUTES.gallery);
      assert.equal(shown.links, shown.photos, 'a link per photo');
      assert.equal(shown.buttons, 0, 'no button that needs a script');
    },
  },
  {
    name: 'contact form explains empty fields, keeps a draft and confirms the send',
    async run({ open, shot, screenshots }) {
      for (const viewport of [PHONE, TABLET]) {
        if (screenshots) {
          const page = await open(viewport);
          await openHydrated(page, '/contact/');
          const f = await fieldSelectors(page);
          await page.evaluate(
            (s) => document.querySelector(s)?.scrollIntoView({ block: 'center' }),
            f.subject,
          );
          await shot(page, `contact-${viewport.width}`);
          await page.close();
        }
      }
      const page = await open(DESKTOP);
      await openHydrated(page, '/contact/');
      const f = await fieldSelectors(page);
      const submit = 'main form button[type="submit"]';
      await page.click(submit);
      await page.waitFor(
        'every field explained',
        (texts) =>
          texts.every((/** @type {string} */ t) =>
            document.querySelector('main')?.innerText.includes(t),
          ),
        [
          form.errors.nameRequired,
          form.errors.emailRequired,
          form.errors.subjectRequired,
          form.errors.messageRequired,
        ],
      );
      assert.equal(
        await page.evaluate((s) => document.activeElement === document.querySelector(s), f.name),
        true,
        'the first invalid field focused',
      );

      await page.type('Ada Lovelace');
      await page.click(f.email);
      await page.type('ada@example.com');
      await page.click(f.phone);
      await page.type('+44 20 7946 0000');
      await page.press('Tab');
      await page.press('ArrowDown');
      await page.press('Tab');
      await page.type('We need a new website.');
      const typed = await page.evaluate(valuesOf, f);
      assert.equal(typed.subject, form.subjects[0]?.value, 'ArrowDown chose the first subject');
      await shot(page, 'contact-1280');

      await openHydrated(page, '/contact/');
      await page.waitFor(
        'the draft restored',
        (s) => /** @type {HTMLInputElement} */ (document.querySelector(s))?.value !== '',
        f.message,
      );
      const restored = await page.evaluate(valuesOf, f);
      assert.deepEqual(
        { name: restored.name, subject: restored.subject, message: restored.message },
        { name: typed.name, subject: typed.subject, message: typed.message },
        'draft kept across a reload',
      );

      await page.click(submit);
      await page.waitFor(
        'the success toast',
        (text) => document.body.innerText.includes(text),
        form.success.title,
      );
      assert.equal(
        await page.evaluate((t) => document.body.innerText.includes(t), form.success.description),
        true,
      );
      await page.waitFor(
        'the form reset',
        (s) => /** @type {HTMLInputElement} */ (document.querySelector(s))?.value === '',
        f.name,
      );
      await expectNoErrors(page);
    },
  },
  {
    name: 'subject select looks like the other fields',
    once: true,
    async run({ open }) {
      const page = await open(DESKTOP);
      await openHydrated(page, '/contact/');
      const f = await fieldSelectors(page);
      const look = await page.evaluate(
        (select, input) => {
          /** @param {string} selector */
          const styleOf = (selector) => {
            const element = /** @type {HTMLElement} */ (document.querySelector(selector));
            const s = getComputedStyle(element);
            return {
              appearance: s.appearance || s.getPropertyValue('-webkit-appearance'),
              height: Math.round(element.getBoundingClientRect().height),
              border: `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`,
              radius: s.borderTopLeftRadius,
              background: s.backgroundColor,
              paddingLeft: s.paddingLeft,
              font: `${s.fontSize} ${s.fontFamily}`,
            };
          };
          return { select: styleOf(select), input: styleOf(input) };
        },
        f.subject,
        f.email,
      );
      assert.equal(look.select.appearance, 'none', 'no native look');
      const { select, input } = look;
      assert.ok(
        Math.abs(select.height - input.height) <= 1,
        `heights ${select.height} and ${input.height}`,
      );
      assert.deepEqual(
        { ...select, appearance: '', height: 0 },
        { ...input, appearance: '', height: 0 },
        'same border, radius, background, padding, font',
      );
    },
  },
  {
    name: 'unknown path answers 404 with the not-found page',
    async run({ open, site }) {
      const page = await open(PHONE);
      site.clearLog();
      await openHydrated(page, NOT_FOUND_PATH);
      const answer = site.log.find((r) => r.path === NOT_FOUND_PATH);
      assert.equal(answer?.status, 404);
      const text = await page.evaluate(() => document.querySelector('main')?.innerText ?? '');
      assert.ok(text.includes(notFoundCopy.title), 'the not-found title');
      const home = await page.evaluate(
        (label) =>
          [...document.querySelectorAll('main a')]
            .find((a) => a.textContent?.trim() === label)
            ?.getAttribute('href'),
        notFoundCopy.homeLabel,
      );
      assert.equal(home, '/');
      // The page's own logger, and an engine's note of the 404 answer itself.
      await expectNoErrors(page, ['404']);
    },
  },
  {
    name: 'a first visit fetches the font once hydrated; the second paints in it with no request',
    once: true,
    async run({ open, site }) {
      const page = await open(DESKTOP);
      site.clearLog();
      await openHydrated(page, '/');
      await page.waitFor(
        'the font cached',
        (key) => localStorage.getItem(key)?.endsWith('.woff2'),
        FONT_STORAGE_KEY,
      );
      const fonts = () => site.log.filter((r) => r.path.endsWith('.woff2'));
      assert.equal(fonts().length, 1, 'one font request on the first visit');
      const faces = await page.evaluate(() =>
        [...document.fonts].filter((f) => f.family === 'inter').map((f) => f.status),
      );
      assert.deepEqual(faces, [], 'the face is never applied on a first visit');

      site.clearLog();
      await openHydrated(page, '/services/');
      await page.waitFor('the font applied', () =>
        [...document.fonts].some((f) => f.family === 'inter' && f.status === 'loaded'),
      );
      assert.deepEqual(
        fonts().map((r) => `${r.status} ${r.path}`),
        [],
        'no font request on the second visit',
      );
      await expectNoErrors(page);
    },
  },
  {
    name: 'pictures load and are not distorted',
    async run({ open }) {
      const page = await open(DESKTOP);
      for (const url of ['/', '/portfolio/', '/about/']) {
        await openHydrated(page, url);
        const count = await page.evaluate(() => document.querySelectorAll('main img').length);
        for (let i = 0; i < count; i++) {
          await page.evaluate(
            (n) =>
              document
                .querySelectorAll('main img')
                [n]?.scrollIntoView({ block: 'center', behavior: 'instant' }),
            i,
          );
          const picture = await page.waitFor(
            `picture ${i} on ${url} loaded`,
            (n) => {
              const img = /** @type {HTMLImageElement} */ (
                document.querySelectorAll('main img')[n]
              );
              if (!img.complete || img.naturalWidth === 0) return null;
              const { width, height } = img.getBoundingClientRect();
              return {
                src: img.currentSrc,
                fit: getComputedStyle(img).objectFit,
                drawn: width / height,
                natural: img.naturalWidth / img.naturalHeight,
              };
            },
            i,
          );
          if (picture?.fit === 'fill') {
            assert.ok(
              Math.abs(picture.drawn / picture.natural - 1) < 0.02,
              `${picture.src} drawn at ${picture.drawn.toFixed(3)}, is ${picture.natural.toFixed(3)}`,
            );
          }
        }
      }
      await expectNoErrors(page);
    },
  },
  {
    name: 'axe finds no WCAG 2.2 A/AA violations (pages, 404, open menu)',
    async run({ open }) {
      const page = await open(PHONE);
      /** @param {string} where */
      const audit = async (where) => {
        await page.evaluate(animationsEnded);
        if (!(await page.evaluate(() => 'axe' in window))) await page.addScript(axeSource);
        const violations = await page.evaluate(async (tags) => {
          const w = /** @type {any} */ (window);
          const result = await w.axe.run(document, { runOnly: { type: 'tag', values: tags } });
          return result.violations.map(
            (/** @type {any} */ v) =>
              `${v.id} (${v.impact}): ${v.nodes.map((/** @type {any} */ n) => n.target.join(' ')).join(', ')}`,
          );
        }, WCAG_TAGS);
        assert.deepEqual(violations, [], `axe on ${where}`);
      };
      for (const url of [...new Set([...ROUTES, ...careersPages]), NOT_FOUND_PATH]) {
        await openHydrated(page, url);
        await audit(url);
      }
      await openHydrated(page, '/about/');
      await page.click('header button[aria-controls]');
      await page.waitFor('the menu open', menuExpanded, 'true');
      await audit('the open menu');
    },
  },
  {
    name: "right-to-left pages: direction, the brand at the line's start, no sideways scroll",
    skip: LANGUAGES.some((language) => language.dir === 'rtl')
      ? undefined
      : 'the build has no right-to-left language (content/languages.mjs)',
    async run({ open, shot, screenshots }) {
      for (const viewport of [PHONE, TABLET, DESKTOP]) {
        // The layout as the HTML and the stylesheet make it, without a script: what the first
        // paint shows, and what hydration must not move (the header check above).
        const page = await open({ ...viewport, javaScript: false });
        for (const { language, name, path } of DIRECTION_PAGES) {
          const where = `${path} at ${viewport.width} px`;
          await page.goto(path);
          // Firefox's driver may return from a navigation while the last page is still shown.
          await page.waitFor(
            `${path} loaded`,
            (expected) => location.pathname === expected && document.readyState === 'complete',
            new URL(path, 'http://localhost').pathname,
          );
          const layout = await page.evaluate(directionLayout);
          assert.deepEqual(
            { lang: layout.lang, dir: layout.dir, brandIsLink: layout.brandIsLink },
            { lang: language.locale, dir: language.dir, brandIsLink: true },
            where,
          );
          const { brand, restRight, barEnd } = layout;
          assert.ok(Math.abs(brand.right - barEnd) <= 1, `${where}: brand at the bar's right edge`);
          assert.ok(
            restRight.every((right) => right <= brand.left),
            `${where}: the rest of the bar left of the brand`,
          );
          assert.equal(layout.overflow, 0, `${where}: no sideways scroll`);
          // The whole page at rest, to be looked at: every image loaded, every card in place.
          if (screenshots) {
            await page.evaluate(loadImagesNow);
            await page.waitFor('every image loaded', imagesComplete);
            await page.evaluate(finishAnimations);
          }
          await shot(
            page,
            `direction-${language.code}-${name === '/' ? 'home' : name.replace(/\//g, '')}-${viewport.width}`,
            true,
          );
        }
        await expectNoErrors(page, ['404']);
        await page.close();
      }
    },
  },
];
