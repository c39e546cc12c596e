// @ts-check
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { requireTool } from '../../scripts/tools/machine.mjs';

/**
 * A throwaway self-signed certificate for 127.0.0.1, made with this machine's openssl in `dir`
 * (never stored in the repository): what the test nginx serves HTTPS with.
 * @param {string} dir
 */
export function throwawayCertificate(dir) {
  const certificate = join(dir, 'site.pem');
  const key = join(dir, 'site.key');
  execFileSync(
    requireTool('openssl'),
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
      ...['-keyout', key, '-out', certificate],
    ],
    { stdio: 'ignore' },
  );
  return { certificate, key };
}
