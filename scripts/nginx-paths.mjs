// @ts-check
// Where the tools find nginx, its Brotli module and openssl: scripts/nginx.mjs starts nginx with
// them, the hosting test checks the shipped configuration with them, and scripts/prerequisites.mjs
// says which are missing.
import { existsSync } from 'node:fs';

/** Where nginx is looked for, in order: `NGINX_PATH`, then Debian's path. */
export function nginxPath() {
  return [process.env.NGINX_PATH, '/usr/sbin/nginx'].find(
    (path) => typeof path === 'string' && existsSync(path),
  );
}

/** nginx's Brotli module, where Debian's libnginx-mod-http-brotli-static puts it. */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Where openssl is looked for (the nginx tests make their own certificate with it). */
export function opensslPath() {
  return [process.env.OPENSSL_PATH, '/usr/bin/openssl'].find(
    (path) => typeof path === 'string' && existsSync(path),
  );
}
