// The 17 bearer-authenticated method+path pairs of the spec (the two token endpoints take their
// credentials in the body), with the scope each needs and a body that passes validation, so
// table-driven tests can check auth, scopes, path ids and unknown ids on every one of them.

export interface Endpoint {
  method: string;
  /** Path with {org}, {enterprise}, {user}, {item}, {asset} placeholders. */
  path: string;
  scope: string;
  body?: (ids: Ids) => unknown;
}

export interface Ids {
  org: string;
  enterprise: string;
  user: string;
  item: string;
  asset: string;
}

export const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: '/connect/users/{user}', scope: 'ORGANIZATION_MEMBER_VIEW' },
  { method: 'GET', path: '/connect/organizations/{org}', scope: 'ORGANIZATION_MEMBER_VIEW' },
  { method: 'GET', path: '/connect/organizations/{org}/members', scope: 'ORGANIZATION_MEMBER_VIEW' },
  { method: 'GET', path: '/connect/enterprises/{enterprise}', scope: 'ENTERPRISE_VIEW' },
  { method: 'GET', path: '/connect/enterprises/{enterprise}/organizations', scope: 'ENTERPRISE_VIEW' },
  { method: 'GET', path: '/assets/{asset}', scope: 'ORGANIZATION_MEMBER_VIEW' },
  {
    method: 'POST',
    path: '/connect/calendar-items',
    scope: 'CALENDAR_EDIT',
    body: (ids) => ({ organizationId: ids.org, start: 1_900_000_000_000, end: 1_900_000_360_000, timeZoneName: 'UTC', type: 'MEETING' }),
  },
  { method: 'GET', path: '/connect/organizations/{org}/calendar-items', scope: 'CALENDAR_VIEW' },
  { method: 'GET', path: '/connect/calendar-items/{item}', scope: 'CALENDAR_VIEW' },
  { method: 'PATCH', path: '/connect/calendar-items/{item}', scope: 'CALENDAR_EDIT', body: () => ({ notes: 'x' }) },
  { method: 'DELETE', path: '/connect/calendar-items/{item}', scope: 'CALENDAR_EDIT' },
  {
    method: 'POST',
    path: '/connect/calendar-items/{item}/members',
    scope: 'CALENDAR_EDIT',
    body: (ids) => ({ newCalendarItemStatus: 'OPEN', shouldReplaceMemberStatuses: false, members: { type: 'USER', userId: ids.user, initialStatus: 'PENDING_RESPONSE' } }),
  },
  { method: 'POST', path: '/connect/calendar-items/{item}/members/{user}', scope: 'CALENDAR_EDIT', body: () => ({ status: 'ADDITION_REQUESTED' }) },
  { method: 'PATCH', path: '/connect/calendar-items/{item}/members/{user}', scope: 'CALENDAR_EDIT', body: () => ({ status: 'ACCEPTED' }) },
  { method: 'DELETE', path: '/connect/calendar-items/{item}/members/{user}', scope: 'CALENDAR_EDIT' },
  { method: 'POST', path: '/connect/cards', scope: 'MESSAGE_CONVERSATION', body: () => ({ templateId: 'announcement', content: '{"title":"t","body":"b"}' }) },
  { method: 'POST', path: '/connect/conversations', scope: 'MESSAGE_CONVERSATION', body: (ids) => ({ cardId: '1', organizationId: ids.org, conversationId: '1' }) },
];

export function fill(path: string, ids: Ids, override: Partial<Ids> = {}): string {
  const all = { ...ids, ...override };
  return path.replace(/\{(\w+)\}/g, (_, key: keyof Ids) => all[key]);
}

export function placeholders(path: string): (keyof Ids)[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as keyof Ids);
}

export const ALL_SCOPES = [
  'CALENDAR_VIEW',
  'CALENDAR_EDIT',
  'ENTERPRISE_VIEW',
  'ORGANIZATION_MEMBER_VIEW',
  'MESSAGE_CONVERSATION',
  'MESSAGE_EVERYONE',
  'MIDDLEWARE_PUBLISH',
];
