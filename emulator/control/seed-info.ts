import { organizationIdsOf, type EmulatorState } from '../state/emulator-state';
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, DEMO_FIRST_TOKEN } from '../state/credentials';

// GET /_control/seed: what the demo launcher, the dashboard's demo mode and tests need to know
// about the seeded world, including what the interface itself never shows (names, time zones,
// templates, conversations). Each call issues a fresh authorization code.

const USER_LIMIT = 100;

export function seedInfo(state: EmulatorState) {
  const { code, expiresAtMs } = state.tokens.issueCode();
  const users = [...state.directory.users.values()];
  return {
    seed: state.seedName,
    clientId: DEMO_CLIENT_ID,
    clientSecret: DEMO_CLIENT_SECRET,
    firstToken: DEMO_FIRST_TOKEN,
    authorizationCode: code,
    authorizationCodeExpiresAt: Math.floor(expiresAtMs / 1000),
    enterprise: { id: state.directory.enterprise.id, name: state.directory.enterprise.name },
    organizations: [...state.directory.organizations.values()].map((o) => ({ id: o.id, name: o.name, timeZone: o.timeZone })),
    users: users.slice(0, USER_LIMIT).map((u) => ({ id: u.id, fullName: u.fullName, organizationIds: organizationIdsOf(state, u.id) })),
    userCount: users.length,
    itemCount: state.calendar.size,
    templates: [...state.messaging.templates.values()],
    conversations: state.messaging.conversations.map((c) => ({ ...c })),
  };
}
