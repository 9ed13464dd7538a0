import 'server-only';
import { sql } from 'drizzle-orm';
import type { CalendarItem } from '@/lib/contract/calendar-item';
import { AppError } from '@/lib/errors';
import { copyRows } from '@/lib/server/db/schema';
import type { Held } from '@/lib/server/durable/durable-worker';
import { describeFailure } from '@/lib/server/durable/write-failure';
import { auditProblem } from './copy-audit';
import type { CopyActor, CopyDeps } from './copy-deps';
import type { CopyRow } from './copy-store';

// A row's assigning step (copy-engine.ts): the people of the source item, put on the made one.

const isAssigned = (item: CalendarItem, userId: string) => item.members.some((m) => m.userId === userId && (m.status === 'ASSIGNED' || m.status === 'ACCEPTED'));

/**
 * The assigning step: each person not yet on the item, one at a time, each read back and committed.
 * `justMade`: the item as the create answered it a moment ago under the previous claim; else it is read first.
 */
export async function assignStep(deps: CopyDeps, held: Held<CopyRow>, actor: CopyActor, justMade: CalendarItem | undefined): Promise<void> {
  const { db, client } = deps;
  const { row } = held;
  const itemId = row.createdItemId as string;
  const fail = async (error: unknown, who: string) => {
    const problem = describeFailure(error);
    const failed = await held.fail('failed', { ...problem, message: `The item was made, but assigning ${who} failed: ${problem.message}` });
    if (failed) await auditProblem(db, failed, actor, 'assign');
  };
  let item: CalendarItem;
  try {
    item = justMade ?? (await client.getCalendarItem(itemId));
  } catch (error) {
    return fail(error, 'its people');
  }
  for (const userId of row.people) {
    if (!isAssigned(item, userId)) {
      try {
        item = await client.addCalendarItemMember(itemId, {
          newCalendarItemStatus: 'ASSIGNED',
          shouldReplaceMemberStatuses: true,
          members: { type: 'USER', userId, initialStatus: 'ASSIGNED' },
        });
      } catch (error) {
        // The answer may be lost while the assignment happened: the item says.
        item = await client.getCalendarItem(itemId).catch(() => item);
        if (!isAssigned(item, userId)) return fail(error, `person ${userId}`);
      }
      if (!isAssigned(item, userId)) return fail(new AppError('unexpected', 'The service did not keep the assignment.'), `person ${userId}`);
    }
    // One more person assigned (read back), committed before the next person is asked for.
    if (!row.assigned.includes(userId) && !(await held.commit({ assigned: sql`${copyRows.assigned} || ${JSON.stringify([userId])}::jsonb` }))) return;
  }
  await held.finish('done');
}
