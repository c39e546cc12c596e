// @ts-check
// Waiting for a tool the harness starts (wrangler, serve, decap-server, Xvfb, WebKitWebDriver) to
// be ready, and when it ends or cannot be started first, an error that names it and quotes what it
// said: "wrangler did not start (exit 1): Wrangler requires at least Node.js v22.12.0", not a bare
// "did not start:" with the reason left on a stream nobody shows.
import { setTimeout as sleep } from 'node:timers/promises';

/** How much of a tool's output an error quotes: its end, where a tool says why it stopped. */
export const TAIL = { lines: 20, chars: 2000 };

/**
 * The end of a tool's output, at most TAIL's lines and characters, marked where it was cut.
 * @param {string} text
 */
export function tail(text) {
  const whole = text.trimEnd();
  let kept = whole.split('\n').slice(-TAIL.lines).join('\n');
  if (kept.length > TAIL.chars) kept = kept.slice(-TAIL.chars);
  return kept.length < whole.length ? `[…] ${kept.trimStart()}` : kept.trimStart();
}

/**
 * Polls `ready` until it gives a truthy value, while the tool runs. What the tool writes on the
 * stdout and stderr it was started with as pipes is kept until then, and passed to `ready`; once
 * ready, those pipes are still read (a tool blocks on a full pipe) but the output is dropped,
 * unless the caller reads it too.
 * @template T
 * @param {import('node:child_process').ChildProcess} child started this same tick
 * @param {string} name the tool, as the error names it
 * @param {(said: string) => T | Promise<T>} ready falsy until the tool is ready
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<T>} what `ready` gave
 */
export async function untilReady(child, name, ready, { timeoutMs = 60_000 } = {}) {
  let said = '';
  const keep = (/** @type {Buffer} */ chunk) => {
    said += chunk;
  };
  const streams = [child.stdout, child.stderr].flatMap((stream) => (stream ? [stream] : []));
  for (const stream of streams) stream.on('data', keep);
  // 'close' comes once its pipes are read to their end: the last words are in `said`.
  const closed = new Promise((done) => child.once('close', done));
  /** @type {Promise<{ ended: string }>} */
  const ended = new Promise((done) => {
    child.once('exit', (code, signal) => done({ ended: `exit ${code ?? signal}` }));
    child.once('error', (error) => done({ ended: error.message }));
  });
  const deadline = Date.now() + timeoutMs;
  const failure = async (/** @type {string} */ why) => {
    // A program it started may hold its pipes open: their end is awaited until the deadline only.
    const timer = new AbortController();
    await Promise.race([
      closed,
      sleep(Math.max(0, deadline - Date.now()), undefined, { signal: timer.signal }).catch(
        () => {},
      ),
    ]);
    timer.abort();
    const words = tail(said);
    return new Error(`${name} did not start (${why}): ${words || 'it said nothing'}`);
  };
  try {
    for (;;) {
      const outcome = await Promise.race([
        ended,
        Promise.resolve(ready(said)).then((value) => ({ value })),
      ]);
      if ('ended' in outcome) throw await failure(outcome.ended);
      if (outcome.value) return outcome.value;
      if (Date.now() > deadline) throw await failure(`not ready within ${timeoutMs / 1000} s`);
      await Promise.race([sleep(100), ended]);
    }
  } finally {
    for (const stream of streams) stream.off('data', keep);
  }
}
