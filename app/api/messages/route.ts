import type { HistoryRead } from '@/lib/messages';
import { defineRoute } from '@/lib/server/app';
import { listHistory } from '@/lib/messages/server';
import { sweepOutboxSoon } from '@/lib/messages/server';

// The message history on /messages, polled. Anyone signed in may read it. Now and then a poll also
// starts a background pass over the outbox, so rows an instance left behind when it stopped are
// finished (or marked uncertain) by whichever instance is still running.
export const GET = defineRoute({ role: 'viewer', name: 'GET messages', scope: 'none' }, async (_request, { db, services }) => {
  sweepOutboxSoon(services);
  return { rows: await listHistory(db), fetchedAt: Date.now() } satisfies HistoryRead;
});
