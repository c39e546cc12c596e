import { BASE_PATH, DIST_DIR } from './lib/env.mjs';

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
  ...(BASE_PATH ? { basePath: BASE_PATH } : {}),
  // A second build (the basePath check) writes elsewhere so it never clobbers out/.
  ...(DIST_DIR ? { distDir: DIST_DIR } : {}),
};

export default nextConfig;
