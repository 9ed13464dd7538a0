// Order statistics for a handful of samples (nearest rank: with 7 samples p95 is the largest).

export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export const median = (samples: readonly number[]) => percentile(samples, 50);

export const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a');
