import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, ONCE, test } from './fixtures';
import { writeStandInBuild } from '../stand-in-build.mjs';

// An engine run stopped from outside (Ctrl+C, a CI time limit) closes its browser and removes its
// scratch folder, then ends: it does not go on counting checks against a browser that is gone.
// It starts Chromium, so it runs with the browser tests rather than the unit tests.
const RUNNER = join(__dirname, '..', 'engines', 'run.mjs');

test.skip(({ isMobile }) => isMobile, 'the runner has no viewport: one project is enough');
test.skip(process.platform === 'win32', 'Windows has no SIGTERM a program can catch');

/** The processes whose command line names `text` (the browser's profile lives under it). */
function processesNaming(text: string) {
  try {
    return execFileSync('pgrep', ['-f', text], { encoding: 'utf8' }).trim().split('\n');
  } catch {
    return [];
  }
}

test(
  'a run stopped by SIGTERM closes its browser, leaves no scratch folder and exits 143',
  ONCE,
  async () => {
    test.setTimeout(60_000);
    const dir = mkdtempSync(join(tmpdir(), 'engines-runner-'));
    try {
      // A site whose pages never hydrate: the first check is still waiting when the signal lands.
      writeStandInBuild(dir);
      // Browser profiles go under TMPDIR: here, so what is left behind can be seen. Its counts are
      // not this run's.
      const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: dir };
      delete env.TEST_COUNTS_DIR;
      const child = spawn(process.execPath, [RUNNER, 'chromium'], { cwd: dir, env });
      let output = '';
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      const started = await new Promise<boolean>((resolve) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          if (/^chromium \S+/m.test(output)) resolve(true);
        });
        // A browser that cannot start says why in the output.
        void exited.then(() => resolve(false));
      });
      expect({ started, output }).toEqual({ started: true, output: expect.any(String) });
      child.kill('SIGTERM');

      expect(await exited).toBe(143);
      expect(output).toContain('engines: stopped by SIGTERM');
      expect(output).not.toMatch(/engines: \d+ passed/);
      expect(readdirSync(dir).filter((name) => name.startsWith('engines-'))).toEqual([]);
      expect(processesNaming(dir)).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  },
);
