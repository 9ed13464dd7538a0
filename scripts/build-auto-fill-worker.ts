import { build } from 'esbuild';
import { WORKER_BUNDLE, WORKER_ENTRY } from '@/lib/auto-fill/worker-bundle';

// `npm run build`, after `next build`: auto-fill's solve worker compiled to one ES module in the
// build's folder, as a production server runs it (lib/auto-fill/server/run-auto-fill.ts). HiGHS
// stays a package (it loads its WebAssembly from beside itself); 'server-only' resolves as the
// server resolves it.

await build({
  entryPoints: [WORKER_ENTRY],
  outfile: WORKER_BUNDLE,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  conditions: ['react-server'],
  external: ['highs'],
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
console.log(`Auto-fill's worker: ${WORKER_BUNDLE}`);
