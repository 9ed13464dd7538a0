import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './bench-row';

// P5, first-load JavaScript per route: the build's own list of each route's first-load chunks
// (.next/diagnostics/route-bundle-stats.json), each chunk gzipped (level 9) and summed. KB = 1,024 bytes
// (the unit Next prints).

type RouteStats = { route: string; firstLoadChunkPaths: string[] };

const STATS = '.next/diagnostics/route-bundle-stats.json';
export const P5_TARGET_KB = { schedule: 300, other: 180 };

export function benchBundles(): BenchRow[] {
  const routes = JSON.parse(readFileSync(STATS, 'utf8')) as RouteStats[];
  const gzipped = new Map<string, number>();
  const sizeOf = (path: string) => {
    if (!gzipped.has(path)) gzipped.set(path, gzipSync(readFileSync(path), { level: 9 }).length);
    return gzipped.get(path) as number;
  };
  return [...routes]
    .sort((a, b) => a.route.localeCompare(b.route))
    .map((r) => {
      const kb = r.firstLoadChunkPaths.reduce((sum, path) => sum + sizeOf(path), 0) / 1024;
      const limit = r.route.endsWith('/schedule') ? P5_TARGET_KB.schedule : P5_TARGET_KB.other;
      return { measure: `P5 first-load JS ${r.route}`, median: `${kb.toFixed(1)} KB`, detail: `${r.firstLoadChunkPaths.length} chunks, gzip`, target: { text: `<= ${limit} KB`, met: kb <= limit } };
    });
}
