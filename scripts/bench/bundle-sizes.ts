import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { table } from './text-table';

// First-load JavaScript per route, gzipped: the chunks `next build` lists for each route in
// .next/diagnostics/route-bundle-stats.json, each gzipped on its own (as a server sends them).
// `npx tsx scripts/bench/bundle-sizes.ts` after `npm run build`; prints numbers, asserts nothing.

export type BundleSizeRow = {
  route: string;
  chunks: number;
  rawBytes: number;
  gzipBytes: number;
  targetBytes: number;
  met: boolean;
};

const KB = 1024;
/** The schedule carries FullCalendar; every other route shares the lighter budget. */
const SCHEDULE_ROUTE = '/organizations/[organizationId]/schedule';
export const targetBytesFor = (route: string) => (route === SCHEDULE_ROUTE ? 300 : 180) * KB;

type RouteBundleStats = { route: string; firstLoadChunkPaths: string[] }[];

export function measureBundleSizes(projectDir = process.cwd()): BundleSizeRow[] {
  const statsFile = join(projectDir, '.next/diagnostics/route-bundle-stats.json');
  const stats = JSON.parse(readFileSync(statsFile, 'utf8')) as RouteBundleStats;
  return stats
    .map(({ route, firstLoadChunkPaths }) => {
      const chunks = firstLoadChunkPaths.map((path) => readFileSync(join(projectDir, path)));
      const rawBytes = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
      const gzipBytes = chunks.reduce((sum, chunk) => sum + gzipSync(chunk).length, 0);
      const targetBytes = targetBytesFor(route);
      return { route, chunks: chunks.length, rawBytes, gzipBytes, targetBytes, met: gzipBytes <= targetBytes };
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

export function formatBundleSizes(rows: BundleSizeRow[]): string {
  const missed = rows.filter((row) => !row.met).length;
  return [
    'First-load JS per route (gzip of each chunk in .next/diagnostics/route-bundle-stats.json)',
    '',
    table([
      ['route', 'chunks', 'raw', 'gzip', 'target', 'verdict'],
      ...rows.map((r) => [r.route, String(r.chunks), kb(r.rawBytes), kb(r.gzipBytes), `<= ${kb(r.targetBytes)}`, r.met ? 'met' : 'MISSED']),
    ]),
    '',
    missed === 0 ? `All ${rows.length} routes within target.` : `${missed} of ${rows.length} routes over target.`,
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(formatBundleSizes(measureBundleSizes()));
}
