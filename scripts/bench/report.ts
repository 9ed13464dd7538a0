import type { DragSample } from './measure-drag';
import type { PaintSample } from './measure-paint';
import { median, ms, percentile } from './stats';
import { table, verdict } from './text-table';

// The benchmark's printed table: the three numbers with their targets, then a breakdown of where
// the painted time goes (medians of the warm runs), so a miss points somewhere.

export type PaintRuns = { cold: PaintSample; warm: PaintSample[] };

export type BenchResults = {
  organization: string;
  week: string;
  shownItems: number;
  dashboard: PaintRuns;
  /** The same items, stacked as the dashboard stacks them, in a bare FullCalendar. */
  baseline: PaintRuns & { bundleBytes: number };
  /** The same items as one event each in a bare FullCalendar: what a plain FullCalendar page does. */
  unstacked: PaintRuns;
  /** dashboard / baseline and dashboard / unstacked, per interleaved set of warm runs. */
  ratios: number[];
  unstackedRatios: number[];
  route: { ms: number[]; bytes: number; items: number };
  drags: DragSample[];
  /** Drags that sent no move action and were made again. */
  abortedDrags: number;
  persisted: { itemId: string; expectedStart: number; actualStart: number; ok: boolean };
};

const TARGET = { paintedMs: 1_000, ratio: 1.3, dragP95Ms: 150 };
const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(2)} MB`;
const iso = (epochMs: number) => new Date(epochMs).toISOString().replace('.000Z', 'Z');

const med = (runs: PaintSample[], pick: (s: PaintSample) => number) => median(runs.map(pick));

export function formatReport(r: BenchResults): string {
  const dPainted = r.dashboard.warm.map((s) => s.paintedMs);
  const bPainted = r.baseline.warm.map((s) => s.paintedMs);
  const uPainted = r.unstacked.warm.map((s) => s.paintedMs);
  const confirmed = r.drags.map((d) => d.confirmedMs);
  const sent = r.drags.map((d) => d.requestSentMs);
  const saved = r.drags.filter((d) => d.saved).length;
  const n = r.dashboard.warm.length;

  const main = table([
    ['measure', 'cold', 'median', 'p95', 'target', 'verdict'],
    ['Painted, dashboard', ms(r.dashboard.cold.paintedMs), ms(median(dPainted)), ms(percentile(dPainted, 95)), `<= ${TARGET.paintedMs} ms (median)`, verdict(median(dPainted) <= TARGET.paintedMs)],
    ['Painted, bare FullCalendar baseline', ms(r.baseline.cold.paintedMs), ms(median(bPainted)), ms(percentile(bPainted, 95)), '', ''],
    ['Ratio painted / baseline (per pair)', (r.dashboard.cold.paintedMs / r.baseline.cold.paintedMs).toFixed(2), median(r.ratios).toFixed(2), percentile(r.ratios, 95).toFixed(2), `<= ${TARGET.ratio} (median)`, verdict(median(r.ratios) <= TARGET.ratio)],
    ['Painted, bare FullCalendar, 1 event/item', ms(r.unstacked.cold.paintedMs), ms(median(uPainted)), ms(percentile(uPainted, 95)), '', ''],
    ['Ratio painted / 1 event/item baseline', (r.dashboard.cold.paintedMs / r.unstacked.cold.paintedMs).toFixed(2), median(r.unstackedRatios).toFixed(2), percentile(r.unstackedRatios, 95).toFixed(2), `(<= ${TARGET.ratio})`, verdict(median(r.unstackedRatios) <= TARGET.ratio)],
    [`Drag -> server-confirmed (${r.drags.length} drags)`, '', `p50 ${ms(median(confirmed))}`, ms(percentile(confirmed, 95)), `<= ${TARGET.dragP95Ms} ms (p95)`, verdict(percentile(confirmed, 95) <= TARGET.dragP95Ms)],
    ['  of which mouse-up -> request sent', '', `p50 ${ms(median(sent))}`, ms(percentile(sent, 95)), '', ''],
  ]);

  const breakdown = table([
    ['breakdown (median of warm runs)', 'dashboard', 'baseline', '1 event/item'],
    ['first byte of the HTML', ms(med(r.dashboard.warm, (s) => s.responseStartMs)), ms(med(r.baseline.warm, (s) => s.responseStartMs)), ms(med(r.unstacked.warm, (s) => s.responseStartMs))],
    ['last byte of the HTML', ms(med(r.dashboard.warm, (s) => s.responseEndMs)), ms(med(r.baseline.warm, (s) => s.responseEndMs)), ms(med(r.unstacked.warm, (s) => s.responseEndMs))],
    ['DOMContentLoaded', ms(med(r.dashboard.warm, (s) => s.domContentLoadedMs)), ms(med(r.baseline.warm, (s) => s.domContentLoadedMs)), ms(med(r.unstacked.warm, (s) => s.domContentLoadedMs))],
    ["the week's read sent", ms(med(r.dashboard.warm, (s) => s.readSentMs)), 'in the HTML', 'in the HTML'],
    ["the week's read answered (last byte)", ms(med(r.dashboard.warm, (s) => s.readEndMs)), '', ''],
    ['first event painted', ms(med(r.dashboard.warm, (s) => s.firstPaintedMs)), ms(med(r.baseline.warm, (s) => s.firstPaintedMs)), ms(med(r.unstacked.warm, (s) => s.firstPaintedMs))],
    ['long tasks before painted (sum)', ms(med(r.dashboard.warm, (s) => s.longTaskMs)), ms(med(r.baseline.warm, (s) => s.longTaskMs)), ms(med(r.unstacked.warm, (s) => s.longTaskMs))],
    ['HTML size (decoded)', mb(med(r.dashboard.warm, (s) => s.htmlBytes)), mb(med(r.baseline.warm, (s) => s.htmlBytes)), mb(med(r.unstacked.warm, (s) => s.htmlBytes))],
    ['events in the DOM / mounts', `${r.dashboard.cold.count} / ${med(r.dashboard.warm, (s) => s.mounts)}`, `${r.baseline.cold.count} / ${med(r.baseline.warm, (s) => s.mounts)}`, `${r.unstacked.cold.count} / ${med(r.unstacked.warm, (s) => s.mounts)}`],
  ]);

  const { persisted } = r;
  return [
    `Shiftdesk schedule benchmark: ${r.organization}, week of ${r.week} (${r.shownItems} items shown), 1 cold + ${n} warm runs each, interleaved`,
    '',
    main,
    '',
    breakdown,
    '',
    `GET calendar-items for the page's read range (7-day lookback + the week): ${r.route.items} items, ${mb(r.route.bytes)} JSON, median ${ms(median(r.route.ms))} over ${r.route.ms.length} reads`,
    `Baseline bundle: ${mb(r.baseline.bundleBytes)} of JS; the same ${r.shownItems} items embedded in its HTML; the dashboard and the baseline stack identical items (lib/schedule/item-stacks.ts), the 1 event/item baseline does not`,
    `Drags saved (read back from the emulator): ${saved}/${r.drags.length} on ${new Set(r.drags.map((d) => d.itemId)).size} distinct items; ${r.abortedDrags} sent no move and were made again`,
    `Last drag persisted: ${persisted.ok ? 'yes' : 'NO'} (item ${persisted.itemId}: emulator start ${iso(persisted.actualStart)}, expected ${iso(persisted.expectedStart)})`,
    '',
    'p95 is the nearest rank: with 7 samples, the slowest.',
  ].join('\n');
}
