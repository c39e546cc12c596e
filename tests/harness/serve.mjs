// @ts-check
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';
import { binScript } from '../../scripts/tools/node-tools.mjs';

/**
 * Serves a folder with `serve` on 127.0.0.1 (gzip on, unknown paths answer 404.html), as the
 * Lighthouse gate, the bench and the screenshot script need it.
 * @param {{ dir?: string, port: number }} options
 * @returns {Promise<{ url: string, close: () => void }>}
 */
export async function serveOut({ dir = 'out', port }) {
  // The serve binary itself, not npx: killing npx would leave its child serving the port.
  const child = spawn(
    process.execPath,
    [binScript('serve'), dir, '--listen', `tcp://127.0.0.1:${port}`, '--no-request-logging'],
    // No update check: a request to the npm registry, noted in a /tmp folder every user shares.
    { stdio: 'ignore', env: { ...process.env, NO_UPDATE_CHECK: '1' } },
  );
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (let i = 0; i < 100; i++) {
    const answered = await Promise.race([
      fetch(url).then(
        (response) => response.ok,
        () => false,
      ),
      exited.then(() => {
        throw new Error(`serve exited before answering on ${url} (is the port taken?)`);
      }),
    ]);
    if (answered) return { url, close: () => child.kill() };
    await sleep(100);
  }
  child.kill();
  throw new Error(`serve did not answer on ${url}`);
}
