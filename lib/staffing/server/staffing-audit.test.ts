import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditSentence } from '@/lib/audit';
import { runAction, type AppServices } from '@/lib/server/access';
import { auditLog } from '@/lib/server/db/schema';
import type { OpenedDatabase } from '@/lib/server/db/types';
import { upsertOrganizationEntry } from '@/lib/server/entry-points';
import type { SessionUser } from '@/lib/server/identity/types';
import { toSessionUser } from '@/lib/server/identity/users';
import { createScheduleItem } from '@/lib/schedule/server';
import { appAgainstEmulator } from '@/test/support/app-against-emulator';
import { emulatorForFile } from '@/test/support/emulator-harness';
import { addTestUser, openTestDatabase } from '@/test/support/test-database';
import { assignItemMembers, assignMembersDefinition, removeItemMember, removeMemberDefinition } from './staffing-actions';

// What the audit log keeps of staffing changes, through the action pipeline against the emulator
// and a real database: the person's name and the item's name, start and zone, as they were, so the
// audit page can say "… added Ethan Cole to Night ward, Thu 26 Nov 19:00" after any later rename.
const emu = emulatorForFile('demo');
const app = appAgainstEmulator(emu);
let opened: OpenedDatabase;
let scheduler: SessionUser;
let services: AppServices;
let organizationId: string;
let person: { id: string; fullName: string };

beforeAll(async () => {
  const seed = app.seed();
  organizationId = seed.organizations[0]!.id;
  person = seed.users.find((u) => u.organizationIds.includes(organizationId))!;
  opened = await openTestDatabase();
  scheduler = toSessionUser(await addTestUser(opened, 'scheduler'));
  await upsertOrganizationEntry(opened.db, { organizationId });
  services = { ...app.services(), db: opened.db };
});

afterAll(async () => {
  await opened.close();
});

const rowsOf = (action: string) => opened.db.select().from(auditLog).where(eq(auditLog.action, action));

describe('staffing audit entries', () => {
  it('keep who was added and removed, and the item, so the sentence survives a rename', async () => {
    const start = Date.UTC(2028, 2, 2, 19); // Thu 2 Mar 2028, 19:00 in London (GMT)
    const item = await createScheduleItem(app.services(), { organizationId, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Night ward', start, end: start + 12 * 3_600_000, timeZoneName: 'Europe/London' });
    const assigned = await runAction(
      assignMembersDefinition,
      assignItemMembers,
      { organizationId, itemId: item.id, assignees: [{ type: 'USER', userId: person.id, initialStatus: 'ASSIGNED' }], initialStatus: 'ASSIGNED', newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: false },
      { user: scheduler, services },
    );
    expect(assigned.ok).toBe(true);
    const removed = await runAction(removeMemberDefinition, removeItemMember, { organizationId, itemId: item.id, userId: person.id }, { user: scheduler, services });
    expect(removed.ok).toBe(true);
    // Renamed behind the dashboard's back: the entries were written before, and keep what they saw.
    await emu.control('PATCH', `calendar-items/${item.id}`, { name: 'Renamed later' });

    const [add] = await rowsOf('member.assigned');
    const [remove] = await rowsOf('member.removed');
    expect(add?.detail).toMatchObject({ member: person.fullName });
    expect(remove?.detail).toMatchObject({ member: person.fullName });
    expect(auditSentence(add!, 'h23')).toBe(`${scheduler.email} added ${person.fullName} to Night ward, Thu 2 Mar 19:00`);
    expect(auditSentence(remove!, 'h23')).toBe(`${scheduler.email} removed ${person.fullName} from Night ward, Thu 2 Mar 19:00`);
  });
});
