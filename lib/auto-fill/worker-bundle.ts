// Where `npm run build` writes auto-fill's solve worker, compiled (scripts/build-auto-fill-worker.ts),
// from which entry: a production server runs the bundle, dev and tests the TypeScript through tsx.
export const WORKER_BUNDLE = '.next/auto-fill-worker.mjs';
export const WORKER_ENTRY = 'lib/auto-fill/server/solve-worker.ts';
export const WORKER_BOOT = 'lib/auto-fill/server/solve-worker-boot.mjs';
