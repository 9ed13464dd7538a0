// The local OpenID provider's accounts (scripts/oidc-provider/; the login name is the key; any
// password) and the role map that goes with their groups. Apart from the provider so the demo
// launcher and e2e's company sign-in read them without loading oidc-provider.

export type TestAccount = { name: string; email: string; groups: string[] };

export const initialAccounts: Record<string, TestAccount> = {
  alice: { name: 'Alice Admin', email: 'alice@corp.example', groups: ['staff', 'shiftdesk-viewers', 'shiftdesk-admins'] },
  sam: { name: 'Sam Planner', email: 'sam@corp.example', groups: ['shiftdesk-schedulers'] },
  vic: { name: 'Vic Reader', email: 'vic@corp.example', groups: ['staff', 'shiftdesk-viewers'] },
  nora: { name: 'Nora Outsider', email: 'nora@corp.example', groups: ['staff'] },
  riley: { name: 'Riley Mover', email: 'riley@corp.example', groups: ['shiftdesk-schedulers'] },
  // Each changed by one company sign-in test at the provider while signed in here.
  dana: { name: 'Dana Demoted', email: 'dana@corp.example', groups: ['shiftdesk-admins'] },
  omar: { name: 'Omar Leaver', email: 'omar@corp.example', groups: ['shiftdesk-schedulers'] },
  bea: { name: 'Bea Backchannel', email: 'bea@corp.example', groups: ['shiftdesk-viewers'] },
  lee: { name: 'Lee Signout', email: 'lee@corp.example', groups: ['shiftdesk-schedulers'] },
};

export const ROLE_MAP = 'shiftdesk-admins:admin,shiftdesk-schedulers:scheduler,shiftdesk-viewers:viewer';
