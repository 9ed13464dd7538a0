import 'server-only';
import { recentChanges } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { errorFields, log } from '@/lib/server/log/logger';

/**
 * One of a manager's own writes, as its handler describes it for "Recent changes" (lib/history
 * reads it back): its kind, the item, what the words and the Undo need, the item's version after.
 */
export type RememberedChange = {
  organizationId: string;
  itemId: string | null;
  kind: string;
  change: Record<string, unknown>;
  afterVersion: string | null;
  /** Set on an Undo: the change it undid, which is then marked undone. */
  undoOf?: number;
};

/**
 * Keeps one change. Never throws, as the audit writer never does: the write already happened
 * upstream and must not be reported as failed; the line is then missing, and the log says why.
 */
export async function recordChange(db: Db, userId: string, change: RememberedChange): Promise<void> {
  try {
    await db.insert(recentChanges).values({ userId, ...change });
  } catch (error) {
    log().error({ ...errorFields(error), kind: change.kind }, 'recent change not kept');
  }
}
