// How big the fault storm is. `npm run resilience:storm` (in `npm run test:resilience`) sets
// STORM=full: 20 drags, 10 approvals, 5 messages, latency up to 2 s; without it, the fast storm (a few
// writes, short latency, seconds) for working on the spec.
// The fault rates are the same in both: 10% 5xx, 5% 429, 2% dropped connections.

export type StormScale = {
  name: 'fast' | 'full';
  drags: number;
  approvals: number;
  messages: number;
  latencyMs: { min: number; max: number };
};

const scales: Record<StormScale['name'], StormScale> = {
  fast: { name: 'fast', drags: 5, approvals: 3, messages: 2, latencyMs: { min: 50, max: 400 } },
  full: { name: 'full', drags: 20, approvals: 10, messages: 5, latencyMs: { min: 200, max: 2_000 } },
};

export const stormScale: StormScale = process.env.STORM === 'full' ? scales.full : scales.fast;

/** The random faults of `POST /_control/faults` (retryAfterSeconds: 1, under the app's 5 s cap on waiting). */
export const stormFaults = {
  latencyMs: stormScale.latencyMs,
  errorRate: 0.1,
  rateLimitRate: 0.05,
  dropRate: 0.02,
  retryAfterSeconds: 1,
};
