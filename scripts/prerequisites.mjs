// @ts-check
// What `npm test` needs from the machine beyond node_modules, checked in its first second.
//   node scripts/prerequisites.mjs        one line naming what is missing and how to install it; exit 1
//   node scripts/prerequisites.mjs --apt  the Debian packages to install (what .ci/run installs)
// --apt runs before `npm ci`, so it cannot load the .env files through Next's loader: it asks for
// Debian's packages, and the certificate check then looks where Debian puts its placeholder.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromiumCandidates, chromiumPath } from './chromium.mjs';
import { ENGINE_PREREQUISITES } from './engines.mjs';
import { BROTLI_MODULE, nginxPath, opensslPath } from './nginx-paths.mjs';

if (!process.argv.includes('--apt')) await import('./build/load-env.mjs');
const { NGINX } = await import('../lib/env.mjs');

/** @returns {{ name: string, debianPackage: string, lookedAt: string }[]} */
export function missingPrerequisites() {
  return [
    {
      name: 'Chromium',
      debianPackage: 'chromium',
      found: chromiumPath(),
      lookedAt: `${chromiumCandidates().join(', ')} (or set CHROMIUM_PATH)`,
    },
    {
      name: 'nginx',
      debianPackage: 'nginx',
      found: nginxPath(),
      lookedAt: '/usr/sbin/nginx (or set NGINX_PATH)',
    },
    {
      name: "nginx's Brotli module",
      debianPackage: 'libnginx-mod-http-brotli-static',
      found: existsSync(BROTLI_MODULE) ? BROTLI_MODULE : undefined,
      lookedAt: BROTLI_MODULE,
    },
    {
      // The certificate out/nginx.conf names until a server sets its own (lib/env.mjs): the
      // hosting test checks the shipped file with `nginx -t`, which reads it.
      name: "Debian's placeholder certificate",
      debianPackage: 'ssl-cert',
      found: [NGINX.certificate, NGINX.certificateKey].every((path) => existsSync(path))
        ? NGINX.certificate
        : undefined,
      lookedAt: `${NGINX.certificate} and ${NGINX.certificateKey}`,
    },
    {
      name: 'openssl',
      debianPackage: 'openssl',
      found: opensslPath(),
      lookedAt: '/usr/bin/openssl (or set OPENSSL_PATH)',
    },
    // The engine suite's other browsers (scripts/engines.mjs).
    ...ENGINE_PREREQUISITES.map(({ name, debianPackage, path, env }) => ({
      name,
      debianPackage,
      found: existsSync(path) ? path : undefined,
      lookedAt: `${path} (or set ${env})`,
    })),
  ]
    .filter(({ found }) => !found)
    .map(({ name, debianPackage, lookedAt }) => ({ name, debianPackage, lookedAt }));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const missing = missingPrerequisites();
  if (process.argv.includes('--apt')) {
    console.log(missing.map((m) => m.debianPackage).join(' '));
  } else if (missing.length > 0) {
    console.error(
      `npm test needs ${missing.map((m) => m.name).join(' and ')}, not found at ${missing
        .map((m) => m.lookedAt)
        .join(
          '; ',
        )}. Install: sudo apt-get install -y ${missing.map((m) => m.debianPackage).join(' ')}`,
    );
    process.exit(1);
  }
}
