import { readFileSync } from 'node:fs';

// One number for the server-action body limit: proxy.ts checks it too (lib/security/server-action-body.ts).
const serverActionBody = JSON.parse(readFileSync(new URL('./lib/security/server-action-body.json', import.meta.url), 'utf8'));

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite ships wasm and data files that must be loaded from node_modules at run time.
  serverExternalPackages: ['@electric-sql/pglite'],
  // `next dev` reached as 127.0.0.1 would otherwise block its own dev resources.
  allowedDevOrigins: ['127.0.0.1'],
  poweredByHeader: false,
  typedRoutes: false,
  experimental: { serverActions: { bodySizeLimit: serverActionBody.maxBytes } },
};

export default nextConfig;
