import type { Tally } from './runner';

// The fuzzer's summary: one row per target, totals at the bottom, and the first failing inputs.

export function summaryTable(title: string, tallies: Tally[]): string {
  const rows = tallies.map((t) => [t.target, String(t.runs), String(t.skipped), String(t.status5xx), String(t.unexpected), String(t.emulator405), `${(t.ms / 1000).toFixed(1)}s`]);
  const total = (pick: (t: Tally) => number) => String(tallies.reduce((sum, t) => sum + pick(t), 0));
  rows.push(['TOTAL', total((t) => t.runs), total((t) => t.skipped), total((t) => t.status5xx), total((t) => t.unexpected), total((t) => t.emulator405), `${(tallies.reduce((s, t) => s + t.ms, 0) / 1000).toFixed(1)}s`]);
  const header = ['target', 'runs', 'skipped', '5xx', 'unexpected', '405s at emulator', 'time'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  const examples = tallies.flatMap((t) => t.examples.map((e) => `  ${t.target}: ${e}`));
  return [title, line(header), ...rows.map(line), ...(examples.length > 0 ? ['failing inputs:', ...examples] : [])].join('\n');
}

/** Every answer seen, per target: shows which validation paths the inputs reached. */
export function statusBreakdown(tallies: Tally[]): string {
  return tallies.map((t) => `  ${t.target}: ${Object.entries(t.statuses).map(([k, v]) => `${k}×${v}`).join(', ')}\n    one of each: ${t.kinds.join(', ') || '(random runs only)'}`).join('\n');
}
