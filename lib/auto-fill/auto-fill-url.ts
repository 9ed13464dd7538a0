import type { HandChanges } from './pinned';

// The proposal's address, as the browser asks for it (auto-fill-query.ts reads it back). Kept
// apart from the zod schema: the solver's worker loads this feature's index, and no more than it needs.

/** At most this many hand changes in one re-solve (a week's worth of hand work, and a short URL). */
export const MAX_HAND_CHANGES = 200;

/** The URL of a proposal (and of a re-solve around hand changes). */
export function autoFillUrl(organizationId: string, range: { from: number; to: number }, changes?: HandChanges): string {
  const query = new URLSearchParams({ from: String(range.from), to: String(range.to) });
  if (changes?.pinned.length) query.set('pinned', changes.pinned.map((p) => `${p.itemId}:${p.userId}`).join(','));
  if (changes?.keptOpen.length) query.set('open', changes.keptOpen.join(','));
  return `/api/organizations/${organizationId}/auto-fill?${query}`;
}
