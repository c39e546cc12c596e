// @ts-check
// One list of response headers, written out in each static host's own format.
// Netlify and Vercel merge every matching rule, so only nginx needs the HTML Cache-Control spelt out.

const ONE_YEAR = 31536000;

export const securityHeaders = {
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  'X-Frame-Options': 'DENY',
  // A <meta> policy cannot forbid framing; the per-page policy itself lives in each HTML file.
  'Content-Security-Policy': "frame-ancestors 'none'",
  'Cross-Origin-Opener-Policy': 'same-origin',
};

export const immutableCache = `public, max-age=${ONE_YEAR}, immutable`;
// Folders whose file names carry content hashes: Next's assets and the image pipeline's output.
export const immutablePaths = ['/_next/static/', '/media/'];
export const revalidateCache = 'public, max-age=0, must-revalidate';

/** @param {string} [basePath] */
export function netlifyHeaders(basePath = '') {
  /** @param {string} path @param {Record<string, string>} headers */
  const block = (path, headers) =>
    [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    block(`${basePath}/*`, securityHeaders),
    ...immutablePaths.map((path) =>
      block(`${basePath}${path}*`, { 'Cache-Control': immutableCache }),
    ),
  ].join('\n\n')}\n`;
}

/** @param {string} [basePath] */
export function vercelConfig(basePath = '') {
  /** @param {Record<string, string>} headers */
  const list = (headers) => Object.entries(headers).map(([key, value]) => ({ key, value }));
  return `${JSON.stringify(
    {
      cleanUrls: false,
      trailingSlash: true,
      headers: [
        {
          source: `${basePath}/(.*)`,
          headers: list({ ...securityHeaders, 'Cache-Control': revalidateCache }),
        },
        ...immutablePaths.map((path) => ({
          source: `${basePath}${path}(.*)`,
          headers: list({ 'Cache-Control': immutableCache }),
        })),
      ],
    },
    null,
    2,
  )}\n`;
}

/** @param {{ basePath?: string, root?: string, port?: number }} [options] */
export function nginxServerBlock({ basePath = '', root = '/var/www/site', port = 80 } = {}) {
  // add_header is not inherited by a location that sets its own, so each location repeats them.
  /** @param {string} cache */
  const headerLines = (cache) =>
    Object.entries({ ...securityHeaders, 'Cache-Control': cache })
      .map(([name, value]) => `    add_header ${name} "${value}" always;`)
      .join('\n');
  const prefix = basePath || '';
  return `# nginx server block for the static export. Set root to the folder that holds out/'s files${
    basePath ? ` under ${basePath}` : ''
  }.
server {
  listen ${port};
  server_name _;
  root ${root};
  index index.html;
  charset utf-8;
  server_tokens off;

  gzip on;
  gzip_comp_level 6;
  gzip_min_length 256;
  gzip_vary on;
  gzip_types text/plain text/css text/xml application/javascript application/json
             application/manifest+json application/xml image/svg+xml;

  error_page 404 ${prefix}/404.html;

${immutablePaths
  .map((path) => `  location ${prefix}${path} {\n${headerLines(immutableCache)}\n  }\n`)
  .join('\n')}
  location ${prefix}/ {
${headerLines(revalidateCache)}
    # Folder-style export: /about and /about/ both answer with about/index.html.
    try_files $uri $uri/index.html $uri.html =404;
  }

  location = ${prefix}/404.html {
${headerLines(revalidateCache)}
    internal;
  }
}
`;
}
