import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, messageOutbox } from '@/lib/server/db/schema';
import { openDatabase } from '@/lib/server/db/open-database';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { createUpstreamClient } from '@/lib/server/upstream/client';
import { staticTokenSource } from '@/lib/server/upstream/static-token-source';
import { emulatorForFile, type SeedInfo } from '@/test/support/emulator-harness';
import { seedDemoMessaging } from './demo-messaging';
import { processRow, type OutboxDeps } from './outbox';
import { markAsSent, retryRow, sendAgainAnyway } from './outbox-commands';
import { resumeOutbox } from './outbox-resume';
import { getRow, insertRows } from './outbox-store';
import { emulatorMessages, savedConversation, submit, tester } from '@/test/support/emulator-messages';

// The outbox state machine against the emulator over real HTTP and a real (in-memory) PGlite
// database. The emulator is what counts: how many cards and messages it really holds.

const emu = emulatorForFile('demo');
const fast = { attempts: 3, baseDelayMs: 5, maxDelayMs: 20, maxRetryAfterMs: 5_000 };
let opened: OpenedDatabase;
let seed: SeedInfo;
let deps: OutboxDeps;

beforeAll(async () => {
  opened = await openDatabase({ dataDir: 'memory' });
  seed = await emu.seed();
  const seeded = await seedDemoMessaging(opened.db, emu.url);
  expect(seeded.templates).toBe(seed.templates.length);
  expect(seeded.conversations).toBe(seed.conversations.length);
  deps = { db: opened.db, client: createUpstreamClient({ baseUrl: emu.url, tokens: staticTokenSource(seed.firstToken), retry: fast }) };
});
afterAll(async () => opened?.close());
beforeEach(async () => {
  // A fresh emulator world (same seed, same ids) and an empty outbox for every test.
  await emu.reset('demo');
  await opened.db.execute(sql`truncate message_outbox, audit_log`);
});

const auditActions = async () => (await opened.db.select({ action: auditLog.action }).from(auditLog).orderBy(auditLog.id)).map((r) => r.action);

async function oneRow(savedId: string, options: { values?: Record<string, string> } = {}) {
  const outcome = await submit(deps, { savedConversationIds: [savedId], ...options });
  expect(outcome.rows).toHaveLength(1);
  return outcome.rows[0]!;
}

/** A row as a crash would leave it, with a real card when the state has one. */
async function leftBehind(state: 'pending' | 'creating_card' | 'card_created' | 'sending', options: { leaseMs?: number } = {}) {
  const target = await savedConversation(opened.db);
  const content = JSON.stringify({ title: `Left in ${state}`, body: 'Resume me' });
  const cardId = state === 'card_created' || state === 'sending' ? await deps.client.createCard({ templateId: 'announcement', content }) : null;
  const id = randomUUID();
  await insertRows(opened.db, [
    {
      id,
      sendKey: randomUUID(),
      organizationId: target.organizationId,
      conversationId: target.conversationId,
      conversationName: target.name,
      templateId: 'announcement',
      content,
      state,
      cardId,
      claimId: state === 'creating_card' || state === 'sending' ? randomUUID() : null,
      leaseUntil: options.leaseMs === undefined ? null : new Date(Date.now() + options.leaseMs),
      createdById: tester.id,
      createdByEmail: tester.email,
    },
  ]);
  return { id, cardId };
}

describe('sending through the outbox', () => {
  it('creates one card and sends one message, with the content as a JSON string, and audits it', async () => {
    const target = await savedConversation(opened.db);
    const row = await oneRow(target.id);
    expect(row).toMatchObject({ state: 'sent', cardId: expect.stringMatching(/^\d{19}$/), messageId: expect.stringMatching(/^\d{19}$/), lastError: null });
    const { cards, messages } = await emulatorMessages(emu);
    expect(cards).toEqual([expect.objectContaining({ id: row.cardId, templateId: 'announcement', content: { title: 'Closed on Monday', body: 'Bank holiday: the café opens again on Tuesday.' } })]);
    expect(messages).toEqual([expect.objectContaining({ id: row.messageId, cardId: row.cardId, organizationId: target.organizationId, conversationId: target.conversationId })]);
    expect(await auditActions()).toEqual(['message.sent']);
  });

  it('a second submit with the same key writes and sends nothing new', async () => {
    const target = await savedConversation(opened.db);
    const sendKey = randomUUID();
    const [first, second] = await Promise.all([
      submit(deps, { sendKey, savedConversationIds: [target.id] }),
      submit(deps, { sendKey, savedConversationIds: [target.id] }),
    ]);
    const third = await submit(deps, { sendKey, savedConversationIds: [target.id] });
    expect([first.alreadySubmitted, second.alreadySubmitted].sort()).toEqual([false, true]);
    expect(third.alreadySubmitted).toBe(true);
    const { cards, messages } = await emulatorMessages(emu);
    expect(cards).toHaveLength(1);
    expect(messages).toHaveLength(1);
    expect(await opened.db.$count(messageOutbox)).toBe(1);
  });

  it('the same key with edited content is refused: the edit is never dropped behind the first answer', async () => {
    const target = await savedConversation(opened.db);
    const sendKey = randomUUID();
    await submit(deps, { sendKey, savedConversationIds: [target.id], values: { title: 'First', body: 'b' } });
    await expect(submit(deps, { sendKey, savedConversationIds: [target.id], values: { title: 'Edited', body: 'b' } })).rejects.toMatchObject({ kind: 'conflict' });
    const { cards, messages } = await emulatorMessages(emu);
    expect(cards.map((c) => c.content.title)).toEqual(['First']);
    expect(messages).toHaveLength(1);
    expect(await opened.db.$count(messageOutbox)).toBe(1);
  });

  it('send step 503 -> failed with the card kept; Retry sends that same card: one card, one message', async () => {
    const target = await savedConversation(opened.db);
    await emu.faults({ failNext: [{ method: 'POST', path: '^/connect/conversations$', status: 503, count: 1 }] });
    const failed = await oneRow(target.id);
    expect(failed).toMatchObject({ state: 'failed', cardId: expect.stringMatching(/^\d+$/), messageId: null });
    expect(failed.lastError).toContain('503');
    expect((await emulatorMessages(emu)).messages).toEqual([]);

    const retried = await retryRow(deps, failed.id, tester);
    expect(retried).toMatchObject({ state: 'sent', cardId: failed.cardId });
    const { cards, messages } = await emulatorMessages(emu);
    expect(cards.map((c) => c.id)).toEqual([failed.cardId]);
    expect(messages).toEqual([expect.objectContaining({ id: retried.messageId, cardId: failed.cardId })]);
    expect(await auditActions()).toEqual(['message.failed', 'message.sent']);
  });

  it('card step 503 -> failed without a card; Retry starts at the card step', async () => {
    const target = await savedConversation(opened.db);
    await emu.faults({ failNext: [{ method: 'POST', path: '^/connect/cards$', status: 503, count: 1 }] });
    const failed = await oneRow(target.id);
    expect(failed).toMatchObject({ state: 'failed', cardId: null });
    const retried = await retryRow(deps, failed.id, tester);
    expect(retried.state).toBe('sent');
    const { cards, messages } = await emulatorMessages(emu);
    expect(cards).toHaveLength(1);
    expect(messages).toEqual([expect.objectContaining({ cardId: retried.cardId })]);
  });

  it('a 403 on the send step (no MESSAGE_EVERYONE) proves nothing was sent: failed, retryable with the same card', async () => {
    const everyone = await savedConversation(opened.db, true);
    const limited = (await emu.token(['MESSAGE_CONVERSATION'])).accessToken;
    const limitedDeps = { ...deps, client: createUpstreamClient({ baseUrl: emu.url, tokens: staticTokenSource(limited), retry: fast }) };
    const unknownScopes = { scopesKnown: false, canSend: true, sendBlockedReason: null, canMessageEveryone: true, everyoneBlockedReason: null };
    const [failed] = (await submit(limitedDeps, { savedConversationIds: [everyone.id] }, unknownScopes)).rows;
    expect(failed).toMatchObject({ state: 'failed', cardId: expect.any(String) });
    expect(failed!.lastError).toContain('MESSAGE_EVERYONE');
    const retried = await retryRow(deps, failed!.id, tester);
    expect(retried).toMatchObject({ state: 'sent', cardId: failed!.cardId });
    expect((await emulatorMessages(emu)).messages).toHaveLength(1);
  });

  it('a 502 after the service acted -> uncertain; resume never resends it; Mark as sent closes it', async () => {
    const target = await savedConversation(opened.db);
    await emu.faults({ failNext: [{ method: 'POST', path: '^/connect/conversations$', status: 502, count: 1, afterHandling: true }] });
    const row = await oneRow(target.id);
    expect(row).toMatchObject({ state: 'uncertain', cardId: expect.any(String), messageId: null });
    expect((await emulatorMessages(emu)).messages).toHaveLength(1); // it did go through

    await resumeOutbox(deps);
    await expect(retryRow(deps, row.id, tester)).rejects.toMatchObject({ kind: 'conflict' });
    expect((await emulatorMessages(emu)).messages).toHaveLength(1);
    expect((await getRow(opened.db, row.id))?.state).toBe('uncertain');

    expect((await markAsSent(deps, row.id, tester)).state).toBe('sent');
    expect(await auditActions()).toEqual(['message.uncertain', 'message.marked_sent']);
  });

  it('a dropped connection on the send -> uncertain, not resent by resume; Send again anyway uses the same card', async () => {
    const target = await savedConversation(opened.db);
    await emu.faults({ failNext: [{ method: 'POST', path: '^/connect/conversations$', status: 503, count: 1 }] });
    const failed = await oneRow(target.id); // stops after the card step, card kept
    await emu.faults({ dropRate: 1 });
    const dropped = await retryRow(deps, failed.id, tester);
    expect(dropped).toMatchObject({ state: 'uncertain', cardId: failed.cardId });
    expect(dropped.lastError).toMatch(/connection .* lost/);
    await emu.faults({});

    await resumeOutbox(deps);
    expect((await getRow(opened.db, failed.id))?.state).toBe('uncertain');
    expect((await emulatorMessages(emu)).messages).toEqual([]);

    const again = await sendAgainAnyway(deps, failed.id, tester);
    expect(again).toMatchObject({ state: 'sent', cardId: failed.cardId });
    expect((await emulatorMessages(emu)).messages).toEqual([expect.objectContaining({ cardId: failed.cardId })]);
  });

  it('a timeout on the send -> uncertain; the late message is the only one, resume sends nothing', async () => {
    const target = await savedConversation(opened.db);
    const { id, cardId } = await leftBehind('card_created');
    await emu.faults({ latencyMs: { min: 600, max: 600 } });
    const impatient = { ...deps, client: createUpstreamClient({ baseUrl: emu.url, tokens: staticTokenSource(seed.firstToken), retry: fast, timeouts: { writeMs: 200 } }) };
    const row = await processRow(impatient, id, { ...tester, via: 'composer' });
    expect(row).toMatchObject({ state: 'uncertain', lastErrorKind: 'timeout' });
    await emu.faults({});
    await new Promise((resolve) => setTimeout(resolve, 700)); // the emulator finishes the request
    await resumeOutbox(deps);
    expect((await getRow(opened.db, id))?.state).toBe('uncertain');
    expect((await emulatorMessages(emu)).messages).toEqual([expect.objectContaining({ cardId, conversationId: target.conversationId })]);
  });

  it('two process() calls on one row at once: one card, one message', async () => {
    const target = await savedConversation(opened.db);
    await emu.faults({ latencyMs: { min: 50, max: 80 } });
    const id = randomUUID();
    await insertRows(opened.db, [
      { id, sendKey: randomUUID(), organizationId: target.organizationId, conversationId: target.conversationId, templateId: 'announcement', content: JSON.stringify({ title: 't', body: 'b' }) },
    ]);
    const results = await Promise.all(Array.from({ length: 4 }, () => processRow(deps, id, { ...tester, via: 'composer' })));
    await emu.faults({});
    const { cards, messages } = await emulatorMessages(emu);
    expect(cards).toHaveLength(1);
    expect(messages).toHaveLength(1);
    expect((await getRow(opened.db, id))?.state).toBe('sent');
    expect(results.some((r) => r?.state === 'sent')).toBe(true);
  });
});

describe('start-up resume after a crash', () => {
  it('pending and creating_card complete, card_created sends its card, sending becomes uncertain; a live lease is left alone', async () => {
    const pending = await leftBehind('pending');
    const creating = await leftBehind('creating_card');
    const created = await leftBehind('card_created');
    const sending = await leftBehind('sending');
    const held = await leftBehind('sending', { leaseMs: 60_000 }); // another instance is sending it now

    const result = await resumeOutbox(deps);
    expect(result).toMatchObject({ requeued: 1, uncertain: 1, resumed: 3 });
    expect(result.nextLeaseEnd).toBeInstanceOf(Date);

    const state = async (id: string) => getRow(opened.db, id);
    expect(await state(pending.id)).toMatchObject({ state: 'sent' });
    expect(await state(creating.id)).toMatchObject({ state: 'sent' });
    expect(await state(created.id)).toMatchObject({ state: 'sent', cardId: created.cardId });
    expect(await state(sending.id)).toMatchObject({ state: 'uncertain', cardId: sending.cardId, lastErrorKind: 'interrupted' });
    expect(await state(held.id)).toMatchObject({ state: 'sending' });

    const { messages } = await emulatorMessages(emu);
    expect(messages).toHaveLength(3);
    expect(messages.map((m) => m.cardId)).toContain(created.cardId);
    expect(messages.map((m) => m.cardId)).not.toContain(sending.cardId);
    expect(messages.map((m) => m.cardId)).not.toContain(held.cardId);

    // A second pass finds nothing to do.
    expect(await resumeOutbox(deps)).toMatchObject({ requeued: 0, uncertain: 0, resumed: 0 });
    expect((await emulatorMessages(emu)).messages).toHaveLength(3);
    const uncertainAudit = await opened.db.select().from(auditLog).where(eq(auditLog.action, 'message.uncertain'));
    expect(uncertainAudit).toHaveLength(1);
    expect(uncertainAudit[0]).toMatchObject({ actorEmail: tester.email, targetId: expect.stringContaining('/') });
  });
});
