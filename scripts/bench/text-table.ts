// A plain-text table: columns padded to their widest cell, first row the header.

export function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, c) => Math.max(...rows.map((r) => (r[c] ?? '').length))) ?? [];
  return rows.map((r) => r.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join('  ').trimEnd()).join('\n');
}

export const verdict = (ok: boolean) => (ok ? 'met' : 'MISSED');
