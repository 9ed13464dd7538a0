import { emulator } from './emulator';

export type SeededPerson = { id: string; fullName: string };

/** The seed's first organization (Harbour Café, Europe/London) and its people, as the emulator made them. */
export async function firstOrganization(): Promise<{ organizationId: string; people: SeededPerson[] }> {
  const seed = await emulator.seed();
  const organizationId = seed.organizations[0]!.id;
  return { organizationId, people: seed.users.filter((u) => u.organizationIds.includes(organizationId)) };
}
