import { defaultBehaviour, type Behaviour } from './behaviour';
import { CalendarStore } from './calendar-store';
import { noFaults, type Faults } from './faults';
import { createIdGenerator, ENTITY_ID_BASE, type IdGenerator } from './ids';
import { emptyStats, type Stats } from './stats';
import { TokenStore } from './token-store';
import type {
  Card,
  CardTemplate,
  Conversation,
  Enterprise,
  Membership,
  Message,
  Organization,
  SeedName,
  User,
} from './types';

export interface Directory {
  /** The seeded enterprise: the one demo mode configures (GET /_control/seed `enterprise`). */
  enterprise: Enterprise;
  /** Every enterprise the token reaches, the seeded one included. */
  enterprises: Map<string, Enterprise>;
  organizations: Map<string, Organization>;
  users: Map<string, User>;
  /** Memberships by organization id, in seed order. */
  memberships: Map<string, Membership[]>;
  /** Avatar public id -> user id. */
  avatars: Map<string, string>;
}

export interface Messaging {
  templates: Map<string, CardTemplate>;
  conversations: Conversation[];
  cards: Map<string, Card>;
  messages: Message[];
}

/** Everything the emulator remembers. One instance per emulator; `reset` refills it in place. */
export interface EmulatorState {
  now: () => number;
  seedName: SeedName;
  /** The demo seed adds its morning (seed/demo-morning.ts): `npm run emulator` and `npm run demo`, not the tests. */
  morning: boolean;
  ids: IdGenerator;
  directory: Directory;
  calendar: CalendarStore;
  tokens: TokenStore;
  messaging: Messaging;
  faults: Faults;
  behaviour: Behaviour;
  stats: Stats;
  /** Bumped by every data change: lets the activity simulator and tests see that something moved. */
  version: number;
}

export function emptyDirectory(now: number): Directory {
  return {
    enterprise: { id: '0', name: '', updatedAt: now },
    enterprises: new Map(),
    organizations: new Map(),
    users: new Map(),
    memberships: new Map(),
    avatars: new Map(),
  };
}

export function createEmptyState(now: () => number, seedName: SeedName, morning = false): EmulatorState {
  return {
    now,
    seedName,
    morning,
    ids: createIdGenerator(ENTITY_ID_BASE),
    directory: emptyDirectory(now()),
    calendar: new CalendarStore(),
    tokens: new TokenStore(now),
    messaging: { templates: new Map(), conversations: [], cards: new Map(), messages: [] },
    faults: noFaults(),
    behaviour: defaultBehaviour(),
    stats: emptyStats(),
    version: 0,
  };
}

/** Next updatedAt of a record: now, but always later than the previous value so a change is visible. */
export function nextStamp(state: EmulatorState, previous: number): number {
  return Math.max(state.now(), previous + 1);
}

export function isOrganizationMember(state: EmulatorState, organizationId: string, userId: string): boolean {
  return state.directory.memberships.get(organizationId)?.some((m) => m.userId === userId) ?? false;
}

export function organizationIdsOf(state: EmulatorState, userId: string): string[] {
  const ids: string[] = [];
  for (const [organizationId, list] of state.directory.memberships) {
    if (list.some((m) => m.userId === userId)) ids.push(organizationId);
  }
  return ids;
}
