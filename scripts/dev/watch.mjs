// @ts-check
// What `npm run dev` watches content/ with. Node's own recursive watch serves on macOS and
// Windows, where the system watches a whole tree. On Linux Node builds it from one inotify watch
// per file, which follows the file, not its name: a file saved by renaming another over it (vim,
// `sed -i`, an editor's safe write) is seen once and never again. There each folder is watched on
// its own, which reports any name in it however the file got there, and a folder that appears is
// watched as it does.
import { readdirSync, statSync, watch } from 'node:fs';
import { join, sep } from 'node:path';

/**
 * Calls onChange with the path of each file or folder that changes under dir, at once and as
 * often as the system tells (an editor's save may be several events).
 * @param {string} dir
 * @param {(path: string) => void} onChange
 * @param {{ recursive?: boolean }} [options] recursive: Node's recursive watch, the default
 *   except on Linux
 * @returns {{ close: () => void }}
 */
export function watchTree(dir, onChange, { recursive = process.platform !== 'linux' } = {}) {
  if (recursive) {
    const watcher = watch(dir, { recursive: true }, (_event, name) =>
      onChange(name ? join(dir, name) : dir),
    );
    return { close: () => watcher.close() };
  }
  /** @type {Map<string, import('node:fs').FSWatcher>} */
  const watchers = new Map();

  /** @param {string} folder */
  const unwatch = (folder) => {
    for (const [path, watcher] of watchers) {
      if (path === folder || path.startsWith(folder + sep)) {
        watcher.close();
        watchers.delete(path);
      }
    }
  };

  /** @param {string} folder */
  const add = (folder) => {
    if (watchers.has(folder)) return;
    /** @type {import('node:fs').Dirent[]} */
    let entries;
    try {
      const watcher = watch(folder, (_event, name) => {
        const path = name ? join(folder, name) : folder;
        if (isFolder(path)) add(path);
        else unwatch(path);
        onChange(path);
      });
      // A folder removed with its watch still on reports an error on some kernels.
      watcher.on('error', () => unwatch(folder));
      watchers.set(folder, watcher);
      entries = readdirSync(folder, { withFileTypes: true });
    } catch {
      // Gone before it was watched: its parent's watch reports that.
      unwatch(folder);
      return;
    }
    for (const entry of entries) if (entry.isDirectory()) add(join(folder, entry.name));
  };

  add(dir);
  return { close: () => unwatch(dir) };
}

/** @param {string} path */
function isFolder(path) {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Runs steps, in order, after changes under dir: once for a burst of events (an editor writes a
 * file in several steps), and never two runs at once; a change during a run brings one more run
 * after it. A step that fails is reported and the next one runs.
 * @param {string} dir
 * @param {(() => Promise<unknown>)[]} steps
 * @param {{ report: (error: unknown) => void, delay?: number, recursive?: boolean }} options
 *   delay: the quiet time, in ms, that ends a burst
 * @returns {{ close: () => void }}
 */
export function rerunOnChange(dir, steps, { report, delay = 200, recursive }) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  let due = false;
  /** @type {Promise<void> | undefined} */
  let running;

  const run = async () => {
    while (due) {
      due = false;
      for (const step of steps) await step().catch(report);
    }
  };
  const start = () => {
    timer = undefined;
    if (running) return;
    running = run().finally(() => {
      running = undefined;
    });
  };
  const watcher = watchTree(
    dir,
    () => {
      due = true;
      clearTimeout(timer);
      timer = setTimeout(start, delay);
    },
    { recursive },
  );
  return {
    close: () => {
      clearTimeout(timer);
      watcher.close();
    },
  };
}
