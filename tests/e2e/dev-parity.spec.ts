import { spawn, type ChildProcess } from 'node:child_process';
import type { Browser } from '@playwright/test';
import { loadEnvConfig } from '@next/env';
import { OTHER_LANGUAGES } from '@/lib/content/languages.mjs';
import { freePort } from '@/scripts/dev/languages.mjs';
import { expect, test } from './fixtures';
import { searchCopy } from '@/content/search';
import { SEARCH_ATTRIBUTE } from '@/lib/settings/search.mjs';
import { escapeRegExp } from './content';

// `npm run dev` shows what the build ships: the same pages, read by a visitor, in both schemes.
// The development server compiles each page on its first request, which takes a while.
test.describe.configure({ mode: 'serial', timeout: 240_000 });

// Home, the page with the form (its fields' colours), an address no page has and, where the site has
// another language, its Home, which a development server of its own serves.
const [otherLanguage] = OTHER_LANGUAGES;
const PAGES = [
  '/',
  '/contact/',
  '/no-such-page/',
  ...(otherLanguage ? [`${otherLanguage.prefix}/`] : []),
];
const SCHEMES = ['light', 'dark'] as const;

/** What a visitor sees of a page: its words, links, pictures and colours. */
const seen = () => {
  const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const colours = (selector: string) => {
    const element = document.querySelector(selector);
    if (!element) return null;
    const style = getComputedStyle(element);
    return [style.color, style.backgroundColor, style.borderColor];
  };
  const main = document.querySelector('main');
  return {
    title: document.title,
    headings: [...document.querySelectorAll('h1, h2, h3')].map(text),
    links: [...document.querySelectorAll('a[href]')].map((link) => [
      text(link) || link.getAttribute('aria-label'),
      link.getAttribute('href'),
    ]),
    images: [...document.querySelectorAll('img')].map((image) => [
      image.alt,
      image.getAttribute('src'),
    ]),
    colours: {
      page: colours('body'),
      heading: colours('h1'),
      header: colours('header a'),
      main: main && getComputedStyle(main).color,
      field: colours('input, select, textarea'),
      button: colours('main a[class*="bg-"], main button'),
    },
  };
};

async function look(browser: Browser, url: string, colorScheme: (typeof SCHEMES)[number]) {
  const context = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    // A page that searches as it opens (the 404, with search on) is seen once its results are in:
    // its script writes the list, then the line that says what it found.
    const status = page.locator(`form[${SEARCH_ATTRIBUTE}] ~ [role="status"]`);
    if ((await status.count()) > 0)
      await expect(status).not.toHaveText(
        new RegExp(`^(|${escapeRegExp(searchCopy.messages.searching)})$`),
      );
    return await page.evaluate(seen);
  } finally {
    await context.close();
  }
}

test.describe('npm run dev', () => {
  test.skip(({ isMobile }) => isMobile, 'the same server at every width');

  let dev: ChildProcess | undefined;
  let origin = '';

  test.beforeAll(async () => {
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    // As an owner starts it, from a shell that has none of the settings the .env files hold (this
    // process read them, for the build): the server must find them itself.
    // Read again (the last argument): the loader hands a later call its first call's files.
    const { loadedEnvFiles } = loadEnvConfig(
      process.cwd(),
      false,
      { info: () => {}, error: () => {} },
      true,
    );
    // Next's loader marks the environment it has read, and reads no file again under that mark.
    const fromFiles = new Set([
      '__NEXT_PROCESSED_ENV',
      ...loadedEnvFiles.flatMap((file) => Object.keys(file.env)),
    ]);
    const env: NodeJS.ProcessEnv = Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !fromFiles.has(name)),
    ) as NodeJS.ProcessEnv;
    dev = spawn(process.execPath, ['scripts/dev.mjs', '--port', String(port)], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...env, NEXT_TELEMETRY_DISABLED: '1' },
    });
    let output = '';
    const listening = new Promise<void>((resolve, reject) => {
      const read = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready in')) resolve();
      };
      dev?.stdout?.on('data', read);
      dev?.stderr?.on('data', read);
      dev?.on('exit', (code) => reject(new Error(`npm run dev ended (${code}):\n${output}`)));
    });
    await listening;
  });

  test.afterAll(() => {
    dev?.kill();
  });

  for (const path of PAGES) {
    test(`${path} is the page the build ships, in light and dark`, async ({ browser, baseURL }) => {
      for (const scheme of SCHEMES) {
        const built = await look(browser, new URL(path, baseURL).href, scheme);
        const served = await look(browser, new URL(path, origin).href, scheme);
        expect(served, `${path} in ${scheme}`).toEqual(built);
      }
    });
  }
});
