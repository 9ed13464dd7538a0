/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships wasm and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite'],
  // `next dev` reached as 127.0.0.1 would otherwise block its own dev resources.
  allowedDevOrigins: ['127.0.0.1'],
  poweredByHeader: false,
  typedRoutes: false,
};

export default nextConfig;
