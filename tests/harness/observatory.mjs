// @ts-check
// Mozilla's HTTP Observatory, its own published scanner (@mdn/mdn-http-observatory), run against a
// test server: prints its scan as JSON, with one more scan per header named, each taking that
// header out of the answers it receives.
// Usage: node tests/harness/observatory.mjs <https origin> <http origin> [header...]
// Trusting the server's certificate is the caller's (NODE_EXTRA_CA_CERTS, read as Node starts):
// with an unverified one the scanner fails its HSTS and redirection tests, as it would a site's.
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { scan } from '@mdn/mdn-http-observatory';
import { Session } from '@mdn/mdn-http-observatory/src/retriever/session.js';

const [httpsOrigin = '', httpOrigin = '', ...headers] = process.argv.slice(2);

// The scanner reads Chromium's HSTS preload list from a file its install script downloads, which
// this project's installs skip (package.json's allowScripts): an empty list stands in, where there
// is none. The test server's address is in no such list, so the grade is the same with either.
// Renamed into place, so that a scan running beside this one never reads a half-written file.
const preloadList = fileURLToPath(
  new URL('../conf/hsts-preload.json', import.meta.resolve('@mdn/mdn-http-observatory')),
);
if (!existsSync(preloadList)) {
  writeFileSync(`${preloadList}.${process.pid}`, '{}');
  renameSync(`${preloadList}.${process.pid}`, preloadList);
}

// scan() asks its retriever for ports 80 and 443 only, where no test server can listen without
// root. Its sessions are opened through Session.fromUrl: sending those two requests to the test
// server's ports instead leaves everything else to Mozilla's code (the requests that follow, the
// ten tests, the score and the grade), where calling its retriever with ports would mean copying
// the way scan() adds up the score.
const ports = { 'http:': new URL(httpOrigin).port, 'https:': new URL(httpsOrigin).port };
const fromUrl = Session.fromUrl.bind(Session);
/** The header the scan in progress leaves out of every answer ('' for none). */
let leftOut = '';
Session.fromUrl = async (/** @type {URL} */ url, /** @type {object} */ options) => {
  const address = new URL(url);
  address.port = ports[/** @type {'http:' | 'https:'} */ (address.protocol)];
  const session = await fromUrl(address, options);
  if (leftOut) session.response?.headers.delete(leftOut);
  return session;
};

/** @param {Awaited<ReturnType<typeof scan>>} result */
const summary = ({ scan: { grade, score }, tests }) => ({
  grade,
  score,
  tests: Object.fromEntries(
    Object.entries(tests).map(([name, { result, scoreModifier }]) => [
      name,
      { result, scoreModifier },
    ]),
  ),
});

const { hostname } = new URL(httpsOrigin);
const full = summary(await scan(hostname));
/** @type {Record<string, ReturnType<typeof summary>>} */
const without = {};
for (const header of headers) {
  leftOut = header;
  without[header] = summary(await scan(hostname));
}
console.log(JSON.stringify({ ...full, without }));
