// Set at build time to host the site under a sub-path (GitHub Pages project sites, shared domains).
const basePath = (process.env.NEXT_PUBLIC_BASE_PATH ?? '').replace(/\/+$/, '');

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Directory-style output (about/index.html) is served by every static host
  // without rewrite rules; see README "Trailing slashes".
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // `next dev` only answers its own host by default; this lets http://127.0.0.1:3000 hot-reload too.
  allowedDevOrigins: ['127.0.0.1'],
  ...(basePath ? { basePath } : {}),
  // A second build (the basePath check) writes elsewhere so it never clobbers out/.
  ...(process.env.NEXT_DIST_DIR ? { distDir: process.env.NEXT_DIST_DIR } : {}),
};

export default nextConfig;
