// @ts-check
import { copyFileSync, linkSync, mkdirSync, readdirSync, readlinkSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A copy of a folder made of hard links, so no bytes are copied (node_modules in seconds). A file
 * that cannot be linked (another drive) is copied, and a symbolic link is made again as it was.
 * Writing to a linked file writes to both: the copy is for reading, or for deleting from.
 * @param {string} from
 * @param {string} to
 * @param {(path: string) => boolean} [leaveOut] paths under `from` not to copy
 */
export function linkTree(from, to, leaveOut = () => false) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (leaveOut(source)) continue;
    if (entry.isDirectory()) linkTree(source, target, leaveOut);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}
