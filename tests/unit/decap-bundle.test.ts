/**
 * @jest-environment node
 * @once Decap's bundle: the tarball's reader, its pin and the fetch's failure, the project's own code
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { bundleFiles, DECAP, decapBundle, unpackBundle } from '@/scripts/build/decap-bundle.mjs';

// The build takes Decap's bundle out of the npm tarball of the pinned version
// (scripts/build/decap-bundle.mjs). These tarballs are made here, as npm packs one: a gzipped
// ustar archive with the package's files under package/.

/**
 * One 512-byte header, its fields as tar lays them out, its checksum over itself; a path split
 * into the prefix field and the name field (tar's way past 100 characters) when `split`.
 */
function header(path: string, size: number, type: string, split: boolean): Buffer {
  const block = Buffer.alloc(512);
  const cut = split ? path.indexOf('/') : -1;
  const [prefix, name] = cut < 0 ? ['', path] : [path.slice(0, cut), path.slice(cut + 1)];
  block.write(name, 0);
  block.write('0000644\0', 100);
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124);
  block.write(type, 156);
  block.write('ustar\x0000', 257);
  block.write(prefix, 345);
  block.fill(' ', 148, 156);
  const sum = block.reduce((total, byte) => total + byte, 0);
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148);
  return block;
}

/** An entry: its header, then its bytes padded to whole blocks. */
function entry(path: string, body: string | Buffer, type = '0', split = false): Buffer {
  const bytes = Buffer.from(body);
  const padding = Buffer.alloc((512 - (bytes.length % 512)) % 512);
  return Buffer.concat([header(path, bytes.length, type, split), bytes, padding]);
}

/** A pax record: its length counts itself. */
function paxRecord(key: string, value: string): string {
  const text = ` ${key}=${value}\n`;
  let length = text.length;
  while (`${length}${text}`.length !== length) length = `${length}${text}`.length;
  return `${length}${text}`;
}

const tarball = (...entries: Buffer[]) => gzipSync(Buffer.concat([...entries, Buffer.alloc(1024)]));

const integrityOf = (bytes: Buffer) =>
  `sha512-${createHash('sha512').update(bytes).digest('base64')}`;

const made = tarball(
  entry('package/package.json', '{"name":"decap-cms"}'),
  entry('package/README.md', '# Decap'),
  entry('package/dist/', '', '5'),
  entry('package/dist/decap-cms.js', 'app'),
  entry('package/dist/decap-cms.js.map', 'map'),
  entry('package/dist/decap-cms.js.LICENSE.txt', 'licences'),
  entry('package/dist/12.decap-cms.js', 'chunk 12'),
  entry('package/dist/12.decap-cms.js.map', 'map 12'),
  entry('package/dist/12.cms.js', 'the second copy'),
  entry('package/dist/0a1b2c.wasm', Buffer.from([0, 97, 115, 109])),
  entry('package/dist/sub/decap-cms.js', 'not the app'),
  entry('package/src/decap-cms.js', 'source'),
  // A path in two fields, as tar writes one past 100 characters.
  entry('package/dist/78.decap-cms.js', 'chunk 78', '0', true),
  // A pax header names the next entry, whose own name is cut short.
  entry('PaxHeader/34', paxRecord('path', 'package/dist/34.decap-cms.js'), 'x'),
  entry('package/dist/34.decap-cms.j', 'chunk 34'),
  // A GNU long name does the same.
  entry('././@LongLink', 'package/dist/56.decap-cms.js\0', 'L'),
  entry('package/dist/56.decap-c', 'chunk 56'),
);
const PIN = { name: 'decap-cms', version: '0.0.0', integrity: integrityOf(made) };

describe("Decap's tarball", () => {
  it("keeps dist/'s app, chunks, WebAssembly and licence: no source map, copy or source", () => {
    const files = bundleFiles(made);
    expect(Object.fromEntries([...files].map(([name, bytes]) => [name, bytes.toString()]))).toEqual(
      {
        'decap-cms.js': 'app',
        'decap-cms.js.LICENSE.txt': 'licences',
        '12.decap-cms.js': 'chunk 12',
        '0a1b2c.wasm': '\0asm',
        '78.decap-cms.js': 'chunk 78',
        '34.decap-cms.js': 'chunk 34',
        '56.decap-cms.js': 'chunk 56',
      },
    );
  });

  it('is refused unless its bytes are the pinned ones, naming both and where to look', () => {
    expect(unpackBundle(made, PIN).size).toBe(7);
    const other = integrityOf(Buffer.from('other'));
    expect(() => unpackBundle(made, { ...PIN, integrity: other })).toThrow(
      `the tarball of decap-cms@0.0.0 has the integrity ${PIN.integrity}, not the pinned ${other}`,
    );
    expect(() => unpackBundle(made, { ...PIN, integrity: other })).toThrow(
      '`npm view decap-cms@0.0.0 dist.integrity`',
    );
  });

  it('is refused without the app', () => {
    const empty = tarball(entry('package/dist/1.decap-cms.js', 'chunk'));
    expect(() => unpackBundle(empty, { ...PIN, integrity: integrityOf(empty) })).toThrow(
      'the tarball of decap-cms@0.0.0 has no dist/decap-cms.js',
    );
  });

  it('is pinned to a released version by its sha512', () => {
    expect(DECAP).toEqual({
      name: 'decap-cms',
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      integrity: expect.stringMatching(/^sha512-[A-Za-z0-9+/]{86}==$/),
    });
  });
});

describe("Decap's bundle in a project", () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'decap-'));
    writeFileSync(join(root, 'package.json'), '{ "private": true }');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const cached = () => join(root, 'node_modules', '.cache', `decap-cms-${DECAP.version}`);

  it('is taken from the cache when a build before fetched it', () => {
    mkdirSync(cached(), { recursive: true });
    writeFileSync(join(cached(), 'decap-cms.js'), 'app');
    expect(decapBundle(root)).toEqual({ dir: cached(), fetched: false });
  });

  // In a process of its own, whose npm settings are its environment's (a test's process.env is
  // Jest's copy, which no child sees): npm may only read its own cache, and this one is empty, so
  // nothing reaches the network. npm itself starts, a few seconds on a loaded machine.
  it('stops the build when npm cannot fetch it, naming what it tried and how to fix it', () => {
    const script = pathToFileURL(
      join(__dirname, '..', '..', 'scripts', 'build', 'decap-bundle.mjs'),
    );
    const result = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '--eval',
        `const { decapBundle } = await import(process.argv[1]);
        try { decapBundle(process.argv[2]); } catch (error) { console.error(error.message); process.exitCode = 1; }`,
        script.href,
        root,
      ],
      {
        encoding: 'utf8',
        env: { ...process.env, npm_config_offline: 'true', npm_config_cache: join(root, 'npm') },
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(
        `^could not fetch Decap CMS: \`npm pack decap-cms@${DECAP.version.replaceAll('.', '\\.')}\` failed \\(exit 1\\): npm error code ENOTCACHED.*npm config get registry.*without CMS_REPOSITORY the site builds without the CMS\n$`,
      ),
    );
    // Nothing half-made is left for the next build to take.
    expect(readdirSync(join(root, 'node_modules', '.cache'))).toEqual([]);
  }, 120_000);
});
