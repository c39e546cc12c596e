// @ts-check
// The form service the browser tests send to, at another origin than the site: it records exactly
// what it received and answers as each test asks. The same process serves the JSON build, and the
// Netlify build on a third port, where it takes the form's POSTs to the site itself as Netlify does.
// Usage: node tests/contact-backend/server.mjs   (ports: tests/harness/variants.mjs)
//
// Control (on the backend port, for the tests): POST /__answer {"email", "answer"} sets how the
// message from that address is answered; GET /__received?email=… lists what arrived from it;
// GET /__preflights?path=… lists the CORS preflights that arrived for a path.
//
// As the owner's own endpoint for the ALTCHA build: GET /altcha/challenge hands out a challenge and
// POST /f/altcha verifies the solution with altcha-lib before it takes the message (403 if not).
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, normalize, resolve } from 'node:path';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { ALTCHA_FIELD } from '../../lib/settings/vendors.mjs';
import { contentType } from '../content-type.mjs';
import { TEST_PORTS, VARIANTS } from '../harness/variants.mjs';

/** @typedef {'ok' | 'client-error' | 'server-error' | 'hang' | 'no-cors'} Answer */
/**
 * @typedef {{ method: string, path: string, headers: Record<string, string | string[] | undefined>,
 *   body: string, bytes: number, fields: [string, string][], verified?: boolean }} Received
 */

const ANSWERS = ['ok', 'client-error', 'server-error', 'hang', 'no-cors'];
const MAX_BODY_BYTES = 8 * 1024 * 1024;
// The key the endpoint signs its challenges with; a real one comes from the owner's secrets.
const ALTCHA_SECRET = 'stand-in-altcha-secret';
// Cheap enough for a test, the same work as a real one otherwise.
const ALTCHA_COST = 1_000;

/**
 * Whether a form's ALTCHA field holds a solution to a challenge this endpoint signed.
 * @param {string | undefined} field
 */
async function altchaVerified(field) {
  if (!field) return false;
  try {
    const { challenge, solution } = JSON.parse(Buffer.from(field, 'base64').toString('utf8'));
    const result = await verifySolution({
      challenge,
      solution,
      deriveKey,
      hmacSignatureSecret: ALTCHA_SECRET,
    });
    return result.verified;
  } catch {
    return false;
  }
}

/** @type {Map<string, Answer>} */
const answers = new Map();
/** @type {Map<string, Received[]>} */
const received = new Map();
/** @type {{ path: string, headers: Record<string, string | string[] | undefined> }[]} */
const preflights = [];
/** Requests held open ('hang'), closed when the server stops. */
const held = new Set();

/**
 * The fields a body carries, decoded as its content type says.
 * @param {string} type
 * @param {string} body
 * @returns {[string, string][]}
 */
function decode(type, body) {
  if (type.startsWith('application/json')) {
    try {
      return Object.entries(JSON.parse(body)).map(([name, value]) => [name, String(value)]);
    } catch {
      return [];
    }
  }
  if (type.startsWith('application/x-www-form-urlencoded')) return [...new URLSearchParams(body)];
  return [];
}

/** @param {import('node:http').IncomingMessage} request */
async function readBody(request) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error('body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * @param {import('node:http').ServerResponse} response
 * @param {number} status
 * @param {string} type
 * @param {string} body
 * @param {Record<string, string>} [headers]
 */
function send(response, status, type, body, headers = {}) {
  response.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store', ...headers });
  response.end(body);
}

/**
 * Records a message and answers it as its test asked. A browser that posted the form itself (no
 * JavaScript) asks for HTML and gets a page, as the services show one.
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {Record<string, string>} cors
 */
async function takeMessage(request, response, cors) {
  const raw = await readBody(request);
  const body = raw.toString('utf8');
  const fields = decode(request.headers['content-type'] ?? '', body);
  const email = fields.find(([name]) => name === 'email')?.[1] ?? '';
  const checked = request.url === '/f/altcha';
  const verified = checked
    ? await altchaVerified(fields.find(([name]) => name === ALTCHA_FIELD)?.[1])
    : undefined;
  const entry = {
    method: request.method ?? '',
    path: request.url ?? '',
    headers: request.headers,
    body,
    bytes: raw.length,
    fields,
    ...(checked && { verified }),
  };
  received.set(email, [...(received.get(email) ?? []), entry]);

  // An endpoint that checks ALTCHA refuses what it cannot verify, as the owner's would.
  const answer = checked && !verified ? 'forbidden' : (answers.get(email) ?? 'ok');
  if (answer === 'hang') {
    held.add(response);
    response.on('close', () => held.delete(response));
    return;
  }
  const status = {
    ok: 200,
    'client-error': 422,
    forbidden: 403,
    'server-error': 500,
    'no-cors': 200,
  }[answer];
  // The mistake the tests reproduce: the preflight was answered, the response forgets the header.
  const headers = answer === 'no-cors' ? {} : cors;
  if ((request.headers.accept ?? '').includes('text/html')) {
    const text = status === 200 ? 'Thank you! Your message was received.' : `Error ${status}`;
    send(
      response,
      status,
      'text/html; charset=utf-8',
      `<!doctype html><title>${text}</title><h1>${text}</h1>`,
      headers,
    );
  } else {
    send(response, status, 'application/json', JSON.stringify({ ok: status === 200 }), headers);
  }
}

/** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
async function backend(request, response) {
  const url = new URL(request.url ?? '/', 'http://backend');
  const origin = request.headers.origin;
  /** @type {Record<string, string>} */
  const cors = origin ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : {};
  if (url.pathname === '/__health') return send(response, 200, 'text/plain', 'ok');
  if (url.pathname === '/__answer' && request.method === 'POST') {
    const { email, answer } = JSON.parse((await readBody(request)).toString('utf8'));
    if (!ANSWERS.includes(answer)) return send(response, 400, 'text/plain', `answer: ${ANSWERS}`);
    answers.set(email, answer);
    return send(response, 204, 'text/plain', '');
  }
  if (url.pathname === '/__received') {
    const list = received.get(url.searchParams.get('email') ?? '') ?? [];
    return send(response, 200, 'application/json', JSON.stringify(list));
  }
  if (url.pathname === '/altcha/challenge') {
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: ALTCHA_COST,
      deriveKey,
      hmacSignatureSecret: ALTCHA_SECRET,
      expiresAt: new Date(Date.now() + 10 * 60_000),
    });
    return send(response, 200, 'application/json', JSON.stringify(challenge), cors);
  }
  if (url.pathname === '/__preflights') {
    const list = preflights.filter((p) => p.path === url.searchParams.get('path'));
    return send(response, 200, 'application/json', JSON.stringify(list));
  }
  if (request.method === 'OPTIONS') {
    preflights.push({ path: url.pathname, headers: request.headers });
    return send(response, 204, 'text/plain', '', {
      ...cors,
      'Access-Control-Allow-Methods': 'POST',
      'Access-Control-Allow-Headers': String(
        request.headers['access-control-request-headers'] ?? '',
      ),
    });
  }
  if (request.method === 'POST' && url.pathname.startsWith('/f/')) {
    return takeMessage(request, response, cors);
  }
  send(response, 404, 'text/plain', 'not found');
}

/**
 * A static host for a build folder: /x/ answers x/index.html, unknown paths 404.html with 404.
 * @param {string} dir
 * @param {boolean} takesPosts answer POSTs to any page as Netlify Forms does
 * @returns {import('node:http').RequestListener}
 */
function site(dir, takesPosts) {
  const root = resolve(dir);
  return (request, response) => {
    if (takesPosts && request.method === 'POST') {
      takeMessage(request, response, {}).catch(() =>
        send(response, 413, 'text/plain', 'too large'),
      );
      return;
    }
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://site').pathname);
    let file = normalize(join(root, path));
    if (!file.startsWith(root)) return send(response, 403, 'text/plain', 'forbidden');
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    const found = existsSync(file) && statSync(file).isFile();
    response.writeHead(found ? 200 : 404, {
      'Content-Type': contentType(found ? file : '404.html'),
    });
    createReadStream(found ? file : join(root, '404.html')).pipe(response);
  };
}

/** @param {import('node:http').RequestListener} listener @param {number} port */
function listen(listener, port) {
  const server = createServer(listener);
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(server));
  });
}

const servers = [
  await listen(site(VARIANTS.json.outDir, false), TEST_PORTS.jsonSite),
  await listen(site(VARIANTS.netlify.outDir, true), TEST_PORTS.netlifySite),
  await listen(site(VARIANTS.altcha.outDir, false), TEST_PORTS.altchaSite),
  // Last: Playwright waits for this one, so both sites are up when it answers.
  await listen((request, response) => {
    backend(request, response).catch((error) => send(response, 400, 'text/plain', String(error)));
  }, TEST_PORTS.backend),
];

const stop = () => {
  for (const response of held) response.destroy();
  for (const server of servers) /** @type {import('node:http').Server} */ (server).close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
