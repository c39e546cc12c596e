import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const require = createRequire(import.meta.url);
const serveBin = join(dirname(require.resolve('serve/package.json')), 'build/main.js');

// Serves a folder with `serve` on 127.0.0.1 for the command-line quality gates.
export async function serveOut({ dir = 'out', port }) {
  // The serve binary itself, not npx: killing npx would leave its child serving the port.
  const child = spawn(
    process.execPath,
    [serveBin, dir, '--listen', `tcp://127.0.0.1:${port}`, '--no-request-logging'],
    { stdio: 'ignore' },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return { url, close: () => child.kill() };
    } catch {
      await sleep(100);
    }
  }
  child.kill();
  throw new Error(`serve did not answer on ${url}`);
}

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function chromiumPath() {
  return process.env.CHROME_PATH || process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}
