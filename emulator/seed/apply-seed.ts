import { ALL_SCOPES, DEMO_CLIENT_ID, DEMO_FIRST_TOKEN } from '../state/credentials';
import { CalendarStore } from '../state/calendar-store';
import { defaultBehaviour } from '../state/behaviour';
import { emptyDirectory, type EmulatorState } from '../state/emulator-state';
import { noFaults } from '../state/faults';
import { createIdGenerator, ENTITY_ID_BASE } from '../state/ids';
import { createRandom } from '../state/random';
import { emptyStats } from '../state/stats';
import type { Organization, SeedName } from '../state/types';
import { memberIdsOf, seedDirectory } from './directory-seed';
import { seedDemoItems } from './demo-items';
import { seedDemoOpenWeek } from './demo-open-week';
import { seedLargeItems } from './large-items';
import { FIRST_NAMES, LAST_NAMES, DEMO_PEOPLE } from './names';
import { DEMO_ORGS, LARGE_ORG, OTHER_ORG, type OrgProfile } from './org-profiles';
import { seedOtherEnterprise } from './other-enterprise';
import { CARD_TEMPLATES } from './templates';
import { DAY_MS } from '@/lib/time/units';
import { utcDayStart } from './zoned-time';

// (Re)fills the state from a named seed. Everything is derived from a fixed PRNG seed and the
// start of the current UTC day, so two resets on the same day give identical data and ids.
// Faults, behaviour switches, stats and tokens are cleared; the demo first token is re-issued
// with its well-known value, valid 30 days from now with every scope.

const SEEDS: Record<SeedName, number> = { demo: 20_240_601, large: 500_020_000, empty: 20_240_601 };
const SECOND_ORG_PEOPLE = new Set([4, 9, 15, 26, 33, 44, 52, 60]);

function largePeople(): string[] {
  const rng = createRandom(42);
  const names = new Set<string>();
  while (names.size < 500) names.add(`${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`);
  return [...names];
}

function seedConversations(state: EmulatorState, orgs: Organization[], profiles: OrgProfile[]): void {
  orgs.forEach((org, index) => {
    const channels = ['Everyone', 'Managers', ...(profiles[index] as OrgProfile).channels];
    for (const name of channels) {
      state.messaging.conversations.push({ organizationId: org.id, conversationId: state.ids.next(), name, everyone: name === 'Everyone' });
    }
  });
}

export function applySeed(state: EmulatorState, seed: SeedName): void {
  Object.assign(state, {
    seedName: seed,
    ids: createIdGenerator(ENTITY_ID_BASE),
    directory: emptyDirectory(state.now()),
    calendar: new CalendarStore(),
    messaging: { templates: new Map(), conversations: [], cards: new Map(), messages: [] },
    faults: noFaults(),
    behaviour: defaultBehaviour(),
    stats: emptyStats(),
    version: state.version + 1,
  } satisfies Partial<EmulatorState>);
  state.tokens.clear();
  const rng = createRandom(SEEDS[seed]);
  const dayStart = utcDayStart(state.now());
  for (const template of CARD_TEMPLATES) state.messaging.templates.set(template.id, template);

  if (seed === 'large') {
    const orgs = seedDirectory(state, rng, dayStart, {
      profiles: [LARGE_ORG],
      people: largePeople(),
      homesOf: () => [0],
      isAdmin: (rank) => rank < 5,
    });
    seedConversations(state, orgs, [LARGE_ORG]);
    const org = orgs[0] as Organization;
    state.calendar.bulkLoad(seedLargeItems(state, rng, dayStart, org, LARGE_ORG, memberIdsOf(state, org.id)));
  } else {
    const orgs = seedDirectory(state, rng, dayStart, {
      profiles: DEMO_ORGS,
      people: DEMO_PEOPLE,
      homesOf: (i) => {
        const home = Math.min(Math.floor(i / 21), 2);
        return SECOND_ORG_PEOPLE.has(i) ? [home, (home + 1) % 3] : [home];
      },
      isAdmin: (rank) => rank < 2,
    });
    seedConversations(state, orgs, DEMO_ORGS);
    if (seed === 'demo') {
      state.calendar.bulkLoad(seedDemoItems(state, rng, dayStart, orgs, DEMO_ORGS));
      seedConversations(state, [seedOtherEnterprise(state, rng, dayStart)], [OTHER_ORG]);
      state.calendar.bulkLoad(seedDemoOpenWeek(state, dayStart, orgs));
    }
  }

  state.tokens.issue({ clientId: DEMO_CLIENT_ID, scopes: ALL_SCOPES, expiresAtMs: state.now() + 30 * DAY_MS, value: DEMO_FIRST_TOKEN });
}
