// @ts-check
import { createServer } from 'node:net';

/**
 * A port free on the loopback address, for a program that must be told its port (wrangler,
 * WebKitWebDriver) rather than report the one it got.
 * @returns {Promise<number>}
 */
export function freePort() {
  return new Promise((done, fail) => {
    const server = createServer().on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
