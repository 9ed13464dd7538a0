import { describe, expect, it } from 'vitest';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { dayAt, emulatorForFile } from '@/test/support/emulator-harness';
import { directoryOf } from '@/lib/people/server';
import { withNames } from './named-items';

// Names made once per record (named-items.ts), against the emulator over HTTP and PGlite: the same
// records give the same named items, records read again are named again, and a profile renamed in
// the product renames the items already named once its refresh lands.

const emu = emulatorForFile('demo');
// Profiles older than 60 ms are read again in the background at the next look-up.
const app = appAgainstEmulator(emu, { PROFILE_REFRESH_MINUTES: '0.001' });
const organizationId = () => app.seed().organizations[0]!.id;
const records = async () => [...(await app.services().upstream.listCalendarItems(organizationId(), { from: dayAt(-3), to: dayAt(7) }))];
const userIdsOf = (items: Awaited<ReturnType<typeof withNames>>) => items.flatMap((i) => i.members.flatMap((m) => (m.userId ? [m.userId] : [])));

describe('items named once per record', () => {
  it('gives the same named items for the same records, and names records read again anew', async () => {
    const read = await records();
    expect(read.length).toBeGreaterThan(10);
    await withNames(app.services(), read); // the first look-up reads the profiles: what they show changed, so they are named again once
    const first = await withNames(app.services(), read);
    const again = await withNames(app.services(), read);
    expect(again.every((item, i) => item === first[i])).toBe(true);

    const copies = read.map((record) => ({ ...record }));
    const named = await withNames(app.services(), copies);
    expect(named[0]).not.toBe(first[0]);
    expect(named).toEqual(first);
  });

  it('renames the items already named once a renamed profile has been read again', async () => {
    const read = await records();
    const before = await withNames(app.services(), read);
    const userId = userIdsOf(before)[0]!;
    expect(before.flatMap((i) => i.members).find((m) => m.userId === userId)?.displayName).not.toBe('Zelda Renamed');
    await emu.control('PATCH', `users/${userId}`, { fullName: 'Zelda Renamed' });

    // Any look-up of the old profile (here the members page's) reads it again in the background.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect
      .poll(async () => {
        await directoryOf(app.services()).users.getProfiles([userId]);
        return (await withNames(app.services(), read)).flatMap((i) => i.members).find((m) => m.userId === userId)?.displayName;
      }, { timeout: 15_000 })
      .toBe('Zelda Renamed');
  });
});
