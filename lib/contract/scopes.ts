// Scopes of token variant B, and which one each endpoint needs (from a public description of the
// same interface; the spec itself does not say). The emulator enforces this table; the dashboard
// uses it to disable what the token cannot do.
export const scopes = [
  'CALENDAR_VIEW',
  'CALENDAR_EDIT',
  'ENTERPRISE_VIEW',
  'ORGANIZATION_MEMBER_VIEW',
  'MESSAGE_CONVERSATION',
  'MESSAGE_EVERYONE',
  'MIDDLEWARE_PUBLISH',
] as const;
export type Scope = (typeof scopes)[number];

export const scopeOfOperation = {
  readUsers: 'ORGANIZATION_MEMBER_VIEW',
  readOrganizations: 'ORGANIZATION_MEMBER_VIEW',
  readAssets: 'ORGANIZATION_MEMBER_VIEW',
  readEnterprises: 'ENTERPRISE_VIEW',
  readCalendar: 'CALENDAR_VIEW',
  editCalendar: 'CALENDAR_EDIT',
  editMembers: 'CALENDAR_EDIT',
  sendMessages: 'MESSAGE_CONVERSATION',
  messageEveryone: 'MESSAGE_EVERYONE',
} as const satisfies Record<string, Scope>;
