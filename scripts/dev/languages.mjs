// @ts-check
// The other languages under `npm run dev`. Each is a build of its own (next.config.mjs swaps in its
// copy, under its own base path), so each needs a development server of its own: this starts one
// on a language's first visit, into a folder of its own (.next-<code>), and hands it every request
// under the language's root, which next.config.mjs's development rewrite sends here. The first
// page takes the time its server needs to start and compile it; the rest are as quick as the
// default's. A change shows on reload (the page's hot reload reaches only the default's server).
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, request } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { languageRoot } from '../../lib/content/languages.mjs';
import { binScript, NEXT_ENV } from '../tools/node-tools.mjs';

/** Where the languages' server is, handed to `next dev` (next.config.mjs); set by dev.mjs alone. */
export const DEV_LANGUAGES_ORIGIN = 'SITE_DEV_LANGUAGES_ORIGIN';

/** A port no one listens on, on 127.0.0.1. */
export async function freePort() {
  const server = createNetServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/**
 * Waits until a server answers, or its process ends.
 * @param {string} origin
 * @param {import('node:child_process').ChildProcess} child
 */
async function answering(origin, child) {
  let ended = false;
  child.once('exit', () => (ended = true));
  for (;;) {
    if (ended) throw new Error(`the server for ${origin} ended`);
    try {
      await fetch(origin, { method: 'HEAD', redirect: 'manual' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * Serves the other languages, each from a `next dev` of its own started on its first request.
 * @param {{
 *   languages: readonly import('../../lib/content/languages.mjs').Language[],
 *   siteBasePath: string,
 *   log: (line: string) => void,
 * }} options
 * @returns {Promise<{ origin: string, close: () => void }>}
 */
export async function serveLanguages({ languages, siteBasePath, log }) {
  /** @type {Map<string, Promise<string>>} */
  const started = new Map();
  /** @type {import('node:child_process').ChildProcess[]} */
  const children = [];

  /** @param {import('../../lib/content/languages.mjs').Language} language */
  const serverOf = (language) => {
    const running = started.get(language.code);
    if (running) return running;
    const starting = (async () => {
      const port = await freePort();
      log(
        `dev: starting the server for ${language.code} (${languageRoot(language, siteBasePath)}/)`,
      );
      const child = spawn(process.execPath, [binScript('next'), 'dev', '--port', String(port)], {
        stdio: 'ignore',
        env: {
          ...process.env,
          ...NEXT_ENV,
          SITE_LANGUAGE: language.code,
          NEXT_DIST_DIR: `.next-${language.code}`,
        },
      });
      children.push(child);
      const origin = `http://127.0.0.1:${port}`;
      await answering(origin, child);
      return origin;
    })();
    started.set(language.code, starting);
    return starting;
  };

  const server = createServer(async (incoming, outgoing) => {
    const path = incoming.url ?? '/';
    const language = languages.find((each) => {
      const root = languageRoot(each, siteBasePath);
      return path === root || path.startsWith(`${root}/`);
    });
    if (!language) {
      outgoing.writeHead(404).end();
      return;
    }
    try {
      const origin = await serverOf(language);
      /** @param {string} target */
      const forward = (target) => {
        const forwarded = request(
          new URL(target, origin),
          { method: incoming.method, headers: incoming.headers },
          (answer) => {
            // The rewrite hands over /de for /de/ (it drops an empty path's slash), which the
            // language's server sends back to /de/: the same page, asked for again here.
            if (answer.statusCode === 308 && answer.headers.location === `${target}/`) {
              answer.resume();
              forward(`${target}/`);
              return;
            }
            outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(outgoing);
          },
        );
        forwarded.on('error', () => outgoing.writeHead(502).end());
        forwarded.end();
      };
      forward(path);
    } catch (error) {
      outgoing.writeHead(502).end(error instanceof Error ? error.message : String(error));
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => {
      server.close();
      for (const child of children) child.kill();
    },
  };
}
