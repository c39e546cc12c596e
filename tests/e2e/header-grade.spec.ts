import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect } from 'node:tls';
import { promisify } from 'node:util';
import { expect, test } from './fixtures';

// Mozilla's HTTP Observatory grade of the nginx the build ships, from Mozilla's own scanner
// (tests/harness/observatory.mjs runs it against the test ports).
const OBSERVATORY = join(__dirname, '..', 'harness', 'observatory.mjs');

// The headers nginx sends whose absence the Observatory's tests count. It reads X-Frame-Options
// only where CSP has no frame-ancestors (ours does), and grades neither Permissions-Policy nor
// Cross-Origin-Opener-Policy: headers.spec.ts checks that every answer carries those.
const GRADED = [
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'content-security-policy',
  'cross-origin-resource-policy',
];

interface Scan {
  grade: string;
  score: number;
  tests: Record<string, { result: string; scoreModifier: number }>;
}

/** The certificate a TLS server presents, as PEM. */
function servedCertificate(origin: string) {
  const { hostname, port } = new URL(origin);
  return new Promise<string>((resolve, reject) => {
    const socket = connect(
      { host: hostname, port: Number(port), rejectUnauthorized: false },
      () => {
        resolve(socket.getPeerX509Certificate()?.toString() ?? '');
        socket.end();
      },
    );
    socket.on('error', reject);
  });
}

// The scanner's grade of the shipped configuration: no test costs points, and CSP, the
// Referrer-Policy, framing forbidden by CSP and CORP add 30 (docs/hosting.md).
const EXPECTED = { grade: 'A+', score: 130 };

test(`Mozilla's HTTP Observatory grades the nginx configuration ${EXPECTED.grade}, ${EXPECTED.score}`, async ({
  baseURL,
  httpURL,
}, testInfo) => {
  // Six scans, in a Node process of its own that first loads the scanner.
  test.setTimeout(60_000);
  const origin = baseURL ?? '';
  // The scanner verifies the certificate, and scores HSTS and the redirection only where it holds,
  // as a deployment's would: the test's self-signed one is trusted for the scan.
  const certificate = testInfo.outputPath('nginx.pem');
  writeFileSync(certificate, await servedCertificate(origin));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [OBSERVATORY, origin, httpURL, ...GRADED],
    { env: { ...process.env, NODE_EXTRA_CA_CERTS: certificate } },
  );
  const { without, ...scan } = JSON.parse(stdout) as Scan & { without: Record<string, Scan> };
  const line = (name: string, { result, scoreModifier }: Scan['tests'][string]) =>
    `${name}: ${result} (${scoreModifier})`;
  console.log(
    [
      `HTTP Observatory: ${scan.grade} (${scan.score})`,
      ...Object.entries(scan.tests).map(([name, result]) => `  ${line(name, result)}`),
    ].join('\n'),
  );
  expect({
    grade: scan.grade,
    score: scan.score,
    costingPoints: Object.entries(scan.tests)
      .filter(([, { scoreModifier }]) => scoreModifier < 0)
      .map(([name, result]) => line(name, result)),
  }).toEqual({ ...EXPECTED, costingPoints: [] });

  // Scanned again with each of those headers taken out of the answers, the score drops: the
  // expectation above fails when nginx stops sending any of them.
  expect(
    GRADED.filter((header) => (without[header]?.score ?? Infinity) >= scan.score),
    'headers whose absence the grade would not see',
  ).toEqual([]);
});
