/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  // Directory-style output (about/index.html) is served by every static host
  // without rewrite rules; see README "Trailing slashes".
  trailingSlash: true,
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
};

export default nextConfig;
