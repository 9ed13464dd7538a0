import type { DragSample } from './measure-drag';
import type { PaintSample } from './measure-paint';
import { median, ms, percentile } from '@/test/support/stats';
import { table, verdict } from './text-table';

// The benchmark's printed table: the numbers with their targets, then a breakdown of where
// the painted time goes (medians of the warm runs), so a miss points somewhere.

export type PaintRuns = { cold: PaintSample; warm: PaintSample[] };

export type DragResults = {
  samples: DragSample[];
  /** Drags that sent no move action and were made again. */
  aborted: number;
  persisted: { itemId: string; expectedStart: number; actualStart: number; ok: boolean };
};

export type BenchResults = {
  organization: string;
  week: string;
  shownItems: number;
  /** The machine's 1-minute load average after each set of warm runs. */
  loadAverages: number[];
  dashboard: PaintRuns;
  /** The baseline: a bare FullCalendar that fetches the route's answer (a static file) before drawing. */
  baseline: PaintRuns & { bundleBytes: number };
  /** The same bare FullCalendar with the week's items in its HTML (no request). */
  embedded: PaintRuns;
  /** dashboard / baseline and dashboard / embedded, per interleaved set of warm runs. */
  ratios: number[];
  embeddedRatios: number[];
  route: { ms: number[]; bytes: number; items: number };
  /** null when BENCH_DRAGS=0. */
  drags: DragResults | null;
};

const TARGET = { paintedMs: 1_000, ratio: 1.3, dragP95Ms: 150 };
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(2)} MB`;
const iso = (epochMs: number) => new Date(epochMs).toISOString().replace('.000Z', 'Z');

const med = (runs: PaintSample[], pick: (s: PaintSample) => number) => median(runs.map(pick));

function dragLines(d: DragResults | null): { rows: string[][]; notes: string[] } {
  if (!d) return { rows: [], notes: ['Drags: left out (BENCH_DRAGS=0)'] };
  const confirmed = d.samples.map((s) => s.confirmedMs);
  const sent = d.samples.map((s) => s.requestSentMs);
  const saved = d.samples.filter((s) => s.saved).length;
  const { persisted } = d;
  return {
    rows: [
      [`Drag -> server-confirmed (${d.samples.length} drags)`, '', `p50 ${ms(median(confirmed))}`, ms(percentile(confirmed, 95)), `<= ${TARGET.dragP95Ms} ms (p95)`, verdict(percentile(confirmed, 95) <= TARGET.dragP95Ms)],
      ['  of which mouse-up -> request sent', '', `p50 ${ms(median(sent))}`, ms(percentile(sent, 95)), '', ''],
    ],
    notes: [
      `Drags saved (read back from the emulator): ${saved}/${d.samples.length} on ${new Set(d.samples.map((s) => s.itemId)).size} distinct items; ${d.aborted} sent no move and were made again`,
      `Last drag persisted: ${persisted.ok ? 'yes' : 'NO'} (item ${persisted.itemId}: emulator start ${iso(persisted.actualStart)}, expected ${iso(persisted.expectedStart)})`,
    ],
  };
}

export function formatReport(r: BenchResults): string {
  const dPainted = r.dashboard.warm.map((s) => s.paintedMs);
  const bPainted = r.baseline.warm.map((s) => s.paintedMs);
  const ePainted = r.embedded.warm.map((s) => s.paintedMs);
  const n = r.dashboard.warm.length;
  const drags = dragLines(r.drags);
  const pages = [r.dashboard, r.baseline, r.embedded];
  const row = (label: string, pick: (s: PaintSample) => number, format: (v: number) => string = ms) => [label, ...pages.map((p) => format(med(p.warm, pick)))];

  const main = table([
    ['measure', 'cold', 'median', 'p95', 'target', 'verdict'],
    ['Painted, dashboard', ms(r.dashboard.cold.paintedMs), ms(median(dPainted)), ms(percentile(dPainted, 95)), `<= ${TARGET.paintedMs} ms (median)`, verdict(median(dPainted) <= TARGET.paintedMs)],
    ['Painted, baseline: bare FullCalendar, JSON fetched', ms(r.baseline.cold.paintedMs), ms(median(bPainted)), ms(percentile(bPainted, 95)), '', ''],
    ['Ratio painted / baseline (per pair)', (r.dashboard.cold.paintedMs / r.baseline.cold.paintedMs).toFixed(2), median(r.ratios).toFixed(2), percentile(r.ratios, 95).toFixed(2), `<= ${TARGET.ratio} (median)`, verdict(median(r.ratios) <= TARGET.ratio)],
    ['Painted, bare FullCalendar, JSON in the HTML', ms(r.embedded.cold.paintedMs), ms(median(ePainted)), ms(percentile(ePainted, 95)), '', ''],
    ['Ratio painted / JSON in the HTML', (r.dashboard.cold.paintedMs / r.embedded.cold.paintedMs).toFixed(2), median(r.embeddedRatios).toFixed(2), percentile(r.embeddedRatios, 95).toFixed(2), '(reference)', ''],
    ...drags.rows,
  ]);

  const breakdown = table([
    ['breakdown (median of warm runs)', 'dashboard', 'baseline', 'JSON in the HTML'],
    row('first byte of the HTML', (s) => s.responseStartMs),
    row('last byte of the HTML', (s) => s.responseEndMs),
    row('DOMContentLoaded', (s) => s.domContentLoadedMs),
    row('the read sent', (s) => s.readSentMs),
    row("the read's last byte", (s) => s.readEndMs),
    row('requests for the read (1: the preload taken over)', (s) => s.readRequests, String),
    row('first event painted', (s) => s.firstPaintedMs),
    row('long tasks before painted (sum)', (s) => s.longTaskMs),
    row('HTML size (decoded)', (s) => s.htmlBytes, mb),
    ['events in the DOM / mounts', ...pages.map((p) => `${p.cold.count} / ${med(p.warm, (s) => s.mounts)}`)],
  ]);

  const loads = r.loadAverages;
  return [
    `Shiftdesk schedule benchmark: ${r.organization}, week of ${r.week} (${r.shownItems} items shown), 1 cold + ${n} warm runs each, interleaved`,
    `Load average (1 min) after each set of warm runs: median ${median(loads).toFixed(2)}, min ${Math.min(...loads).toFixed(2)}, max ${Math.max(...loads).toFixed(2)} (2 cores)`,
    '',
    main,
    '',
    breakdown,
    '',
    `GET calendar-items for the page's read range (7-day lookback + the week): ${r.route.items} items, ${mb(r.route.bytes)} JSON, median ${ms(median(r.route.ms))} over ${r.route.ms.length} reads; the baseline fetches these bytes as a static file`,
    `Baseline bundle: ${mb(r.baseline.bundleBytes)} of JS; the dashboard and both bare pages stack identical items (lib/schedule/item-stacks.ts)`,
    ...drags.notes,
    '',
    'p95 is the nearest rank: with 7 samples, the slowest.',
  ].join('\n');
}
