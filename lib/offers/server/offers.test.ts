import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, organizationEntries } from '@/lib/server/db/schema';
import type { Db } from '@/lib/server/db/types';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { inOfferZone, OFFER_ZONE, offerScheduler, openShifts } from '@/test/support/offer-setting';
import { cancelOffer, startOffer } from './offer-start';
import { getOffer } from './offer-store';
import { offerWatchIdle, watchOffers } from './offer-watch';
import { offerDepsOf } from './offer-deps';
import { readItemOffer, readRunningOffers } from './offer-reads';
import { readOfferRanking } from './offer-ranking-read';
import { saveNeeds } from '@/lib/schedule/server';

// Offers against the emulator over real HTTP and a real PGlite database (the app's own
// composition). What counts is what the emulator holds afterwards: who is on the shift, as what.
// Workers answer through the emulator's control call, as their phones would.

const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu);
const zone = OFFER_ZONE;
const who = offerScheduler;
const at = inOfferZone;

let db: Db;
let organizationId: string;

beforeAll(async () => {
  db = app.services().db;
  await emu.stats().catch(() => undefined); // takes the keep-alive socket the database's opening outlasted
  const seed = app.seed();
  organizationId = seed.organizations[0]!.id;
});

beforeEach(async () => {
  await emu.faults({});
  await db.execute(sql`truncate offers, audit_log, organization_entries`);
  await db.insert(organizationEntries).values({ organizationId, displayName: 'Harbour Café', timeZone: zone });
});

/** An open shift on a day of its own (each test its own week). */
const openShift = openShifts(app.services, () => organizationId, '2034-01-07');

const offer = (itemId: string, count = 3, passOn = false) => startOffer(app.services(), { organizationId, itemId, count, passOn, offerKey: randomUUID() }, who);
const answer = (itemId: string, userId: string, answer: 'ACCEPTED' | 'DECLINED' = 'ACCEPTED') => emu.control('POST', `calendar-items/${itemId}/answer`, { userId, answer });
const watch = () => watchOffers(offerDepsOf(app.services()));
/** Who is on the item, as what, in the service's order. */
const onItem = async (itemId: string) => (await app.services().upstream.getCalendarItem(itemId)).members.map((m) => [m.userId, m.status]);
const audited = async (action: string) => (await db.select().from(auditLog).where(and(eq(auditLog.action, action), like(auditLog.targetType, 'calendar_item')))).map((a) => (a.detail as { userId?: string }).userId);

describe('offering an open shift', () => {
  it('invites the first three ranked; the second accepts; the other two come off; read back and audited', async () => {
    const shift = await openShift();
    const made = await offer(shift.id);
    // Far from any seeded shift nobody has hours there: everyone in the organization, by name.
    expect(made.ranked.length).toBe(app.seed().users.filter((u) => u.organizationIds.includes(organizationId)).length);
    const [a, b, c] = made.ranked as [string, string, string];
    expect(made).toMatchObject({ state: 'open', invited: [a, b, c] });
    expect(await onItem(shift.id)).toEqual([[a, 'PENDING_RESPONSE'], [b, 'PENDING_RESPONSE'], [c, 'PENDING_RESPONSE']]);

    await answer(shift.id, b);
    await watch();
    expect(await onItem(shift.id)).toEqual([[b, 'ACCEPTED']]);
    expect(await getOffer(db, made.id)).toMatchObject({ state: 'taken', takenBy: b, removed: [a, c], claimId: null });
    expect(await audited('offer.invited')).toEqual([a, b, c]);
    expect(await audited('offer.taken')).toEqual([b]);
    expect((await audited('offer.invitee_removed')).sort()).toEqual([a, c].sort());
    expect(await audited('offer.settled')).toHaveLength(1);
    // Settled: nothing more to watch; the drawer's read says who keeps it.
    expect((await watch()).checked).toBe(0);
    expect(await readItemOffer(app.services(), shift.id)).toMatchObject({ state: 'taken', running: false, takenBy: { userId: b }, people: [{ userId: a, state: 'removed' }, { userId: b, state: 'keeps' }, { userId: c, state: 'removed' }] });
  });

  it('leaves out whoever a working-time rule would stop, saying which rule, and never invites them', async () => {
    const shift = await openShift();
    const everyone = (await readOfferRanking(app.services(), organizationId, shift.id)).ranked.map((r) => r.userId);
    const tired = everyone[0]!;
    // The first-ranked person closes at 09:00 the same day: 8 h of rest before the 17:00 start.
    const day = Temporal.Instant.fromEpochMilliseconds(shift.start).toZonedDateTimeISO(zone).toPlainDate().toString();
    const early = await app.services().upstream.createCalendarItem({ organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Night before', start: at(`${day}T01:00`), end: at(`${day}T09:00`), timeZoneName: zone, members: { type: 'USER', userId: tired } });
    if (!early.members.some((m) => m.userId === tired && m.status === 'ASSIGNED')) await app.services().upstream.addCalendarItemMember(early.id, { newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: true, members: { type: 'USER', userId: tired, initialStatus: 'ASSIGNED' } });
    await db.update(organizationEntries).set({ workingTimeRules: { minRestMinutes: 11 * 60 } }).where(eq(organizationEntries.organizationId, organizationId));

    const ranking = await readOfferRanking(app.services(), organizationId, shift.id);
    expect(ranking.ranked.map((r) => r.userId)).not.toContain(tired);
    expect(ranking.leftOut).toContainEqual(expect.objectContaining({ userId: tired, reason: 'rule', detail: expect.stringContaining('rest 8 h, minimum 11 h') }));
    expect((await offer(shift.id, 3)).invited).not.toContain(tired);
  });

  it('two acceptances: the earlier one keeps the shift, the later one comes off', async () => {
    const shift = await openShift();
    const [a, b] = (await offer(shift.id, 2)).ranked as [string, string];
    await answer(shift.id, b);
    await answer(shift.id, a);
    await watch();
    expect(await onItem(shift.id)).toEqual([[b, 'ACCEPTED']]);
  });

  it('a shift needing 3 that one person holds: the offer fills the two places left, the first two to accept keep them, the third comes off; the holder stays', async () => {
    const shift = await openShift();
    const holder = app.seed().users.find((u) => u.organizationIds.includes(organizationId))!.id;
    await app.services().upstream.addCalendarItemMember(shift.id, { newCalendarItemStatus: 'OPEN', shouldReplaceMemberStatuses: false, members: { type: 'USER', userId: holder, initialStatus: 'ASSIGNED' } });
    await saveNeeds(db, organizationId, shift.id, 3);
    const made = await offer(shift.id, 3);
    const [a, b, c] = made.invited as [string, string, string];
    expect(made.invited).not.toContain(holder);

    await answer(shift.id, c);
    await watch();
    // One place still open: nobody comes off yet.
    expect(await getOffer(db, made.id)).toMatchObject({ state: 'open', kept: [holder, c], removed: [] });
    await answer(shift.id, a);
    await answer(shift.id, b);
    await watch();
    expect(await onItem(shift.id)).toEqual([[holder, 'ASSIGNED'], [a, 'ACCEPTED'], [c, 'ACCEPTED']]);
    expect(await getOffer(db, made.id)).toMatchObject({ state: 'taken', kept: [holder, c, a], removed: [b] });
    expect(await audited('offer.taken')).toEqual([holder, c, a]);
    expect(await readItemOffer(app.services(), shift.id)).toMatchObject({ people: [{ userId: a, state: 'keeps' }, { userId: b, state: 'removed' }, { userId: c, state: 'keeps' }] });
    // All three places held: no second offer.
    await expect(offer(shift.id, 1)).rejects.toMatchObject({ kind: 'conflict', message: 'All 3 places are held.' });
  });

  it('a decline passes the offer to the next ranked person when pass-on is set, and only then', async () => {
    const shift = await openShift();
    const made = await offer(shift.id, 2, true);
    const [a, b, c] = made.ranked as [string, string, string];
    await answer(shift.id, a, 'DECLINED');
    await watch();
    expect(await onItem(shift.id)).toEqual([[a, 'DECLINED'], [b, 'PENDING_RESPONSE'], [c, 'PENDING_RESPONSE']]);
    expect(await getOffer(db, made.id)).toMatchObject({ state: 'open', invited: [a, b, c], declined: [a] });
    expect(await audited('offer.declined')).toEqual([a]);

    const other = await openShift();
    expect((await offer(other.id, 2, false)).ranked.slice(0, 3)).toEqual([a, b, c]);
    await answer(other.id, a, 'DECLINED');
    await watch();
    expect(await onItem(other.id)).toEqual([[a, 'DECLINED'], [b, 'PENDING_RESPONSE']]);
  });

  it('cancel takes the pending invitees off and leaves a decline as it was; Today no longer lists it', async () => {
    const shift = await openShift();
    const made = await offer(shift.id);
    const [a, b, c] = made.ranked as [string, string, string];
    await answer(shift.id, c, 'DECLINED');
    expect((await readRunningOffers(app.services(), [organizationId])).map((o) => o.offerId)).toEqual([made.id]);
    // That read started a watch pass in the background: once it is over, the cancel's own check runs.
    await offerWatchIdle(app.services());
    const cancelled = await cancelOffer(app.services(), made.id, who);
    expect(cancelled).toMatchObject({ state: 'cancelled', declined: [c] });
    expect([...cancelled.removed].sort()).toEqual([a, b].sort());
    expect(await onItem(shift.id)).toEqual([[c, 'DECLINED']]);
    expect(await readRunningOffers(app.services(), [organizationId])).toEqual([]);
  });

  it('a lost answer to an invitation is read back: nobody is invited twice', async () => {
    const shift = await openShift();
    await emu.faults({ failNext: [{ method: 'POST', path: '/members$', status: 502, count: 1, afterHandling: true }] });
    const made = await offer(shift.id);
    expect(made.invited).toEqual(made.ranked.slice(0, 3));
    expect((await onItem(shift.id)).map(([userId]) => userId)).toEqual(made.ranked.slice(0, 3));
  });

  it('refuses a shift somebody holds, and a second offer of a shift on offer', async () => {
    const shift = await openShift();
    const [first] = (await offer(shift.id, 1)).ranked as [string];
    await expect(offer(shift.id, 1)).rejects.toMatchObject({ kind: 'conflict', message: 'This shift is already on offer.' });
    await answer(shift.id, first);
    await watch();
    await expect(offer(shift.id, 1)).rejects.toMatchObject({ kind: 'conflict', message: 'Someone already holds this shift.' });
  });
});

describe.each(['status', 'cover'] as const)("finding a cover via an offer (reading '%s' of a cover's approval)", (reading) => {
  it('the best-placed are invited while the requester stays on; the first to accept keeps it, then the requester and the other invitee come off; read back and audited', async () => {
    await emu.behaviour({ replacementAnswers: reading });
    const shift = await openShift();
    const requester = app.seed().users.filter((u) => u.organizationIds.includes(organizationId)).at(-1)!.id;
    await emu.control('PATCH', `calendar-items/${shift.id}`, { members: [{ type: 'USER', userId: requester, status: 'REPLACEMENT_REQUESTED' }] });
    const made = await startOffer(app.services(), { organizationId, itemId: shift.id, count: 2, passOn: false, offerKey: randomUUID(), replacing: requester }, who);
    const [a, b] = made.invited as [string, string];
    expect(made.ranked).not.toContain(requester);
    expect(await onItem(shift.id)).toEqual([[requester, 'REPLACEMENT_REQUESTED'], [a, 'PENDING_RESPONSE'], [b, 'PENDING_RESPONSE']]);

    await watch();
    expect(await onItem(shift.id)).toHaveLength(3); // nobody answered: the requester stays
    await answer(shift.id, b);
    await watch();
    expect(await onItem(shift.id)).toEqual([[b, 'ACCEPTED']]);
    expect(await getOffer(db, made.id)).toMatchObject({ state: 'taken', kept: [b], removed: [a], replacing: requester, replacedAt: expect.any(Date) });
    expect(await audited('offer.requester_released')).toEqual([requester]);
    await watch();
    expect(await audited('offer.requester_released')).toEqual([requester]);
    await emu.behaviour({ replacementAnswers: 'status' });
  });

  it('refuses to look for a cover for someone who no longer asks to be replaced', async () => {
    await emu.behaviour({ replacementAnswers: reading });
    const shift = await openShift();
    const holder = app.seed().users.filter((u) => u.organizationIds.includes(organizationId)).at(-1)!.id;
    await emu.control('PATCH', `calendar-items/${shift.id}`, { members: [{ type: 'USER', userId: holder, status: 'ASSIGNED' }] });
    await expect(startOffer(app.services(), { organizationId, itemId: shift.id, count: 2, passOn: false, offerKey: randomUUID(), replacing: holder }, who)).rejects.toMatchObject({ kind: 'conflict', message: 'This person no longer asks to be replaced.' });
    expect(await onItem(shift.id)).toEqual([[holder, 'ASSIGNED']]);
    await emu.behaviour({ replacementAnswers: 'status' });
  });
});
