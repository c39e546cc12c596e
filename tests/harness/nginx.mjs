// @ts-check
// Runs nginx in the foreground with the site's configuration as the build writes it
// (scripts/build/host-config.mjs), its settings those of this machine: 127.0.0.1 ports, the
// folder, a certificate made here and now (a throwaway self-signed one, never stored in the
// repository), this nginx's mime.types and, where it has the module, Brotli. Everything it writes
// (pid, temp files, certificate) goes to a folder of its own, removed when it stops (SIGTERM or
// SIGINT), so runs by other users or from other checkouts never meet.
// Usage: node tests/harness/nginx.mjs <httpsPort> <httpPort> [outDir] [mountPath]
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { nginxHttpPreamble, nginxScratch, nginxServers } from '../../scripts/build/host-config.mjs';
import { CMS_FOLDER } from '../../scripts/build/output.mjs';
import { contentRedirects } from '../../scripts/build/redirects.mjs';
import { throwawayCertificate } from './certificate.mjs';
import { nginxBuild, requireTool, toolPath } from '../../scripts/tools/machine.mjs';
import { servedScratch } from '../../scripts/tools/served-scratch.mjs';

const httpsPort = Number(process.argv[2] ?? 4190);
const httpPort = Number(process.argv[3] ?? 4192);
const outDir = resolve(process.argv[4] ?? 'out');
// A basePath build is served from a parent folder so /base/... maps onto out/.
const mount = process.argv[5] ?? '';

const nginx = requireTool('nginx');
const brotliModule = toolPath('brotliModule');
const work = servedScratch('nginx-');
const remove = () => rmSync(work, { recursive: true, force: true });
// nginx reads a backslash as an escape: Windows paths are written with forward slashes.
const slashes = (/** @type {string} */ path) => path.replaceAll('\\', '/');

try {
  const root = mount ? join(work, 'root') : outDir;
  if (mount) {
    mkdirSync(join(root, ...mount.split('/').slice(1, -1)), { recursive: true });
    // A junction on Windows, which needs no administrator.
    symlinkSync(outDir, join(root, mount), 'junction');
  }

  const { certificate, key } = throwawayCertificate(work);

  // The site's http { } part as the build writes it, with this machine's settings: the same
  // function the build calls (scripts/build/host-config.mjs), so nothing is edited by pattern.
  const server = nginxServers({
    basePath: mount,
    origin: `https://127.0.0.1:${httpsPort}`,
    // As the build wrote it: the CMS's rules where it copied the CMS.
    cms: existsSync(join(outDir, CMS_FOLDER)),
    // The addresses that moved, as the build read them from content/ (it checked them).
    redirects: contentRedirects(),
    nginx: {
      httpListen: [`127.0.0.1:${httpPort}`],
      httpsListen: [`127.0.0.1:${httpsPort}`],
      root: slashes(root),
      certificate: slashes(certificate),
      certificateKey: slashes(key),
      brotli: Boolean(brotliModule),
    },
  });
  const indent = (/** @type {string} */ text) => text.replace(/^(?=.)/gm, '  ');

  const config = `daemon off;
worker_processes 1;
pid ${slashes(work)}/nginx.pid;
error_log stderr warn;
${brotliModule ? `load_module ${slashes(brotliModule)};` : ''}
events { worker_connections 256; }
http {
${indent(nginxHttpPreamble(slashes(nginxBuild(nginx).mimeTypes)))}
${indent(nginxScratch(slashes(work)))}
  disable_symlinks off;
${indent(server)}
}
`;
  writeFileSync(join(work, 'nginx.conf'), config);
} catch (error) {
  remove();
  throw error;
}

const child = spawn(nginx, ['-e', 'stderr', '-p', work, '-c', join(work, 'nginx.conf')], {
  stdio: 'inherit',
});
const stop = () => child.kill('SIGQUIT');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  remove();
  process.exit(code ?? 0);
});
