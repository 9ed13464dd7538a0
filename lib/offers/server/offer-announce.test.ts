import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listConversations } from '@/lib/messages/server/conversations';
import { seedDemoMessaging } from '@/lib/messages/server/demo-messaging';
import { resumeOutbox } from '@/lib/messages/server/outbox-resume';
import { insertRows, rowsOfSendKey } from '@/lib/messages/server/outbox-store';
import { auditLog, organizationEntries } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { expectAppError } from '@/test/support/expect-app-error';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { OFFER_ZONE, offerScheduler, openShifts } from '@/test/support/offer-setting';
import { emulatorMessages } from '@/test/support/emulator-messages';
import { offerDepsOf } from './offer-deps';
import { readOfferChoices } from './offer-reads';
import { checkOffer } from './offer-engine';
import { startOffer } from './offer-start';
import { getOffer, insertOffer } from './offer-store';

// An offer's announcement card against the emulator over real HTTP and PGlite: what counts is what
// the emulator holds afterwards (its cards and messages), and that a check done again, or a
// restart between the offer's start and the post, never doubles nor loses the card.

const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu);
const zone = OFFER_ZONE;
const who = offerScheduler;

let db: Db;
let organizationId: string;
let conversation: { id: string; conversationId: string };

beforeAll(async () => {
  db = app.services().db;
  await emu.stats().catch(() => undefined);
  organizationId = app.seed().organizations[0]!.id;
  await seedDemoMessaging(db, emu.url);
  const saved = (await listConversations(db)).find((c) => c.organizationId === organizationId && !c.everyone);
  if (!saved) throw new Error('the demo seed saves no conversation of the first organization');
  conversation = saved;
});

beforeEach(async () => {
  await db.execute(sql`truncate offers, audit_log, organization_entries`);
  await db.insert(organizationEntries).values({ organizationId, displayName: 'Harbour Café', timeZone: zone });
});

/** An open shift on a day of its own (each test its own week). */
const openShift = openShifts(app.services, () => organizationId, '2035-03-03');
const titleOf = (shift: { start: number }) => {
  const day = Temporal.Instant.fromEpochMilliseconds(shift.start).toZonedDateTimeISO(zone);
  return `Open shift: ${day.toLocaleString('en-GB', { weekday: 'short' })} ${day.day} ${day.toLocaleString('en-GB', { month: 'short' })} 17:00–23:00, Harbour Café`;
};
/** The messages the emulator holds whose card announces this shift. */
async function cardsFor(shift: { start: number }) {
  const { cards, messages } = await emulatorMessages(emu);
  const ours = new Set(cards.filter((c) => c.content.title === titleOf(shift)).map((c) => c.id));
  return messages.filter((m) => ours.has(m.cardId)).map((m) => ({ conversationId: m.conversationId, card: cards.find((c) => c.id === m.cardId)?.content }));
}
const announced = async () => db.select().from(auditLog).where(and(eq(auditLog.action, 'offer.announced')));
const offer = (itemId: string, savedConversationId?: string) => startOffer(app.services(), { organizationId, itemId, count: 2, passOn: false, offerKey: randomUUID(), savedConversationId }, who);

describe('an offer’s announcement card', () => {
  it('posts one card to the chosen conversation through the outbox, and a check done again posts no second', async () => {
    const shift = await openShift();
    // The dialog's preview is the card that goes out.
    const { announce } = await readOfferChoices(app.services(), organizationId, shift.id);
    expect(announce).toEqual({ conversations: expect.arrayContaining([{ id: conversation.id, name: expect.any(String) }]), card: `${titleOf(shift)}. Answer in the app.` });
    expect(announce?.conversations.map((c) => c.id)).toEqual((await listConversations(db)).filter((c) => c.organizationId === organizationId).map((c) => c.id));
    const made = await offer(shift.id, conversation.id);
    expect(made).toMatchObject({ conversationId: conversation.conversationId, invited: [expect.any(String), expect.any(String)] });
    expect(await cardsFor(shift)).toEqual([{ conversationId: conversation.conversationId, card: { title: titleOf(shift), body: 'Answer in the app.' } }]);
    expect(await rowsOfSendKey(db, made.offerKey)).toMatchObject([{ state: 'sent', organizationName: 'Harbour Café', templateId: 'announcement' }]);
    expect(await announced()).toMatchObject([{ outcome: 'success', targetId: shift.id, detail: { offerId: made.id, conversationId: conversation.conversationId, card: titleOf(shift) } }]);

    await checkOffer(offerDepsOf(app.services()), made.id, { ...who, via: 'watch' });
    await checkOffer(offerDepsOf(app.services()), made.id, { ...who, via: 'watch' });
    expect(await cardsFor(shift)).toHaveLength(1);
    expect(await announced()).toHaveLength(1);
  });

  it('posts none without a conversation, and refuses a conversation of another organization next to the field', async () => {
    const shift = await openShift();
    const made = await offer(shift.id);
    expect(made.conversationId).toBeNull();
    expect(await rowsOfSendKey(db, made.offerKey)).toEqual([]);
    expect(await cardsFor(shift)).toEqual([]);

    const other = await openShift();
    const foreign = (await listConversations(db)).find((c) => c.organizationId !== organizationId);
    const refused = await expectAppError(offer(other.id, foreign?.id ?? 'not-saved'), 'invalid_input');
    expect(refused.fieldErrors).toEqual({ savedConversationId: ['Choose a conversation of this organization'] });
    expect(await getOffer(db, made.id)).toMatchObject({ conversationId: null });
  });

  it('a restart before the post: the next check posts it once; a restart after the row was written: the outbox’s resume sends it, the check does not again', async () => {
    // Committed, then the process stopped before its first check.
    const shift = await openShift();
    const committed = (itemId: string, offerKey = randomUUID()) =>
      insertOffer(db, { id: randomUUID(), offerKey, organizationId, itemId, wanted: 1, passOn: false, ranked: [app.seed().users.find((u) => u.organizationIds.includes(organizationId))!.id], conversationId: conversation.conversationId, createdById: who.id, createdByEmail: who.email });
    const { offer: row } = await committed(shift.id);
    await Promise.all([checkOffer(offerDepsOf(app.services()), row.id, { ...who, via: 'watch' }), checkOffer(offerDepsOf(app.services()), row.id, { ...who, via: 'watch' })]);
    await checkOffer(offerDepsOf(app.services()), row.id, { ...who, via: 'watch' });
    expect(await cardsFor(shift)).toHaveLength(1);

    // The card's outbox row written, then the process stopped before sending it.
    const later = await openShift();
    const key = randomUUID();
    const { offer: second } = await committed(later.id, key);
    await insertRows(db, [{ id: randomUUID(), sendKey: key, organizationId, conversationId: conversation.conversationId, templateId: 'announcement', content: JSON.stringify({ title: titleOf(later), body: 'Answer in the app.' }), state: 'pending' }]);
    await checkOffer(offerDepsOf(app.services()), second.id, { ...who, via: 'watch' });
    expect(await cardsFor(later)).toEqual([]);
    await resumeOutbox({ db, client: app.services().upstream });
    await checkOffer(offerDepsOf(app.services()), second.id, { ...who, via: 'watch' });
    expect(await cardsFor(later)).toHaveLength(1);
  });
});
