// Runs Debian's nginx in the foreground with the server block the build ships in out/nginx.conf.
// Usage: node scripts/nginx.mjs <port> [outDir] [mountPath]
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { nginxPath } from './prerequisites.mjs';

const port = Number(process.argv[2] ?? 4190);
const outDir = resolve(process.argv[3] ?? 'out');
// A basePath build is served from a parent folder so /base/... maps onto out/.
const mount = process.argv[4] ?? '';
const nginx = nginxPath() ?? 'nginx';

const work = join(tmpdir(), `nginx-${port}`);
const root = mount ? join(work, 'root') : outDir;
mkdirSync(work, { recursive: true });
if (mount) {
  const { symlinkSync, rmSync } = await import('node:fs');
  rmSync(root, { recursive: true, force: true });
  mkdirSync(join(root, ...mount.split('/').slice(1, -1)), { recursive: true });
  symlinkSync(outDir, join(root, mount));
}

const server = readFileSync(join(outDir, 'nginx.conf'), 'utf8')
  .replace(/^\s*listen \d+;/m, `  listen 127.0.0.1:${port};`)
  .replace(/^\s*root [^;]+;/m, `  root ${root};`);

const config = `daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log stderr warn;
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
const child = spawn(nginx, ['-e', 'stderr', '-c', join(work, 'nginx.conf')], { stdio: 'inherit' });
const stop = () => child.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
