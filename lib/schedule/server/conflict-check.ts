import 'server-only';
import { AppError } from '@/lib/errors';
import { conflictsOf } from '@/lib/schedule/conflict-rule';
import { CONFIRM_CONFLICTS_FIELD, conflictSentence } from '@/lib/schedule/conflict-words';
import type { AppServices } from '@/lib/server/access';
import { organizationTimeZone } from '@/lib/server/entry-points';
import { listVisibleItems } from './calendar-service';
import { SERVER_WORDS_CYCLE } from '@/lib/time/hour-cycle';

// The server's half of "a double booking is confirmed": the browser asks first, but a browser can
// skip that, so every write that puts a person on an item checks again with the same rule
// (lib/schedule/conflict-rule.ts) and refuses unless the input says the manager confirmed.

type Span = { id: string; type: string; status: string; start: number; end: number };

/**
 * Throws a `conflict` naming every double booking that putting `userIds` on `item` (at the times
 * given) would make, unless `confirmed`. Reads the organization's items around the item's times.
 */
export async function requireConfirmedConflicts(services: AppServices, organizationId: string, item: Span, userIds: readonly string[], confirmed: boolean): Promise<void> {
  if (confirmed || userIds.length === 0) return;
  const [items, timeZone] = await Promise.all([listVisibleItems(services, organizationId, { from: item.start, to: item.end }), organizationTimeZone(services.db, organizationId)]);
  const sentences = userIds.flatMap((userId) => {
    const theirs = items.flatMap((other) => other.members.filter((m) => m.userId === userId).map((m) => ({ item: other, status: m.status, name: m.displayName })));
    const conflicts = conflictsOf(item, theirs);
    return conflicts.length ? [conflictSentence(theirs[0]!.name, conflicts, timeZone, SERVER_WORDS_CYCLE)] : [];
  });
  if (sentences.length) throw new AppError('conflict', `Double booking: ${sentences.join(' ')} Confirm to go ahead.`, { fieldErrors: { [CONFIRM_CONFLICTS_FIELD]: sentences } });
}
