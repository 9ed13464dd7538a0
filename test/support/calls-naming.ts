// Shared by the vitest harness and the e2e support (no test runner imported here).

/** How many of the emulator's counted calls (stats `byPath`) named `id` as a segment of their path: an organization, enterprise or item. */
export function callsNaming(stats: { byPath: Record<string, number> }, id: string): number {
  return Object.entries(stats.byPath).reduce((n, [call, count]) => (call.split(/[ /]/).includes(id) ? n + count : n), 0);
}
