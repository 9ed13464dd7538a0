import type { BenchRow } from './bench-row';
import { measureBundleSizes } from './bundle-sizes';

// P5, first-load JavaScript per route, as rows of `npm run bench`: the measure is bundle-sizes.ts
// (each of the build's first-load chunks gzipped on its own and summed; KB = 1,024 bytes).

export function benchBundles(): BenchRow[] {
  return measureBundleSizes().map((r) => ({
    measure: `P5 first-load JS ${r.route}`,
    median: `${(r.gzipBytes / 1024).toFixed(1)} KB`,
    detail: `${r.chunks} chunks, gzip`,
    target: { text: `<= ${r.targetBytes / 1024} KB`, met: r.met },
  }));
}
