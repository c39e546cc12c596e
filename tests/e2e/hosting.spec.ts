import { execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, type ConnectionOptions } from 'node:tls';
import type { APIRequestContext } from '@playwright/test';
import { BASE_PATH, CMS, NGINX, SITE_URL } from '@/lib/settings/env.mjs';
import { mozillaIntermediateTls, nginxConfig } from '@/scripts/build/host-config.mjs';
import { throwawayCertificate } from '@/tests/harness/certificate.mjs';
import { freePort } from '@/tests/harness/free-port.mjs';
import { nginxBuild, requireTool } from '@/scripts/tools/machine.mjs';
import { OUT_DIR } from './built-site';
import { expect, test } from './fixtures';
import { rawRequest } from './raw-request';
import { contentRedirects } from '@/scripts/build/redirects.mjs';

// What the shipped nginx configuration does with addresses, over HTTPS with HTTP beside it.

/** The status and Location nginx answers a path with, redirects not followed. */
async function answer(
  request: APIRequestContext,
  url: string,
  headers: Record<string, string> = {},
) {
  const response = await request.get(url, { maxRedirects: 0, headers });
  return { status: response.status(), location: response.headers()['location'] };
}

test('repeated slashes redirect to the merged path, on this host whatever the Host header says', async ({
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  const cases = {
    '//about/': '/about/',
    '///': '/',
    '/about//': '/about/',
    '//': '/',
    '//evil.example/': '/evil.example/',
    '/about//?from=newsletter': '/about/?from=newsletter',
    '/about/?next=//evil.example/': undefined,
  };
  for (const [path, merged] of Object.entries(cases)) {
    // Joined as text: new URL('//about/', origin) would read the path as another host.
    const { status, location } = await answer(request, `${origin}${path}`, {
      host: 'evil.example',
    });
    expect({ path, status, location }).toEqual(
      merged ? { path, status: 301, location: merged } : { path, status: 200, location: undefined },
    );
  }
  // Browsers read a backslash as a slash, so /\evil.example/ in a Location would leave the site.
  for (const path of ['/\\evil.example/', '//\\evil.example/']) {
    const { status, headers } = await rawRequest(origin, `GET ${path} HTTP/1.1`);
    expect({ path, status, location: headers['location'] }).toEqual({
      path,
      status: 301,
      location: '/evil.example/',
    });
  }
});

test('HTTP only redirects, to the configured HTTPS origin, and never sends HSTS', async ({
  request,
  baseURL,
  httpURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  for (const path of ['/', '/about/', '//evil.example/', '/no-such-page?x=1']) {
    const response = await request.get(`${httpURL}${path}`, {
      maxRedirects: 0,
      headers: { host: 'evil.example' },
    });
    expect(response.status()).toBe(301);
    expect(response.headers()['location']).toBe(`${origin}${path}`);
    expect(response.headers()['strict-transport-security']).toBeUndefined();
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  }
  const post = await request.post(`${httpURL}/contact/`, { maxRedirects: 0 });
  expect(post.status()).toBe(301);
});

/** The protocol, cipher and application protocol a TLS handshake settles on, or its error. */
function handshake(baseURL: string, options: ConnectionOptions) {
  const { hostname, port } = new URL(baseURL);
  return new Promise<{ protocol: string | null; cipher: string; alpn: string | false | null }>(
    (resolve, reject) => {
      const socket = connect(
        { host: hostname, port: Number(port), rejectUnauthorized: false, ...options },
        () => {
          resolve({
            protocol: socket.getProtocol(),
            cipher: socket.getCipher().standardName,
            alpn: socket.alpnProtocol,
          });
          socket.end();
        },
      );
      socket.on('error', reject);
    },
  );
}

test('HTTPS speaks HTTP/2 over TLS 1.3, and TLS 1.2 only with forward-secret AEAD ciphers', async ({
  baseURL,
}) => {
  const origin = baseURL ?? '';
  expect(await handshake(origin, { ALPNProtocols: ['h2', 'http/1.1'] })).toMatchObject({
    protocol: 'TLSv1.3',
    alpn: 'h2',
  });
  // The test certificate is an ECDSA one, so the ECDSA half of the profile's list applies.
  for (const cipher of mozillaIntermediateTls.ciphers.split(':').filter((c) => /ECDSA/.test(c))) {
    expect(await handshake(origin, { maxVersion: 'TLSv1.2', ciphers: cipher })).toMatchObject({
      protocol: 'TLSv1.2',
    });
  }
  for (const cipher of ['ECDHE-ECDSA-AES128-SHA', 'ECDHE-ECDSA-AES256-SHA384']) {
    await expect(handshake(origin, { maxVersion: 'TLSv1.2', ciphers: cipher })).rejects.toThrow();
  }
});

test('the shipped nginx.conf is whole and filled from the build, and nginx -t accepts it', async () => {
  const file = join(__dirname, '..', '..', 'out', 'nginx.conf');
  const settings = {
    basePath: BASE_PATH,
    origin: SITE_URL,
    nginx: NGINX,
    cms: Boolean(CMS),
    redirects: contentRedirects(),
  };
  expect(readFileSync(file, 'utf8')).toBe(nginxConfig(settings));

  // The same configuration with only this machine's paths and ports in it, so it checks as any
  // user: its mime.types, a certificate made here (the configured one, Debian's placeholder by
  // default, lives under /etc/ssl/private, which only root reads), a folder of its own for what
  // nginx writes, and free ports on 127.0.0.1 (nginx -t binds them; below 1024 only root may).
  const nginx = requireTool('nginx');
  const [http, https] = [await freePort(), await freePort()];
  const scratch = mkdtempSync(join(tmpdir(), 'nginx-t-'));
  try {
    const { certificate, key: certificateKey } = throwawayCertificate(scratch);
    const here = join(scratch, 'nginx.conf');
    writeFileSync(
      here,
      nginxConfig(
        {
          ...settings,
          nginx: {
            ...NGINX,
            certificate,
            certificateKey,
            httpListen: [`127.0.0.1:${http}`],
            httpsListen: [`127.0.0.1:${https}`],
          },
        },
        { mimeTypes: nginxBuild(nginx).mimeTypes, scratch },
      ),
    );
    const check = () =>
      execFileSync(
        nginx,
        // nginx's own prefix (no -p): the modules Debian enables are named relative to it.
        ['-t', '-q', '-e', 'stderr', '-g', `pid ${scratch}/nginx.pid;`, '-c', here],
        { stdio: 'pipe' },
      );
    expect(check).not.toThrow();
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});

test('the test nginx writes only into a folder of its own, and removes it when stopped', async () => {
  test.skip(process.platform === 'win32', 'Windows has no SIGTERM a program can catch');
  // Its temp folder here, so what it leaves behind can be seen.
  const tmp = mkdtempSync(join(tmpdir(), 'nginx-scratch-'));
  try {
    const [https, http] = [await freePort(), await freePort()];
    const nginx = spawn(
      process.execPath,
      ['tests/harness/nginx.mjs', `${https}`, `${http}`, OUT_DIR],
      {
        env: { ...process.env, TMPDIR: tmp },
        stdio: 'ignore',
      },
    );
    const exited = once(nginx, 'exit');
    await expect
      .poll(() =>
        fetch(`http://127.0.0.1:${http}/`, { redirect: 'manual' }).then(
          (r) => r.status,
          () => 0,
        ),
      )
      .toBe(301);
    expect(readdirSync(tmp)).toEqual([expect.stringMatching(/^nginx-/)]);
    nginx.kill('SIGTERM');
    expect(await exited).toEqual([0, null]);
    expect(readdirSync(tmp)).toEqual([]);
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
});
