// @ts-check
// The post-build steps' cache: `next build` rewrites out/ on every build, and the steps would redo
// every page. Each page is keyed by what its result is made of: its own files as Next wrote them
// (its HTML and payloads), every other file of the export a step may read (scripts, stylesheets,
// fonts, every file but the images and the feeds), the settings, the steps left out, the code the
// steps run and the copy it imports (scripts/build/, lib/, content/ but its Markdown and images),
// the installed packages' lock and Node's version. A page whose key was finished before is taken
// from the cache whole: no step runs on it. A key that names anything a page could differ by is
// what keeps a stale page from ever being served; a key too wide only recomputes more. A page taken
// from the cache is the cache's own file under a second name (a hard link): an entry whose files
// changed size or time since it stored them (something wrote into out/) is no longer taken.
import { createHash } from 'node:crypto';
import {
  closeSync,
  constants,
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, extname, join, relative, sep } from 'node:path';
import { sourceFiles } from './build-id.mjs';
import { allFiles, htmlFiles } from './output.mjs';

const ROOT = join(import.meta.dirname, '..', '..');

/**
 * The project's files the steps' results depend on besides the export: their code, the copy it
 * imports (the CSP step reads content/embeds.mjs) and the packages.
 */
const CODE = ['scripts/build', 'lib', 'content', 'package-lock.json'];

/**
 * Files no per-page step reads (the global steps run on every build): a change to one (a new
 * article's cover, the feed it joins) keeps every other page's key.
 */
const READ_BY_NO_PAGE = [
  '.xml',
  '.rss',
  '.atom',
  '.jpg',
  '.jpeg',
  '.png',
  '.webp',
  '.avif',
  '.gif',
];

/**
 * The files of an export a per-page step may read or change: not the images and feeds.
 * @param {string} outDir
 * @param {string[]} [files] its files, where they were listed already
 */
const readByPages = (outDir, files = allFiles(outDir)) =>
  files.filter((file) => !READ_BY_NO_PAGE.includes(extname(file)));

/** A page's own files, beside its HTML: its payloads. */
const PAGE_FILES = ['.html', '.txt'];

/** @param {string} data */
const sha256 = (data) => createHash('sha256').update(data).digest('hex');

/** @param {string} outDir @param {string} file */
const relativePath = (outDir, file) => relative(outDir, file).split(sep).join('/');

// One buffer every file is read through: a buffer a file (readFileSync) is fresh memory the system
// hands over page by page, which made hashing a 400-article export's 124 MB take 570 ms, against
// 140-190 ms through one buffer.
const chunk = Buffer.allocUnsafe(1 << 20);

/** @param {string} file */
function fileHash(file) {
  const hash = createHash('sha256');
  const fd = openSync(file, 'r');
  try {
    for (let read; (read = readSync(fd, chunk, 0, chunk.length, null)) > 0;) {
      hash.update(chunk.subarray(0, read));
    }
  } finally {
    closeSync(fd);
  }
  return hash.digest('hex');
}

/**
 * Every file's hash, by its path relative to `dir` ('/'-separated).
 * @param {string} dir
 * @param {string[]} [files] only these
 * @returns {Map<string, string>}
 */
export function fingerprint(dir, files = allFiles(dir)) {
  return new Map(files.map((file) => [relativePath(dir, file), fileHash(file)]));
}

/**
 * What every page's result depends on outside the export.
 * @param {unknown} settings the post-build settings and the steps left out
 * @param {string} [root] the project's folder
 */
export function codeKey(settings, root = ROOT) {
  const code = sourceFiles(root, CODE);
  return sha256(
    JSON.stringify({
      node: process.version,
      settings,
      code: [...fingerprint(root, code)].sort(([a], [b]) => a.localeCompare(b)),
    }),
  );
}

/**
 * The export's pages, each with its own files (those of its folder, not of the folders in it).
 * @param {string} outDir
 * @param {string[]} files its files (allFiles)
 * @param {Set<string>} [alone] gets the folders that hold their page's files and nothing else
 * @returns {Map<string, string[]>} the files, by the page's folder
 */
function pageUnits(outDir, files, alone) {
  /** @type {Map<string, string[]>} each folder's own files */
  const inFolder = new Map();
  // The folders that hold a folder with files in it.
  const nesting = new Set();
  const parentOf = (/** @type {string} */ path) =>
    path.slice(0, Math.max(path.lastIndexOf('/'), 0));
  for (const file of files) {
    const path = relativePath(outDir, file);
    const folder = parentOf(path);
    const own = inFolder.get(folder);
    if (own) own.push(path);
    else inFolder.set(folder, [path]);
    for (let above = folder; above && !nesting.has(parentOf(above)); above = parentOf(above)) {
      nesting.add(parentOf(above));
    }
  }
  /** @type {Map<string, string[]>} */
  const units = new Map();
  for (const html of htmlFiles(outDir, files)) {
    const folder = parentOf(relativePath(outDir, html));
    if (units.has(folder)) continue;
    const own = inFolder.get(folder) ?? [];
    const pageFiles = own.filter((path) => PAGE_FILES.includes(extname(path)));
    if (folder && !nesting.has(folder) && pageFiles.length === own.length) alone?.add(folder);
    units.set(folder, pageFiles.sort());
  }
  return units;
}

/**
 * A file's copy into a folder of the cache, put in place by a rename: the cache may be hard-linked
 * into a copy of the project (the bench's), which a write through would change too.
 * @param {string} from
 * @param {string} to
 */
function copyIn(from, to) {
  mkdirSync(dirname(to), { recursive: true });
  const partial = `${to}.${process.pid}.partial`;
  copyFileSync(from, partial);
  renameSync(partial, to);
}

/**
 * Moves a file or a folder, making the folder it goes into: a rename, or a copy where the two are
 * on different drives.
 * @param {string} from
 * @param {string} to
 * @param {Set<string>} made the folders made so far: a page's files share one
 */
function move(from, to, made) {
  if (!made.has(dirname(to))) {
    mkdirSync(dirname(to), { recursive: true });
    made.add(dirname(to));
  }
  try {
    renameSync(from, to);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EXDEV') throw error;
    cpSync(from, to, { recursive: true });
    rmSync(from, { recursive: true });
  }
}

/**
 * Opens the cache for one export as Next wrote it, before any step ran.
 * @param {string} outDir
 * @param {string} cacheDir this export's cache (one per output folder: each language has its own)
 * @param {string} key codeKey() of this build's settings
 */
export function openCache(outDir, cacheDir, key) {
  const files = allFiles(outDir);
  const before = fingerprint(outDir, readByPages(outDir, files));
  /** @type {Set<string>} */
  const alone = new Set();
  const units = pageUnits(outDir, files, alone);
  const inUnits = new Set([...units.values()].flat());
  const shared = [...before]
    .filter(([path]) => !inUnits.has(path))
    .sort(([a], [b]) => a.localeCompare(b));
  const sharedKey = sha256(JSON.stringify({ key, shared }));
  const sharedDir = join(cacheDir, 'shared', sharedKey);
  const pages = [...units].map(([folder, files]) => {
    const unitKey = sha256(
      JSON.stringify({ sharedKey, files: files.map((f) => [f, before.get(f)]) }),
    );
    return { folder, files, dir: join(cacheDir, 'pages', unitKey) };
  });
  // Without the shared files as the steps left them, no page can be taken from the cache.
  const sharedDone =
    existsSync(join(sharedDir, 'files.json')) && intact(sharedDir, readEntry(sharedDir));
  const hits = pages.flatMap((page) => {
    if (!sharedDone || !existsSync(join(page.dir, 'files.json'))) return [];
    const entry = readEntry(page.dir);
    return intact(page.dir, entry) ? [{ ...page, entry }] : [];
  });
  const hitFolders = new Set(hits.map((page) => page.folder));
  const misses = pages.filter((page) => !hitFolders.has(page.folder));
  /** @type {Map<string, string>} */
  let sharedBefore = new Map();
  // The scripts each kept page's HTML starts, and those compile-hints read from the others.
  const startedBy = new Map(hits.flatMap(({ entry }) => Object.entries(entry.scripts ?? {})));
  /** @type {Map<string, string[]>} */
  const noted = new Map();
  // Where the cached pages' files wait while the steps run.
  const asideDir = join(cacheDir, 'aside');

  return {
    /**
     * The scripts a kept page's HTML starts, as compile-hints read them in the build that made
     * it: the same bytes, the same scripts. Undefined where the page is to be read.
     * @param {string} file the page's HTML
     */
    startupScripts: (file) => startedBy.get(relativePath(outDir, file)),
    /**
     * What compile-hints read from a page, for its entry: copied, since each name read out of a
     * page's HTML keeps the whole page in memory (a slice of it) until the entries are written.
     * @param {string} file @param {string[]} scripts
     */
    noteStartupScripts: (file, scripts) =>
      void noted.set(relativePath(outDir, file), JSON.parse(JSON.stringify(scripts))),
    /** How many pages were taken from the cache, and how many the steps make. */
    counts: () => ({ cached: hits.length, made: misses.length }),
    /**
     * Before the per-page steps: the pages the cache holds leave out/, so the steps see, read and
     * rewrite only the others. @returns {number} how many pages the steps make
     */
    setAside() {
      rmSync(asideDir, { recursive: true, force: true });
      const made = new Set();
      for (const { folder, files, entry } of hits) {
        const replaced = new Set([...entry.changed, ...entry.removed]);
        for (const file of files) {
          // What the steps changed or removed comes back from the entry; the rest are the bytes
          // Next wrote, the same the entry's key was made of, which the steps would leave as
          // they are: moved aside and back (a rename), never read or copied.
          if (replaced.has(file)) rmSync(join(outDir, file));
          else if (!alone.has(folder)) move(join(outDir, file), join(asideDir, file), made);
        }
        // A folder that is the page's alone (an article's) goes aside whole: one rename, not one
        // a file and a folder made for them (0.4 s of a rebuild at 400 articles).
        if (alone.has(folder)) move(join(outDir, folder), join(asideDir, folder), made);
      }
      sharedBefore = fingerprint(
        outDir,
        readByPages(outDir).filter((file) => !inUnits.has(relativePath(outDir, file))),
      );
      return misses.length;
    },
    /**
     * After the per-page steps: the pages they made and the shared files they changed go into the
     * cache, and the cached pages (and, where no page was made, the shared files) come back.
     */
    restore() {
      if (misses.length > 0) {
        const changed = [
          ...fingerprint(
            outDir,
            [...sharedBefore.keys()].map((p) => join(outDir, p)),
          ),
        ]
          .filter(([path, hash]) => sharedBefore.get(path) !== hash)
          .map(([path]) => path);
        store(sharedDir, changed);
        const made = pageUnits(outDir, allFiles(outDir));
        for (const page of misses) {
          const files = made.get(page.folder) ?? [];
          const after = fingerprint(
            outDir,
            files.map((file) => join(outDir, file)),
          );
          store(
            page.dir,
            files.filter((file) => after.get(file) !== before.get(file)),
            page.files.filter((file) => !after.has(file)),
            Object.fromEntries(
              page.files.flatMap((file) => {
                const scripts = noted.get(file);
                return scripts ? [[file, scripts]] : [];
              }),
            ),
          );
        }
      } else {
        restoreFrom(sharedDir, readEntry(sharedDir));
      }
      // out/'s folders are all there: the steps never remove one.
      const made = new Set(
        hits.flatMap(({ folder }) => [join(outDir, folder), dirname(join(outDir, folder))]),
      );
      for (const { folder, dir, files, entry } of hits) {
        if (alone.has(folder)) move(join(asideDir, folder), join(outDir, folder), made);
        else {
          const replaced = new Set([...entry.changed, ...entry.removed]);
          for (const file of files) {
            if (!replaced.has(file)) move(join(asideDir, file), join(outDir, file), made);
          }
        }
        restoreFrom(dir, entry);
      }
      rmSync(asideDir, { recursive: true, force: true });
    },
    /** Leaves in the cache only what this build used. */
    prune() {
      const used = new Set([sharedDir, ...pages.map((page) => page.dir)]);
      for (const kind of ['shared', 'pages']) {
        const dir = join(cacheDir, kind);
        if (!existsSync(dir)) continue;
        for (const name of readdirSync(dir)) {
          if (!used.has(join(dir, name))) rmSync(join(dir, name), { recursive: true, force: true });
        }
      }
    },
  };

  /**
   * @param {string} dir
   * @param {string[]} changed the files the steps made or changed, kept in the entry
   * @param {string[]} [removed] the files of Next's the steps removed
   * @param {Record<string, string[]>} [scripts] the scripts each HTML file of the page starts
   */
  function store(dir, changed, removed = [], scripts = {}) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    for (const file of changed) copyIn(join(outDir, file), join(dir, 'files', file));
    const stamps = changed.map((file) => stamp(join(dir, 'files', file)));
    // Written last: an entry is whole only once its list is there.
    writeFileSync(join(dir, 'files.json'), JSON.stringify({ changed, removed, stamps, scripts }));
  }

  /** @param {string} dir @param {Entry} entry */
  function restoreFrom(dir, { changed }) {
    for (const file of changed) {
      const from = join(dir, 'files', file);
      const to = join(outDir, file);
      rmSync(to, { force: true });
      // A second name for the cache's file, no bytes written: copying 455 pages' HTML took 0.5 s
      // of a 2 s rebuild while the drive was busy with Next's output. A write into out/ in place
      // would reach the cache through it, which its stamp tells at the next build.
      try {
        linkSync(from, to);
      } catch {
        // Another drive, or one without hard links: a clone where the drive makes them.
        copyFileSync(from, to, constants.COPYFILE_FICLONE);
      }
    }
  }
}

/** A file's size and time of change: what a write into it changes. @param {string} file */
const stamp = (file) => {
  const { size, mtimeMs } = statSync(file);
  return `${size}:${mtimeMs}`;
};

/**
 * Whether an entry's files are as it stored them: each is also a file of out/ after the build that
 * stored it (restoreFrom), which something other than the post-build may have written into.
 * @param {string} dir @param {Entry} entry
 */
function intact(dir, { changed, stamps }) {
  return (
    stamps?.length === changed.length &&
    changed.every((file, i) => {
      try {
        return stamp(join(dir, 'files', file)) === stamps[i];
      } catch {
        return false;
      }
    })
  );
}

/**
 * @typedef {{
 *   changed: string[],
 *   removed: string[],
 *   stamps?: string[],
 *   scripts?: Record<string, string[]>,
 * }} Entry
 */

/** @param {string} dir @returns {Entry} */
const readEntry = (dir) => JSON.parse(readFileSync(join(dir, 'files.json'), 'utf8'));

/** @typedef {ReturnType<typeof openCache>} PostbuildCache */
