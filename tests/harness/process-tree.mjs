// @ts-check
// A program that starts programs of its own (wrangler starts workerd, WebKitWebDriver starts
// MiniBrowser) is stopped with all of them: on Linux and macOS as a process group, on Windows by
// taskkill's tree. The one place that sends a signal to a group.
import { spawnSync } from 'node:child_process';

/** Spawn options that make the program the head of a group stopTree can reach. */
export const OWN_GROUP = { detached: process.platform !== 'win32' };

/**
 * Stops a program started with OWN_GROUP and everything it started.
 * @param {import('node:child_process').ChildProcess} child
 * @param {NodeJS.Signals} [signal]
 */
export function stopTree(child, signal = 'SIGTERM') {
  if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
  if (process.platform === 'win32') {
    spawnSync('taskkill', ['/pid', String(child.pid), '/t', '/f'], { stdio: 'ignore' });
    return;
  }
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}
