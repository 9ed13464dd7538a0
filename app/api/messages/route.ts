import type { HistoryRead } from '@/lib/messages/types';
import { defineRoute } from '@/lib/server/access';
import { listHistory } from '@/lib/messages/server/history';
import { sweepOutboxSoon } from '@/lib/messages/server/outbox-runner';

// The message history on /messages, polled. Anyone signed in may read it. Now and then a poll also
// starts a background pass over the outbox, so rows an instance left behind when it stopped are
// finished (or marked uncertain) by whichever instance is still running.
export const GET = defineRoute({ role: 'viewer', name: 'GET messages', scope: 'none' }, async (_request, { db }) => {
  sweepOutboxSoon(db);
  return { rows: await listHistory(db), fetchedAt: Date.now() } satisfies HistoryRead;
});
