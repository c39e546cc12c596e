// @ts-check
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A folder of this run's own in the temporary folder, for what a test or bench nginx serves or
 * reads. Run by root, nginx's workers run as another user (nobody), who must pass through it to
 * the files: they may enter it, not list it (mkdtemp's 0700 answers 403 to every request).
 * @param {string} prefix
 */
export function servedScratch(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o711);
  return dir;
}
