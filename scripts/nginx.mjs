// @ts-check
// Runs Debian's nginx in the foreground with the configuration the build ships in out/nginx.conf,
// its "Set:" settings filled in for this machine: 127.0.0.1 ports, the folder, a certificate made
// here and now (a throwaway self-signed one, never stored in the repository) and Brotli.
// Usage: node scripts/nginx.mjs <httpsPort> <httpPort> [outDir] [mountPath]
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BROTLI_MODULE, nginxPath, opensslPath } from './prerequisites.mjs';

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

/** @type {[RegExp, string][]} */
const settings = [
  [/^ {2}listen 80;$/m, `  listen 127.0.0.1:${httpPort};`],
  [/^ {2}listen 443 ssl http2;$/m, `  listen 127.0.0.1:${httpsPort} ssl http2;`],
  [/^ {2}listen \[::\].*\n/gm, ''],
  [
    /return 301 https:\/\/[^$]+\$request_uri;/,
    `return 301 https://127.0.0.1:${httpsPort}$request_uri;`,
  ],
  [/^ {2}ssl_certificate .*;$/m, `  ssl_certificate ${certificate};`],
  [/^ {2}ssl_certificate_key .*;$/m, `  ssl_certificate_key ${key};`],
  [/^ {2}root .*;$/m, `  root ${root};`],
  [/^ {2}# brotli_static on;$/m, '  brotli_static on;'],
];
// Every setting must be found, so a change to the shipped file cannot silently go untested.
const server = settings.reduce(
  (text, [pattern, value]) => {
    if (!pattern.test(text)) throw new Error(`out/nginx.conf has no line matching ${pattern}`);
    pattern.lastIndex = 0;
    return text.replace(pattern, value);
  },
  readFileSync(join(outDir, 'nginx.conf'), 'utf8'),
);

const config = `daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log stderr warn;
load_module ${BROTLI_MODULE};
events { worker_connections 256; }
http {
  include /etc/nginx/mime.types;
  types { application/manifest+json webmanifest; }
  default_type application/octet-stream;
  access_log off;
  disable_symlinks off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
${server}
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
