import { table, verdict } from './text-table';

// One line of `npm run bench`'s table: a measure, its median and p95 (or the single value), a
// detail, and, when it has one, its target and whether this run met it.

export type BenchRow = { measure: string; median: string; p95?: string; detail?: string; target?: { text: string; met: boolean } };

export function formatBenchTable(rows: BenchRow[]): string {
  return table([
    ['measure', 'median', 'p95', 'detail', 'target', 'verdict'],
    ...rows.map((r) => [r.measure, r.median, r.p95 ?? '', r.detail ?? '', r.target?.text ?? '', r.target ? verdict(r.target.met) : '']),
  ]);
}
