// @ts-check
import { spawn } from 'node:child_process';
import { binScript } from '../../scripts/tools/node-tools.mjs';
import { untilReady } from './tool-start.mjs';

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
    { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_UPDATE_CHECK: '1' } },
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await untilReady(
      child,
      `serve on ${url}`,
      () =>
        fetch(url).then(
          (response) => response.ok,
          () => false,
        ),
      { timeoutMs: 10_000 },
    );
  } catch (error) {
    child.kill();
    throw error;
  }
  return { url, close: () => child.kill() };
}
