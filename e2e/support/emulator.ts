import { callsNaming } from '@/test/support/calls-naming';
import type { SeedInfo, Stats } from '@/test/support/emulator-harness';
import { E2E_EMULATOR_URL } from './servers';

// Test-side access to the emulator's control endpoints (never to the dashboard's internals).
export type EmulatorSeed = SeedInfo;

async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${E2E_EMULATOR_URL}/_control/${path}`, {
    method,
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`emulator ${method} ${path} -> ${response.status}`);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A calendar item as the emulator stores it (times in epoch ms). */
export type EmulatorItem = { id: string; name: string | null; type: string; start: number; end: number; status: string; deleted: boolean; updatedAt: number; members: { userId?: string; status: string }[] };

/** Creates an item through the service's own interface, as another client of the product would. */
async function createItem(body: Record<string, unknown>): Promise<EmulatorItem> {
  const seed = await control<EmulatorSeed>('GET', 'seed');
  const response = await fetch(`${E2E_EMULATOR_URL}/connect/calendar-items`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${seed.firstToken}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`create item -> ${response.status} ${await response.text()}`);
  return (await response.json()) as EmulatorItem;
}

/** Adds one assignee (a USER, GROUP or INVITE with its initialStatus) to an item through the service's own interface. */
async function addMember(itemId: string, member: Record<string, unknown>): Promise<EmulatorItem> {
  const seed = await control<EmulatorSeed>('GET', 'seed');
  const response = await fetch(`${E2E_EMULATOR_URL}/connect/calendar-items/${itemId}/members`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${seed.firstToken}` },
    body: JSON.stringify({ newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: false, members: member }),
  });
  if (!response.ok) throw new Error(`add member -> ${response.status} ${await response.text()}`);
  return (await response.json()) as EmulatorItem;
}

/** The items of an organization starting in [from, to] (deleted ones left out), as the service lists them. */
async function items(organizationId: string, from: number, to: number): Promise<EmulatorItem[]> {
  const seed = await control<EmulatorSeed>('GET', 'seed');
  const query = new URLSearchParams({ startsAtOrAfter: String(from), startsAtOrBefore: String(to) });
  const response = await fetch(`${E2E_EMULATOR_URL}/connect/organizations/${organizationId}/calendar-items?${query}`, { headers: { authorization: `Bearer ${seed.firstToken}` } });
  if (!response.ok) throw new Error(`list items -> ${response.status} ${await response.text()}`);
  return (await response.json()) as EmulatorItem[];
}

export const emulator = {
  items,
  addMember,
  seed: () => control<EmulatorSeed>('GET', 'seed'),
  faults: (faults: Record<string, unknown>) => control<unknown>('POST', 'faults', faults),
  clearFaults: () => control<unknown>('POST', 'faults', {}),
  item: (id: string) => control<EmulatorItem>('GET', `calendar-items/${id}`),
  /** Changes an item as the product would (a worker on a phone), behind the dashboard's back. */
  patchItem: (id: string, patch: Record<string, unknown>) => control<EmulatorItem>('PATCH', `calendar-items/${id}`, patch),
  createItem,
  /** The other answer shapes a tolerant reader must accept, e.g. { createResponse: 'empty' }. */
  behaviour: (behaviour: Record<string, unknown>) => control<unknown>('POST', 'behaviour', behaviour),
  /** A person answers their invitation (an offer's PENDING_RESPONSE) now, as their phone would. */
  answer: (itemId: string, userId: string, answer: 'ACCEPTED' | 'DECLINED' = 'ACCEPTED') => control<unknown>('POST', `calendar-items/${itemId}/answer`, { userId, answer }),
  tick: (organizationId: string) => control<{ changes: { itemId: string; kind: string; organizationId: string }[] }>('POST', 'activity/tick', { organizationId }),
  stats: () => control<Stats>('GET', 'stats'),
  /** How many calls so far named `id` in their path (an organization, enterprise or item). */
  callsNaming: async (id: string) => callsNaming(await control<Stats>('GET', 'stats'), id),
  /** Holds the service's answers to matching requests until `release` (a waiting state, on any machine). */
  hold: (rule: { method?: string; path: string }) => control<unknown>('POST', 'hold', rule),
  held: () => control<{ waiting: { method: string; path: string }[] }>('GET', 'hold'),
  release: () => control<{ released: number }>('POST', 'hold/release', {}),
  /** Every token the emulator issued since its last reset (the first token included). */
  tokens: () => control<{ tokens: { accessToken: string; revoked: boolean }[] }>('GET', 'tokens'),
  /** A fresh token of the demo client (all scopes and 30 days unless told). */
  issueToken: (options: { scopes?: string[]; expiresInSeconds?: number } = {}) =>
    control<{ accessToken: string; expiresAt: number; scope: string[] }>('POST', 'tokens', options),
};
