// @ts-check
// Decap's prebuilt bundle, which only a build with the CMS (CMS_REPOSITORY) and `npm run cms` need.
// As a dependency in package.json, every host's `npm ci --omit=dev` installed it with the
// dependencies of its source, which the bundle does not load: 677 packages, 370 of that install's
// 880 MB, for 98 files. Here it is one tarball of the version DECAP pins, through npm
// (`npm pack`, so the owner's registry, proxy and cache settings hold), checked against the pinned
// integrity; the bundle's files go into node_modules/.cache, where the builds after it find them
// without the network. Without the CMS nothing is fetched (docs/cms.md).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { npmCli } from '../tools/node-tools.mjs';

/**
 * The Decap CMS the build ships, as the npm registry lists it. Both change together: the
 * integrity of another version is `npm view decap-cms@<version> dist.integrity`.
 */
export const DECAP = {
  name: 'decap-cms',
  version: '3.16.3',
  integrity:
    'sha512-hf+dPlCh7TJmWl8+6VRzHYOWhri5xgUknrZbDewaWe4s9B7xJ8PQugp2QHeSldMUKzav6+z0oIpwUYhUJDYtYw==',
};

/** The file names of Decap's bundle: the app, the chunks it loads on demand, its WebAssembly. */
const BUNDLE_FILE =
  /^(?:decap-cms\.js|\d+\.decap-cms\.js|[0-9a-f]+\.wasm|decap-cms\.js\.LICENSE\.txt)$/;

/** A tar archive's unit: every header and every file's padded length. */
const BLOCK = 512;

/** @typedef {{ name: string, version: string, integrity: string }} Pin */

/** @param {Buffer} bytes */
const integrityOf = (bytes) => `sha512-${createHash('sha512').update(bytes).digest('base64')}`;

/**
 * A header field: text up to its first NUL.
 * @param {Buffer} header @param {number} start @param {number} length
 */
const field = (header, start, length) => {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return bytes.subarray(0, end < 0 ? length : end).toString('utf8');
};

/**
 * The path a pax extended header gives the next entry, when it gives one: records
 * "<length> path=<value>\n", whose length counts bytes.
 * @param {Buffer} body
 */
function paxPath(body) {
  for (let at = 0; at < body.length;) {
    const space = body.indexOf(0x20, at);
    const length = Number(body.subarray(at, space).toString('latin1'));
    if (space < 0 || !Number.isInteger(length) || length <= 0) return undefined;
    const record = body.subarray(space + 1, at + length - 1).toString('utf8');
    if (record.startsWith('path=')) return record.slice('path='.length);
    at += length;
  }
  return undefined;
}

/**
 * The bundle's files in a package's tarball (a gzipped ustar archive whose files are under
 * package/, as npm packs them), by name: dist/'s app, chunks, WebAssembly and licence, not its
 * source maps nor its second copy (cms.js). Node has no tar reader, and these few lines spare
 * every owner another package.
 * @param {Buffer} tarball
 * @returns {Map<string, Buffer>}
 */
export function bundleFiles(tarball) {
  const archive = gunzipSync(tarball);
  /** @type {Map<string, Buffer>} */
  const files = new Map();
  /** @type {string | undefined} the path a pax or GNU header gave the next entry */
  let longPath;
  for (let at = 0; at + BLOCK <= archive.length;) {
    const header = archive.subarray(at, at + BLOCK);
    // Two empty blocks end the archive.
    if (header.every((byte) => byte === 0)) break;
    const size = parseInt(field(header, 124, 12).trim() || '0', 8);
    const type = field(header, 156, 1) || '0';
    const body = archive.subarray(at + BLOCK, at + BLOCK + size);
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (type === 'x') {
      longPath = paxPath(body) ?? longPath;
      continue;
    }
    if (type === 'L') {
      longPath = field(body, 0, body.length);
      continue;
    }
    if (type === 'g') continue;
    const prefix = field(header, 345, 155);
    const path = longPath ?? (prefix ? `${prefix}/` : '') + field(header, 0, 100);
    longPath = undefined;
    const name = /^package\/dist\/([^/]+)$/.exec(path)?.[1] ?? '';
    if (type === '0' && BUNDLE_FILE.test(name)) files.set(name, body);
  }
  return files;
}

/**
 * The bundle's files of the pinned tarball, once its bytes are the ones pinned.
 * @param {Buffer} tarball @param {Pin} [pin]
 */
export function unpackBundle(tarball, pin = DECAP) {
  const spec = `${pin.name}@${pin.version}`;
  const found = integrityOf(tarball);
  if (found !== pin.integrity)
    throw new Error(
      `the tarball of ${spec} has the integrity ${found}, not the pinned ${pin.integrity} (scripts/build/decap-bundle.mjs): a version changed without its integrity (\`npm view ${spec} dist.integrity\`), or a registry that serves other bytes`,
    );
  const files = bundleFiles(tarball);
  if (!files.has('decap-cms.js'))
    throw new Error(`the tarball of ${spec} has no dist/decap-cms.js`);
  return files;
}

/**
 * The pinned tarball, as npm fetches it for the project in `root`: with its registry, proxy and
 * cache settings.
 * @param {string} root @param {string} destination an empty folder
 * @param {Pin} pin
 */
function fetchTarball(root, destination, { name, version }) {
  const spec = `${name}@${version}`;
  const tried = `\`npm pack ${spec}\``;
  const how =
    'With CMS_REPOSITORY set, the build fetches it once through npm, from the registry npm is set to (`npm config get registry`; a proxy: `npm config set https-proxy <url>`), and keeps it in node_modules/.cache/; without CMS_REPOSITORY the site builds without the CMS';
  const cli = npmCli();
  if (!cli)
    throw new Error(
      `could not fetch Decap CMS: ${tried} needs npm, found neither running the build, beside Node nor on PATH. ${how}`,
    );
  const result = spawnSync(
    process.execPath,
    [cli, 'pack', spec, '--pack-destination', destination, '--ignore-scripts'],
    { cwd: root, encoding: 'utf8' },
  );
  const tarball = readdirSync(destination).find((file) => file.endsWith('.tgz'));
  if (result.status === 0 && tarball) return readFileSync(join(destination, tarball));
  const said = (result.stderr ?? '')
    .split(/\r?\n/)
    .filter((line) => line.startsWith('npm error'))
    .slice(0, 4)
    .join(' / ');
  const outcome = result.error
    ? `did not start (${result.error.message})`
    : `failed (exit ${result.status ?? result.signal})`;
  throw new Error(
    `could not fetch Decap CMS: ${tried} ${outcome}${said ? `: ${said}` : ''}. ${how}`,
  );
}

/**
 * The folder of Decap's bundle, for the project in `root`: the cache's, or fetched, checked and
 * unpacked into it first. Builds side by side may both fetch it; each unpacks into a folder of its
 * own and the first to move it into place is the one kept.
 * @param {string} [root]
 * @returns {{ dir: string, fetched: boolean }}
 */
export function decapBundle(root = process.cwd()) {
  const cache = join(root, 'node_modules', '.cache');
  const dir = join(cache, `${DECAP.name}-${DECAP.version}`);
  if (existsSync(dir)) return { dir, fetched: false };
  const work = join(cache, `${DECAP.name}-${DECAP.version}.${process.pid}.partial`);
  rmSync(work, { recursive: true, force: true });
  const unpacked = join(work, 'dist');
  mkdirSync(unpacked, { recursive: true });
  try {
    const files = unpackBundle(fetchTarball(root, work, DECAP));
    for (const [name, bytes] of files) writeFileSync(join(unpacked, name), bytes);
    try {
      renameSync(unpacked, dir);
    } catch (error) {
      if (!existsSync(dir)) throw error;
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return { dir, fetched: true };
}
