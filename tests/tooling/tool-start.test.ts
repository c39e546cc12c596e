/**
 * @jest-environment node
 */
import { spawn } from 'node:child_process';
import { TAIL, untilReady } from '../harness/tool-start.mjs';

// A tool the harness starts (tests/harness/tool-start.mjs) that ends before it is ready fails the
// run with what it said, as wrangler on an old Node: "Wrangler requires at least Node.js v22.12.0"
// on its error stream, which the run used to leave out ("cloudflare-pages did not start:").

/** A stand-in tool: this Node running `source`, its output piped as the harness starts tools. */
const standIn = (source: string) =>
  spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'pipe'] });

const never = () => false;

test('a tool that exits before it is ready is named with what it said on its error stream', async () => {
  const tool = standIn(
    'console.error("Wrangler requires at least Node.js v22.12.0"); process.exit(1);',
  );
  await expect(untilReady(tool, 'wrangler', never)).rejects.toThrow(
    /^wrangler did not start \(exit 1\): Wrangler requires at least Node\.js v22\.12\.0$/,
  );
});

test('what it said is quoted from its end, bounded', async () => {
  const tool = standIn(
    `for (let i = 1; i <= 100; i++) console.error('line ' + i);
console.error('x'.repeat(30) + ' the reason');
process.exit(3);`,
  );
  const error: Error = await untilReady(tool, 'tool', never).catch((caught) => caught);
  const prefix = 'tool did not start (exit 3): ';
  expect(error.message.startsWith(`${prefix}[…] `)).toBe(true);
  const quoted = error.message.slice(prefix.length);
  expect(quoted.split('\n')).toHaveLength(TAIL.lines);
  expect(quoted.length).toBeLessThanOrEqual(TAIL.chars + '[…] '.length);
  expect(quoted).toMatch(/^\[…\] line 82\n[\s\S]*\nline 100\nx{30} the reason$/);
  const long = standIn(`console.error('y'.repeat(5000) + ' the reason'); process.exit(3);`);
  const reason = ' the reason';
  await expect(untilReady(long, 'tool', never)).rejects.toThrow(
    new RegExp(
      `^tool did not start \\(exit 3\\): \\[…\\] y{${TAIL.chars - reason.length}}${reason}$`,
    ),
  );
});

test('a tool that says nothing, or cannot be started at all, is named with why', async () => {
  await expect(untilReady(standIn('process.exit(2);'), 'quiet', never)).rejects.toThrow(
    'quiet did not start (exit 2): it said nothing',
  );
  const missing = spawn('./no-such-tool', [], { stdio: ['ignore', 'pipe', 'pipe'] });
  await expect(untilReady(missing, 'missing', never)).rejects.toThrow(
    /^missing did not start \(spawn \.\/no-such-tool ENOENT\): it said nothing$/,
  );
});

test('a tool not ready in its time is named with what it said meanwhile', async () => {
  const tool = standIn('console.log("still loading"); setInterval(() => {}, 1000);');
  // The check answers once the tool has spoken, however late it starts on a busy machine.
  const spoke = new Promise((done) => tool.stdout.once('data', done));
  try {
    await expect(
      untilReady(tool, 'slow', () => spoke.then(never), { timeoutMs: 1000 }),
    ).rejects.toThrow(/^slow did not start \(not ready within 1 s\): still loading$/);
  } finally {
    tool.kill();
  }
});

test('a ready tool gives what the check found, and keeps running', async () => {
  const tool = standIn(
    'console.log("serving at http://127.0.0.1:1234"); setInterval(() => {}, 1000);',
  );
  try {
    const origin = await untilReady(tool, 'server', (said) => / at (http\S+)/.exec(said)?.[1]);
    expect(origin).toBe('http://127.0.0.1:1234');
    expect(tool.exitCode).toBeNull();
  } finally {
    tool.kill();
  }
});
