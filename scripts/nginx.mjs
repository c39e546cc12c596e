// @ts-check
// Runs Debian's nginx in the foreground with the site's configuration as the build writes it
// (scripts/build/host-config.mjs), its settings those of this machine: 127.0.0.1 ports, the
// folder, a certificate made here and now (a throwaway self-signed one, never stored in the
// repository) and Brotli.
// Usage: node scripts/nginx.mjs <httpsPort> <httpPort> [outDir] [mountPath]
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { NGINX_HTTP_PREAMBLE, nginxServers } from './build/host-config.mjs';
import { BROTLI_MODULE, nginxPath, opensslPath } from './nginx-paths.mjs';

const httpsPort = Number(process.argv[2] ?? 4190);
const httpPort = Number(process.argv[3] ?? 4192);
const outDir = resolve(process.argv[4] ?? 'out');
// A basePath build is served from a parent folder so /base/... maps onto out/.
const mount = process.argv[5] ?? '';

const work = join(tmpdir(), `nginx-${httpsPort}`);
const root = mount ? join(work, 'root') : outDir;
mkdirSync(work, { recursive: true });
if (mount) {
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, ...mount.split('/').slice(1, -1)), { recursive: true });
  symlinkSync(outDir, join(root, mount));
}

const certificate = join(work, 'site.pem');
const key = join(work, 'site.key');
execFileSync(
  opensslPath() ?? 'openssl',
  [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
    ...['-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
    ...['-keyout', key, '-out', certificate],
  ],
  { stdio: 'ignore' },
);

// The site's http { } part as the build writes it, with this machine's settings: the same
// function the build calls (scripts/build/host-config.mjs), so nothing is edited by pattern.
const server = nginxServers({
  basePath: mount,
  origin: `https://127.0.0.1:${httpsPort}`,
  nginx: {
    httpListen: [`127.0.0.1:${httpPort}`],
    httpsListen: [`127.0.0.1:${httpsPort}`],
    root,
    certificate,
    certificateKey: key,
    brotli: true,
  },
});
const indent = (/** @type {string} */ text) => text.replace(/^(?=.)/gm, '  ');

const config = `daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log stderr warn;
load_module ${BROTLI_MODULE};
events { worker_connections 256; }
http {
${indent(NGINX_HTTP_PREAMBLE)}
  access_log off;
  disable_symlinks off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
${indent(server)}
}
`;
writeFileSync(join(work, 'nginx.conf'), config);
const child = spawn(nginxPath() ?? 'nginx', ['-e', 'stderr', '-c', join(work, 'nginx.conf')], {
  stdio: 'inherit',
});
const stop = () => child.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
