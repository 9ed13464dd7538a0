import { test } from './test';
import { emulator, type EmulatorItem } from './emulator';

export type SeededPerson = { id: string; fullName: string };

/** The seed's first organization (Harbour Café, Europe/London) and its people, as the emulator made them. */
export async function firstOrganization(): Promise<{ organizationId: string; organizationName: string; people: SeededPerson[] }> {
  const seed = await emulator.seed();
  const { id: organizationId, name: organizationName } = seed.organizations[0]!;
  return { organizationId, organizationName, people: seed.users.filter((u) => u.organizationIds.includes(organizationId)) };
}

/** Makes items in one organization straight in the emulator, each with at most one person. */
export function itemMaker(organizationId: () => string, timeZoneName = 'Europe/London') {
  return (type: string, name: string, start: number, end: number, userId?: string): Promise<EmulatorItem> =>
    emulator.createItem({ organizationId: organizationId(), type, name, start, end, timeZoneName, ...(userId ? { members: { type: 'USER', userId } } : {}) });
}

/** The first organization for a whole spec file: filled in before its tests run. */
export function firstOrganizationOfFile(): { organizationId: string; organizationName: string; people: SeededPerson[] } {
  const shared = { organizationId: '', organizationName: '', people: [] as SeededPerson[] };
  test.beforeAll(async () => {
    Object.assign(shared, await firstOrganization());
  });
  return shared;
}
