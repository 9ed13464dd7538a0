// Request counters for tests ("50 concurrent calls -> exactly one renewal", "no request was sent
// twice"). Only interface requests are counted, never /_control/.
export interface Stats {
  total: number;
  byRoute: Record<string, Record<string, number>>;
  /** Calls by method and concrete path ("GET /connect/organizations/7000000000000000002"): which ids were touched. */
  byPath: Record<string, number>;
  status405: number;
  /** Successful calls of the token endpoints (each one issued a new token). */
  renewals: number;
}

export function emptyStats(): Stats {
  return { total: 0, byRoute: {}, byPath: {}, status405: 0, renewals: 0 };
}

export function countRequest(stats: Stats, route: string, path: string, status: number | 'dropped'): void {
  stats.total += 1;
  stats.byPath[path] = (stats.byPath[path] ?? 0) + 1;
  const row = (stats.byRoute[route] ??= {});
  const key = String(status);
  row[key] = (row[key] ?? 0) + 1;
  if (status === 405) stats.status405 += 1;
}
