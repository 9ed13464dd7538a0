import { organizationIdsOf, type EmulatorState } from '../state/emulator-state';
import { DEMO_CLIENT_ID, DEMO_CLIENT_SECRET, DEMO_FIRST_TOKEN } from '../state/credentials';
import type { Enterprise } from '../state/types';
import { DEMO_RULES } from '../seed/demo-morning';

// GET /_control/seed: what the demo launcher, the dashboard's demo mode and tests need to know
// about the seeded world, including what the interface itself never shows (names, time zones,
// templates, conversations). Each call issues a fresh authorization code.
//
// `enterprise`, `organizations` and `conversations` are the seeded enterprise's: what demo mode
// configures. `otherEnterprise` (demo seed only, else null) is one more enterprise the same token
// reads, with its organizations and conversations, which demo mode leaves out.

const USER_LIMIT = 100;

/** With the demo's morning, each organization's working-time rules for demo mode's settings (a rule for the morning to break). */
function organizationsOf(state: EmulatorState, enterpriseId: string) {
  const rules = state.morning && state.seedName === 'demo' ? { workingTimeRules: DEMO_RULES } : {};
  return [...state.directory.organizations.values()].filter((o) => o.enterpriseId === enterpriseId).map((o) => ({ id: o.id, name: o.name, timeZone: o.timeZone, ...rules }));
}

function conversationsOf(state: EmulatorState, organizationIds: string[]) {
  return state.messaging.conversations.filter((c) => organizationIds.includes(c.organizationId)).map((c) => ({ ...c }));
}

function enterpriseInfo(state: EmulatorState, enterprise: Enterprise) {
  const organizations = organizationsOf(state, enterprise.id);
  return { id: enterprise.id, name: enterprise.name, organizations, conversations: conversationsOf(state, organizations.map((o) => o.id)) };
}

export function seedInfo(state: EmulatorState) {
  const { code, expiresAtMs } = state.tokens.issueCode();
  const users = [...state.directory.users.values()];
  const home = enterpriseInfo(state, state.directory.enterprise);
  const other = [...state.directory.enterprises.values()].find((e) => e.id !== home.id);
  return {
    seed: state.seedName,
    clientId: DEMO_CLIENT_ID,
    clientSecret: DEMO_CLIENT_SECRET,
    firstToken: DEMO_FIRST_TOKEN,
    authorizationCode: code,
    authorizationCodeExpiresAt: Math.floor(expiresAtMs / 1000),
    enterprise: { id: home.id, name: home.name },
    organizations: home.organizations,
    otherEnterprise: other ? enterpriseInfo(state, other) : null,
    users: users.slice(0, USER_LIMIT).map((u) => ({ id: u.id, fullName: u.fullName, organizationIds: organizationIdsOf(state, u.id) })),
    userCount: users.length,
    itemCount: state.calendar.size,
    templates: [...state.messaging.templates.values()],
    conversations: home.conversations,
  };
}
