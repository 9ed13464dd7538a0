import 'server-only';
import { PUBLISH_CARD_TEMPLATE, publishCard } from '@/lib/drafts/publish-card';
import { queueCardOnce, sendQueuedCard } from '@/lib/messages/server';
import { recordAudit } from '@/lib/server/audit-trail/record-audit';
import { getOrganizationEntry } from '@/lib/server/entry-points';
import { describeFailure } from '@/lib/server/durable/write-failure';
import type { PublishDeps } from './publish-deps';
import type { Draft, DraftLineRow } from './draft-store';

// A publish's announcement card, as an offer's (lib/offers/server/offer-announce.ts): one message
// outbox row keyed by the draft's id, written once every line is settled and before the draft is
// marked published, so the outbox's own rules send it exactly once: a stop before the row was
// written writes it on the next pass; one after leaves it to the outbox, whose start-up pass
// resumes it. A card that cannot be posted (no template set up) never holds the publish back.

export async function announcePublish(deps: PublishDeps, draft: Draft, lines: DraftLineRow[]): Promise<void> {
  const conversationId = draft.announceConversationId;
  if (!conversationId) return;
  const who = { id: draft.publishedById, email: draft.publishedByEmail };
  const entry = await getOrganizationEntry(deps.db, draft.organizationId);
  const organizationName = entry?.displayName ?? `Organization ${draft.organizationId}`;
  const card = publishCard({ from: draft.fromMs, to: draft.toMs }, lines.filter((line) => line.state === 'done'), entry?.timeZone ?? 'UTC', organizationName);
  const audit = (outcome: 'success' | 'failure', detail: Record<string, unknown>) =>
    recordAudit({ action: outcome === 'success' ? 'draft.announced' : 'draft.announce_failed', outcome, actor: who, target: { type: 'draft', id: draft.id }, detail: { draftId: draft.id, conversationId, ...detail } }, deps.db);
  try {
    const queued = await queueCardOnce(deps.db, { sendKey: `draft:${draft.id}`, organizationId: draft.organizationId, conversationId, organizationName, templateId: PUBLISH_CARD_TEMPLATE, values: card, who });
    if (!queued) return;
    await audit('success', { conversationName: queued.conversationName, outboxId: queued.id, card: card.title });
    await sendQueuedCard(deps.db, deps.client, queued.id, who);
  } catch (error) {
    await audit('failure', { error: describeFailure(error).message });
  }
}
