import 'server-only';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offers, organizationEntries } from '@/lib/server/db/schema';
import { dayAt, emulatorForFile } from '@/test/support/emulator-harness';
import { restartableApp } from '@/test/support/restartable-app';
import { startOffer } from './offer-start';
import { getOffer } from './offer-store';
import { offerWatchIdle, startOfferWatch } from './offer-watch';

// "Restart the app in the middle of an offer": the app's own composition on a real PGlite folder
// and the emulator. Checks are left as a process that stopped mid-check leaves them (held in
// `checking` under a lease that has run out, part of their work done and committed, part done and
// not committed), the composition and its database are closed, and a new one starts on the same
// folder with the offer watch start-up runs (as startUp does). Nobody is doubled, nobody lost, and
// the person who accepted first keeps the shift.

const emu = emulatorForFile('demo');
const app = restartableApp(emu, { onStart: startOfferWatch, idle: offerWatchIdle });

async function restart() {
  const services = await app.restart();
  await offerWatchIdle(services);
  return services;
}

/** As a check whose process stopped leaves a row: held, its lease run out. */
const stoppedMidCheck = { state: 'checking' as const, claimId: randomUUID(), leaseUntil: new Date(Date.now() - 1_000) };

describe('an offer across a restart', () => {
  it('a check stopped after committing the keeper and one removal finishes: the keeper stays, the other acceptance and the rest come off; an uncommitted invitation is not doubled', async () => {
    const organizationId = app.seed().organizations[0]!.id;
    const services = await app.start();
    await services.db.insert(organizationEntries).values({ organizationId, displayName: 'Harbour Café', timeZone: 'UTC' });
    const shift = (hours: number) => services.upstream.createCalendarItem({ organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Night', start: dayAt(400, hours), end: dayAt(400, hours + 4), timeZoneName: 'UTC' });
    const answer = (itemId: string, userId: string) => emu.control('POST', `calendar-items/${itemId}/answer`, { userId, answer: 'ACCEPTED' });
    // Read straight from the emulator: the first composition is closed after a restart.
    const onItem = async (itemId: string) => (await emu.control<{ members: { userId?: string; status: string }[] }>('GET', `calendar-items/${itemId}`)).members.map((m) => [m.userId, m.status]);
    const who = { id: 'test-user', email: 'scheduler@test.local' };

    // One: a, b, c invited; b accepts, then c; the stopped check had committed b as the keeper and removed a.
    const taken = await shift(8);
    const first = await startOffer(services, { organizationId, itemId: taken.id, count: 3, passOn: false, offerKey: randomUUID() }, who);
    const [a, b, c] = first.invited as [string, string, string];
    await answer(taken.id, b);
    await answer(taken.id, c);
    await services.upstream.removeCalendarItemMember(taken.id, a);
    await services.db.update(offers).set({ ...stoppedMidCheck, takenBy: b, kept: [b], removed: [a] }).where(eq(offers.id, first.id));

    // Two: x invited; the stopped check had also invited y (the service has them) but not committed it.
    const open = await shift(14);
    const second = await startOffer(services, { organizationId, itemId: open.id, count: 1, passOn: false, offerKey: randomUUID() }, who);
    const [x, y] = second.ranked as [string, string];
    await services.upstream.addCalendarItemMember(open.id, { newCalendarItemStatus: 'OPEN', shouldReplaceMemberStatuses: false, members: { type: 'USER', userId: y, initialStatus: 'PENDING_RESPONSE' } });
    await services.db.update(offers).set({ ...stoppedMidCheck, wanted: 2 }).where(eq(offers.id, second.id));

    const after = await restart();
    expect(await onItem(taken.id)).toEqual([[b, 'ACCEPTED']]);
    expect(await getOffer(after.db, first.id)).toMatchObject({ state: 'taken', takenBy: b, removed: [a, c], claimId: null });
    expect(await onItem(open.id)).toEqual([[x, 'PENDING_RESPONSE'], [y, 'PENDING_RESPONSE']]);
    expect(await getOffer(after.db, second.id)).toMatchObject({ state: 'open', invited: [x, y] });

    // Another restart changes nothing.
    const again = await restart();
    expect(await onItem(taken.id)).toEqual([[b, 'ACCEPTED']]);
    expect(await onItem(open.id)).toEqual([[x, 'PENDING_RESPONSE'], [y, 'PENDING_RESPONSE']]);
    expect(await getOffer(again.db, second.id)).toMatchObject({ state: 'open', invited: [x, y] });
  });
});
