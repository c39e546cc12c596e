// @ts-check
// The static hosts' own rule engines, run here over a copy of out/ pruned as each host's deploy
// prunes it (scripts/host-files.mjs), for tests/e2e/host-rules.spec.ts or a look by hand:
// - Cloudflare Pages: `wrangler pages dev` on workerd, Cloudflare's runtime, offline (no login, no
//   metrics, no update check, no cf.json fetch).
// - Netlify: Netlify's own parsers for _headers and netlify.toml and its redirect matcher
//   (netlify-redirector, the WebAssembly engine `netlify dev` runs) behind a small server that
//   looks files up as Netlify does. netlify-cli itself (420 MB) adds nothing these do not decide,
//   and its dev server overwrites Cache-Control.
// Vercel has no local runtime that runs without an account.
// Usage: node tests/harness/host-runtimes.mjs <cloudflare-pages|netlify> [outDir]
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, normalize, resolve } from 'node:path';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import redirector from 'netlify-redirector';
import { contentType } from '../content-type.mjs';
import { pruneOutput, revalidateCache } from '../../scripts/build/host-config.mjs';
import { freePort } from './free-port.mjs';
import { linkTree } from './link-tree.mjs';
import { OWN_GROUP, stopTree } from './process-tree.mjs';
import { untilReady } from './tool-start.mjs';

const ROOT = join(import.meta.dirname, '..', '..');
const WRANGLER = join(ROOT, 'node_modules/wrangler/bin/wrangler.js');
// workerd refuses a date newer than its own build, and wrangler's default is today's date.
const COMPATIBILITY_DATE = '2026-04-01';

/** @typedef {{ origin: string, stop: () => Promise<void> }} Runtime */

/**
 * out/ as the host's deploy publishes it: hard links (no copy of the bytes), pruned for the host.
 * @param {string} outDir
 * @param {import('../../scripts/build/host-config.mjs').HostName} host
 */
function deployCopy(outDir, host) {
  const work = mkdtempSync(join(tmpdir(), `${host}-`));
  const site = join(work, 'site');
  linkTree(resolve(outDir), site);
  pruneOutput(site, host);
  return { work, site };
}

/**
 * `wrangler pages dev` over out/ pruned for Cloudflare Pages.
 * @param {string} outDir
 * @returns {Promise<Runtime>}
 */
async function startCloudflarePages(outDir) {
  const { work, site } = deployCopy(outDir, 'cloudflare-pages');
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const child = spawn(
    process.execPath,
    [
      ...[WRANGLER, 'pages', 'dev', site, '--ip', '127.0.0.1', '--port', String(port)],
      ...['--inspector-port', String(inspectorPort), '--compatibility-date', COMPATIBILITY_DATE],
      ...['--persist-to', join(work, 'state'), '--show-interactive-dev-session=false'],
    ],
    {
      // wrangler writes its logs and .wrangler/ under HOME and the working folder.
      cwd: work,
      env: {
        ...process.env,
        HOME: work,
        XDG_CONFIG_HOME: join(work, '.config'),
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_SEND_ERROR_REPORTS: 'false',
        WRANGLER_HIDE_BANNER: 'true',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        CI: 'true',
        NO_COLOR: '1',
      },
      // wrangler starts workerd and esbuild, and all of them stop together.
      ...OWN_GROUP,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let log = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (log += chunk));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      stopTree(child);
      await exited;
    }
    rmSync(work, { recursive: true, force: true });
  };
  try {
    // Any answer at all: it serves.
    await untilReady(child, 'wrangler', () =>
      fetch(`${origin}/`, { redirect: 'manual' }).then(
        (response) => response.arrayBuffer().then(() => true),
        () => false,
      ),
    );
  } catch (error) {
    await stop();
    throw error;
  }
  // A rule Cloudflare refuses is a warning in its log, and the file's other rules go with it.
  const refused = log.split('\n').filter((line) => /invalid|Valid status|ignored/i.test(line));
  if (refused.length > 0) {
    await stop();
    throw new Error(`Cloudflare refused rules:\n${refused.join('\n')}`);
  }
  return { origin, stop };
}

/**
 * Netlify's rules over out/ pruned for Netlify, with the project's netlify.toml.
 * @param {string} outDir
 * @returns {Promise<Runtime>}
 */
async function startNetlify(outDir) {
  const { work, site } = deployCopy(outDir, 'netlify');
  const netlifyConfigPath = join(ROOT, 'netlify.toml');
  const options = { netlifyConfigPath, minimal: false };
  const redirects = await parseAllRedirects({
    ...options,
    redirectsFiles: [join(site, '_redirects')],
    configRedirects: [],
  });
  const headers = await parseAllHeaders({
    ...options,
    headersFiles: [join(site, '_headers')],
    configHeaders: [],
  });
  // Not minimal: every rule comes with the expression it matches paths with.
  const headerRules = /** @type {import('@netlify/headers-parser').Header[]} */ (headers.headers);
  const errors = [...redirects.errors, ...headers.errors].map((error) => error.message);
  if (errors.length > 0) throw new Error(`Netlify refused rules:\n${errors.join('\n')}`);
  // The rule objects as netlify-cli hands them to the matcher.
  const parsed = /** @type {{ from: string, query: object, conditions: object }[]} */ (
    redirects.redirects
  );
  const rules = parsed.map(({ from, query, conditions, ...rule }) => ({
    ...rule,
    origin: from,
    params: query,
    conditions,
  }));
  const matcher = await redirector.parseJSON(JSON.stringify(rules), {});

  /** Netlify's lookup: the file itself, else the folder's index.html. @param {string} path */
  const fileFor = (path) => {
    const relative = normalize(decodeURIComponent(path)).replace(/^\/+/, '');
    if (relative.startsWith('..')) return undefined;
    return [relative, join(relative, 'index.html')]
      .map((candidate) => join(site, candidate))
      .find((file) => existsSync(file) && statSync(file).isFile());
  };

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://netlify.local').pathname;
    const rule = matcher.match({
      scheme: 'http',
      host: 'netlify.local',
      path,
      query: '',
      getHeader: () => '',
      getCookie: () => '',
    });
    const file = fileFor(path);
    /** @type {[number, string | undefined]} */
    let [status, served] = file ? [200, file] : [404, undefined];
    if (rule && (rule.force || !file)) {
      if (rule.status >= 300 && rule.status < 400) {
        response.writeHead(rule.status, { location: rule.to }).end();
        return;
      }
      served = fileFor(rule.to);
      status = served ? rule.status : 404;
    }
    served ??= fileFor('/404.html');
    // Headers follow the address asked for, as on Netlify, whatever file answers it.
    /** @type {Record<string, string>} */
    const values = {};
    for (const rule of headerRules.filter(({ forRegExp }) => forRegExp.test(path))) {
      for (const [name, value] of Object.entries(rule.values)) values[name.toLowerCase()] = value;
    }
    response.writeHead(status, {
      // Netlify's own default for a file no rule names.
      'cache-control': revalidateCache,
      ...values,
      'content-type': contentType(served ?? ''),
    });
    response.end(request.method === 'HEAD' || !served ? undefined : readFileSync(served));
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
  const address = server.address();
  return {
    origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    stop: async () => {
      await new Promise((done) => server.close(done));
      rmSync(work, { recursive: true, force: true });
    },
  };
}

const RUNTIMES = { 'cloudflare-pages': startCloudflarePages, netlify: startNetlify };

/** Starts the host named on the command line and keeps it until Ctrl-C. */
async function main() {
  const host = process.argv[2] ?? '';
  if (!Object.hasOwn(RUNTIMES, host)) {
    throw new Error(`usage: host-runtimes.mjs <${Object.keys(RUNTIMES).join('|')}> [outDir]`);
  }
  const start = RUNTIMES[/** @type {keyof typeof RUNTIMES} */ (host)];
  const runtime = await start(process.argv[3] ?? 'out');
  console.log(`host-runtimes: ${host} at ${runtime.origin} (Ctrl-C stops it)`);
  const stop = () => runtime.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error) => {
  console.error(`host-runtimes: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
