import type { APIRequestContext } from '@playwright/test';
import { emulator, type EmulatorSeed } from '../support/emulator';

// The real ids the fuzzer mixes into its inputs, so part of them pass validation and reach the
// deeper checks (does the item exist, is the person a member, is the version current).

export type SeedPool = {
  seed: EmulatorSeed;
  now: number;
  organizationIds: string[];
  enterpriseIds: string[];
  userIds: string[];
  itemIds: string[];
  versions: string[];
  templateIds: string[];
  timeZones: string[];
};

export async function readSeedPool(request: APIRequestContext): Promise<SeedPool> {
  const seed = await emulator.seed();
  const now = Date.now();
  const organizationId = seed.organizations[0]!.id;
  // The items come through the dashboard's own read, as the schedule gets them.
  const response = await request.get(`/api/organizations/${organizationId}/calendar-items?from=${now - 7 * 86_400_000}&to=${now + 30 * 86_400_000}`);
  if (!response.ok()) throw new Error(`reading the items -> ${response.status()}`);
  const { items } = (await response.json()) as { items: { id: string; version: string }[] };
  return {
    seed,
    now,
    // The second enterprise's organization too: out of scope, so every call naming it must be a typed refusal.
    organizationIds: [...seed.organizations, ...(seed.otherEnterprise?.organizations ?? [])].map((o) => o.id),
    enterpriseIds: [seed.enterprise.id, ...(seed.otherEnterprise ? [seed.otherEnterprise.id] : [])],
    userIds: seed.users.map((u) => u.id).slice(0, 30),
    itemIds: items.map((i) => i.id).slice(0, 40),
    versions: items.map((i) => i.version).slice(0, 40),
    templateIds: seed.templates.map((t) => t.id),
    timeZones: [...new Set(seed.organizations.map((o) => o.timeZone))],
  };
}
