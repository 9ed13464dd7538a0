import type { APIRequest, APIRequestContext } from '@playwright/test';
import { ACTIONS as ROLE_OF_ACTION, allowed, exportedActions, notInAPageYet, ROUTES as ROLE_OF_READ, routeHandlers, WRITE_ROUTES as ROLE_OF_WRITE } from './support/access-table';
import { emulator, type EmulatorItem } from './support/emulator';
import { demoPassword, demoUsers, type DemoRole } from '@/test/support/demo-accounts';
import { storageStateOf } from './support/roles';
import { callServerAction } from './support/server-actions';
import { E2E_APP_URL } from './support/servers';
import { expect, test } from './support/test';

// The scope guard, against a real target: the organization of the demo's second enterprise, which
// the demo token reads but demo mode does not configure (GET /_control/seed `otherEnterprise`),
// and an item in it. Every action and route that names an organization, enterprise or item is
// tried against it as viewer, scheduler and admin, with inputs that are otherwise valid: refused
// (viewer: by role; the others: not_found / 404), no call about the organization, for an item
// only the read that tells its organization, and one `access.out_of_scope` audit row per refusal.
// Actions and routes that touch none (scope 'none') are listed with the reason, so a new one
// breaks the first test until it is placed here.

type Outside = { organization: string; item: EmulatorItem; home: string; conversation: { organizationId: string; conversationId: string } };
/** What a scoped call is tried with; `via` names how the target is reached. */
type Attempt = { via: string; args: (o: Outside) => unknown };

/** A valid repeat rule and series fields: the scope guard, not the input, must refuse them. */
const REPEAT_RULE = { frequency: 'weekly', weekdays: [1], ends: { kind: 'count', count: 2 } };
const REPEAT_FIELDS = { type: 'MULTI_ASSIGNEE_SHIFT', title: 'Scope', notes: '', startTime: '07:00', durationMinutes: 480, needs: 1, people: [] };

const ACTIONS: Record<string, Record<string, Attempt[] | { none: string }>> = {
  'lib/auth/actions.ts': { signInAction: { none: 'signs in' }, signOutAction: { none: 'signs out' } },
  'lib/schedule/actions.ts': {
    createCalendarItemAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, type: 'MEETING', name: 'Scope', timeZoneName: 'UTC', start: o.item.start, end: o.item.end }) }],
    moveCalendarItemAction: itemAttempts((o) => ({ expectedVersion: '1', start: o.item.start + 3_600_000, end: o.item.end + 3_600_000 })),
    updateCalendarItemAction: itemAttempts(() => ({ expectedVersion: '1', name: 'Renamed from outside' })),
    deleteCalendarItemAction: itemAttempts(() => ({ expectedVersion: '1', force: true })),
    setItemNeedsAction: itemAttempts(() => ({ needs: 2 })),
  },
  'lib/copy/actions.ts': {
    startCopyAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, span: 'day', sourceDate: isoDay(o.item.start), targetDate: isoDay(o.item.start + 7 * 86_400_000), withPeople: true, copyKey: crypto.randomUUID() }) }],
    retryCopyRowAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, copyId: crypto.randomUUID(), rowId: crypto.randomUUID() }) }],
    createCopyRowAnywayAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, copyId: crypto.randomUUID(), rowId: crypto.randomUUID() }) }],
    markCopyRowHandledAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, copyId: crypto.randomUUID(), rowId: crypto.randomUUID() }) }],
    undoCopyAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, copyId: crypto.randomUUID(), confirm: true }) }],
  },
  'lib/drafts/actions.ts': {
    openDraftAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, from: o.item.start - 86_400_000, to: o.item.start + 6 * 86_400_000 }) }],
    draftCreateItemAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, draftId: crypto.randomUUID(), type: 'MEETING', name: 'Scope', timeZoneName: 'UTC', start: o.item.start, end: o.item.end }) }],
    draftMoveItemAction: itemAttempts((o) => ({ draftId: crypto.randomUUID(), expectedVersion: '1', start: o.item.start + 3_600_000, end: o.item.end + 3_600_000 })),
    draftMoveNewItemAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, draftId: crypto.randomUUID(), localKey: 'k1', start: o.item.start + 3_600_000, end: o.item.end + 3_600_000 }) }],
    draftAssignAction: itemAttempts((o) => ({ draftId: crypto.randomUUID(), userId: memberOf(o.item) })),
    draftUnassignAction: itemAttempts((o) => ({ draftId: crypto.randomUUID(), userId: memberOf(o.item) })),
    draftDeleteItemAction: itemAttempts(() => ({ draftId: crypto.randomUUID() })),
    removeDraftLineAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, draftId: crypto.randomUUID(), lineId: crypto.randomUUID() }) }],
    copyIntoDraftAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, draftId: crypto.randomUUID(), span: 'day', sourceDate: isoDay(o.item.start), targetDate: isoDay(o.item.start + 7 * 86_400_000), withPeople: true }) }],
    acceptAutoFillLinesAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, draftId: crypto.randomUUID(), proposalId: 'p', accepted: [{ itemId: o.item.id, userId: memberOf(o.item) }] }) }],
    discardDraftAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, draftId: crypto.randomUUID() }) }],
    publishDraftAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, draftId: crypto.randomUUID() }) }],
    undoDraftPublishAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, draftId: crypto.randomUUID() }) }],
  },
  'lib/offers/actions.ts': {
    startOfferAction: itemAttempts(() => ({ count: 1, passOn: false, offerKey: crypto.randomUUID() })),
    cancelOfferAction: itemAttempts(() => ({ offerId: crypto.randomUUID() })),
  },
  'lib/repeats/actions.ts': {
    createSeriesAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, startDate: isoDay(o.item.start), rule: REPEAT_RULE, ...REPEAT_FIELDS }) }],
    repeatItemAction: itemAttempts(() => ({ rule: REPEAT_RULE })),
    editOccurrenceAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, occurrenceId: crypto.randomUUID(), title: 'Scope', notes: '', start: o.item.start, end: o.item.end }) }],
    editFollowingAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, occurrenceId: crypto.randomUUID(), rule: REPEAT_RULE, ...REPEAT_FIELDS }) }],
    editSeriesAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, seriesId: crypto.randomUUID(), ...REPEAT_FIELDS }) }],
    endSeriesAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, seriesId: crypto.randomUUID() }) }],
    undoEndSeriesAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, seriesId: crypto.randomUUID() }) }],
    setRepeatHorizonAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, horizonWeeks: 2 }) }],
  },
  'lib/availability/actions.ts': {
    setAvailabilityAction: [
      {
        via: 'organization',
        args: (o) => ({ organizationId: o.organization, userId: memberOf(o.item), availability: { unavailable: [], preferredDays: [], avoidedDays: [], preferredStarts: [], targetHours: null, maxHours: null } }),
      },
    ],
    learnAvailabilityAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, userId: memberOf(o.item) }) }],
  },
  'lib/positions/actions.ts': {
    addPositionAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, name: 'Scope' }) }],
    renamePositionAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, positionId: crypto.randomUUID(), name: 'Scope' }) }],
    removePositionAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, positionId: crypto.randomUUID(), confirm: true }) }],
    setItemPositionAction: itemAttempts(() => ({ positionId: null })),
    setPersonPositionsAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, userId: memberOf(o.item), positionIds: [] }) }],
  },
  'lib/shift-templates/actions.ts': {
    addTemplateAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, template: { name: 'Scope', type: 'MULTI_ASSIGNEE_SHIFT', startTime: '07:00', endTime: '15:00', needs: 1, notes: '', people: [] } }) }],
    editTemplateAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, templateId: crypto.randomUUID(), template: { name: 'Scope', type: 'MULTI_ASSIGNEE_SHIFT', startTime: '07:00', endTime: '15:00', needs: 1, notes: '', people: [] } }) }],
    removeTemplateAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, templateId: crypto.randomUUID() }) }],
    createFromTemplateAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, templateId: crypto.randomUUID(), type: 'MEETING', name: 'Scope', timeZoneName: 'UTC', start: o.item.start, end: o.item.end, needs: 1, people: [] }) }],
  },
  'lib/week-templates/actions.ts': {
    // An empty week far ahead: in scope it is refused as having no items, so nothing is saved.
    saveWeekTemplateAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, name: 'Scope', weekDate: '2099-06-01', withPeople: false }) }],
    removeWeekTemplateAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, templateId: crypto.randomUUID() }) }],
  },
  'lib/staffing/actions.ts': {
    assignItemMembersAction: itemAttempts((o) => ({
      assignees: [{ type: 'USER', userId: memberOf(o.item), initialStatus: 'ASSIGNED' }],
      initialStatus: 'ASSIGNED',
      newCalendarItemStatus: 'ASSIGNED',
      shouldReplaceMemberStatuses: false,
    })),
    requestItemAdditionAction: itemAttempts((o) => ({ userId: memberOf(o.item) })),
    removeItemMemberAction: itemAttempts((o) => ({ userId: memberOf(o.item) })),
    reassignItemMemberAction: itemAttempts((o) => ({ fromUserId: memberOf(o.item), toUserId: memberOf(o.item), initialStatus: 'ASSIGNED', newCalendarItemStatus: 'ASSIGNED' })),
  },
  'lib/history/actions.ts': {
    undoChangeAction: [{ via: 'organization', args: (o) => ({ organizationId: o.organization, changeId: 1 }) }],
  },
  'lib/messages/actions.ts': {
    sendMessageAction: [{ via: 'saved conversation', args: () => ({ sendKey: crypto.randomUUID(), templateId: 'announcement', values: { title: 'Out of scope', body: 'b' }, savedConversationIds: [savedOutside!.id] }) }],
    retryMessageAction: [{ via: 'outbox row', args: () => ({ id: outsideRow }) }],
    sendMessageAgainAction: [{ via: 'outbox row', args: () => ({ id: outsideRow }) }],
    markMessageSentAction: [{ via: 'outbox row', args: () => ({ id: outsideRow }) }],
    saveTemplateAction: { none: 'a template belongs to no organization' },
    removeTemplateAction: { none: 'a template belongs to no organization' },
    saveConversationAction: [{ via: 'organization', args: (o) => ({ mode: 'create', name: 'Outside', organizationId: o.organization, conversationId: o.conversation.conversationId, everyone: false }) }],
    removeConversationAction: { none: 'forgets a saved row; reaches nothing in the service' },
  },
  'lib/settings/actions.ts': {
    renewServiceTokenAction: { none: 'the service connection' },
    connectServiceAction: { none: 'the service connection' },
    saveEnterpriseAction: { none: 'the entry points are what the scope is made of' },
    removeEnterpriseAction: { none: 'the entry points are what the scope is made of' },
    saveOrganizationAction: { none: 'the entry points are what the scope is made of' },
    removeOrganizationAction: { none: 'the entry points are what the scope is made of' },
  },
};

/** An item action: with the outside organization and its item, and with the item passed off under a configured organization. */
function itemAttempts(rest: (o: Outside) => Record<string, unknown>): Attempt[] {
  return [
    { via: 'organization', args: (o) => ({ organizationId: o.organization, itemId: o.item.id, ...rest(o) }) },
    { via: 'item', args: (o) => ({ organizationId: o.home, itemId: o.item.id, ...rest(o) }) },
  ];
}

const isoDay = (at: number) => new Date(at).toISOString().slice(0, 10);

const memberOf = (item: EmulatorItem) => item.members.find((m) => m.userId)?.userId ?? '7000000000000000999';

type RouteAttempt = { via: string; path: (o: Outside) => string; method?: 'POST'; data?: (o: Outside) => unknown };
const ROUTES: Record<string, RouteAttempt[] | { none: string }> = {
  '/api/health': { none: 'liveness' },
  '/api/messages': { none: 'the local message history' },
  '/api/assets/[publicId]': { none: 'a person’s picture, served only for someone seen in scope (lib/people/server/avatar.test.ts)' },
  '/api/organizations/[organizationId]/calendar-items': [{ via: 'organization', path: (o) => `/api/organizations/${o.organization}/calendar-items?from=${o.item.start - 86_400_000}&to=${o.item.end + 86_400_000}` }],
  '/api/organizations/[organizationId]/calendar-items/[calendarItemId]': [
    { via: 'organization', path: (o) => `/api/organizations/${o.organization}/calendar-items/${o.item.id}` },
    { via: 'item', path: (o) => `/api/organizations/${o.home}/calendar-items/${o.item.id}` },
  ],
  '/api/organizations/[organizationId]/calendar-items/[calendarItemId]/candidates': [
    { via: 'organization', path: (o) => `/api/organizations/${o.organization}/calendar-items/${o.item.id}/candidates` },
    { via: 'item', path: (o) => `/api/organizations/${o.home}/calendar-items/${o.item.id}/candidates` },
  ],
  '/api/organizations/[organizationId]/copies': [{ via: 'organization', path: (o) => `/api/organizations/${o.organization}/copies` }],
  '/api/organizations/[organizationId]/recent-changes': [{ via: 'organization', path: (o) => `/api/organizations/${o.organization}/recent-changes` }],
  '/api/organizations/[organizationId]/auto-fill': [{ via: 'organization', path: (o) => `/api/organizations/${o.organization}/auto-fill?from=${o.item.start - 86_400_000}&to=${o.item.end + 86_400_000}` }],
  '/api/organizations/[organizationId]/availability': [{ via: 'organization', path: (o) => `/api/organizations/${o.organization}/availability` }],
  '/api/organizations/[organizationId]/positions': [{ via: 'organization', path: (o) => `/api/organizations/${o.organization}/positions` }],
  '/api/organizations/[organizationId]/positions/held': [{ via: 'organization', path: (o) => `/api/organizations/${o.organization}/positions/held?userId=${memberOf(o.item)}` }],
  '/api/organizations/[organizationId]/drafts': [{ via: 'organization', path: (o) => `/api/organizations/${o.organization}/drafts?from=${o.item.start}&to=${o.item.end}` }],
  '/api/organizations/[organizationId]/item-needs': [{ via: 'organization', path: (o) => `/api/organizations/${o.organization}/item-needs` }],
  '/api/organizations/[organizationId]/repeats': [{ via: 'organization', path: (o) => `/api/organizations/${o.organization}/repeats?from=${o.item.start}&to=${o.item.end}` }],
  '/api/organizations/[organizationId]/copies/preview': [
    { via: 'organization', path: (o) => `/api/organizations/${o.organization}/copies/preview?span=day&sourceDate=${isoDay(o.item.start)}&targetDate=${isoDay(o.item.start + 7 * 86_400_000)}&withPeople=1` },
  ],
  '/api/organizations/[organizationId]/calendar-items/[calendarItemId]/offer': [
    { via: 'organization', path: (o) => `/api/organizations/${o.organization}/calendar-items/${o.item.id}/offer` },
    { via: 'item', path: (o) => `/api/organizations/${o.home}/calendar-items/${o.item.id}/offer` },
  ],
  '/api/organizations/[organizationId]/calendar-items/[calendarItemId]/offer/ranking': [
    { via: 'organization', path: (o) => `/api/organizations/${o.organization}/calendar-items/${o.item.id}/offer/ranking` },
    { via: 'item', path: (o) => `/api/organizations/${o.home}/calendar-items/${o.item.id}/offer/ranking` },
  ],
  '/api/organizations/[organizationId]/copies/[copyId]': [{ via: 'organization', path: (o) => `/api/organizations/${o.organization}/copies/${crypto.randomUUID()}` }],
  '/api/organizations/[organizationId]/week-templates': [{ via: 'organization', path: (o) => `/api/organizations/${o.organization}/week-templates` }],
  '/api/organizations/[organizationId]/export': [
    { via: 'organization', path: (o) => `/api/organizations/${o.organization}/export?format=csv&from=${o.item.start - 86_400_000}&to=${o.item.end + 86_400_000}` },
  ],
  '/api/auth/oidc/start': { none: 'company sign-in: names no organization' },
  '/api/today': { none: 'reads only the organizations the entry points list' },
  '/api/auth/oidc/callback': { none: 'company sign-in: names no organization' },
  '/api/auth/oidc/backchannel-logout': { none: 'the provider ends company sessions: names no organization' },
  '/api/organizations/[organizationId]/requests': [{ via: 'organization', path: (o) => `/api/organizations/${o.organization}/requests` }],
  '/api/organizations/[organizationId]/requests/count': [{ via: 'organization', path: (o) => `/api/organizations/${o.organization}/requests/count` }],
  ...Object.fromEntries(
    (['approve', 'decline', 'replacement'] as const).map((decision) => [
      `/api/organizations/[organizationId]/requests/${decision}`,
      [
        { via: 'organization', method: 'POST', path: (o: Outside) => `/api/organizations/${o.organization}/requests/${decision}`, data: (o: Outside) => ({ itemId: o.item.id, userId: memberOf(o.item), ...(decision === 'replacement' ? { choice: 'release' } : {}) }) },
        { via: 'item', method: 'POST', path: (o: Outside) => `/api/organizations/${o.home}/requests/${decision}`, data: (o: Outside) => ({ itemId: o.item.id, userId: memberOf(o.item), ...(decision === 'replacement' ? { choice: 'release' } : {}) }) },
      ] satisfies RouteAttempt[],
    ]),
  ),
};

const ROLES: DemoRole[] = ['viewer', 'scheduler', 'admin'];

let outside: Outside;
let savedOutside: { id: string } | undefined;
let outsideRow = '';

const asRole = (playwright: { request: APIRequest }, role: DemoRole) => playwright.request.newContext({ baseURL: E2E_APP_URL, storageState: storageStateOf(role) });

/**
 * The access.out_of_scope refusals the audit log holds for `email` (the admin's audit page,
 * filtered, first page), by entry id: each row counts as many times as its "×N" says (refusals of
 * one actor within a minute share a row). Other specs in the lane (the fuzzer) may have filled the
 * page already, so refusals are counted as the difference between two of these (`newRefusals`),
 * entry by entry: a row pushed off the page's end by a new one changes nothing.
 */
async function outOfScopeEntries(admin: APIRequestContext, email: string): Promise<Map<string, number>> {
  const html = await (await admin.get(`/audit?action=access.out_of_scope&actor=${encodeURIComponent(email)}`)).text();
  const entries = new Map<string, number>();
  for (const row of html.split('<tr').slice(1)) {
    const id = /^[^>]*data-entry-id="(\d+)"/.exec(row)?.[1];
    if (!id) continue;
    const times = /data-testid="audit-count"[^>]*>×(?:<!-- -->)?([\d,]+)/.exec(row)?.[1];
    entries.set(id, times ? Number(times.replace(/,/g, '')) : 1);
  }
  return entries;
}

/** The refusals recorded between two looks at the page. */
const newRefusals = (before: Map<string, number>, after: Map<string, number>) => [...after].reduce((sum, [id, times]) => sum + times - (before.get(id) ?? 0), 0);

test('every exported action and every route handler is placed: scoped (with the attempts) or none (with the reason)', () => {
  expect(exportedActions()).toEqual(Object.fromEntries(Object.entries(ACTIONS).map(([file, actions]) => [file, Object.keys(actions).sort()])));
  expect(routeHandlers()).toEqual(Object.keys(ROUTES).sort());
});

test.describe('scope matrix: the unconfigured organization and an item in it', () => {
  test.beforeAll(async ({ playwright }) => {
    const seed = await emulator.seed();
    const other = seed.otherEnterprise!;
    const organization = other.organizations[0]!.id;
    const home = seed.organizations[0]!.id;
    const start = Date.now() + 3 * 86_400_000;
    const worker = seed.users.find((u) => u.organizationIds.includes(organization))!;
    const item = await emulator.createItem({ organizationId: organization, type: 'MULTI_ASSIGNEE_SHIFT', name: 'Outside shift', start, end: start + 8 * 3_600_000, timeZoneName: 'Europe/Dublin', members: { type: 'USER', userId: worker.id } });
    outside = { organization, item, home, conversation: other.conversations[0]! };

    // A saved conversation and an outbox row of that organization, made while an admin had it
    // configured, then left behind when the entry was removed: the state an admin's change leaves.
    const admin = await asRole(playwright, 'admin');
    const call = async (file: string, name: string, input: unknown) => {
      const answer = await callServerAction(admin, file, name, [input], { params: { organizationId: home } });
      expect(answer.result, `${name}: ${answer.body.slice(0, 300)}`).toMatchObject({ ok: true });
      return answer;
    };
    await call('lib/settings/actions.ts', 'saveOrganizationAction', { mode: 'create', organizationId: organization, enterpriseId: '', displayName: 'Briefly configured', timeZone: 'Europe/Dublin', confirmPassword: demoPassword });
    const saved = await call('lib/messages/actions.ts', 'saveConversationAction', { mode: 'create', name: 'Left behind', organizationId: organization, conversationId: outside.conversation.conversationId, everyone: false });
    savedOutside = saved.result!.data as { id: string };
    await emulator.faults({ failNext: [{ method: 'POST', path: '^/connect/cards$', status: 503, count: 1 }] });
    const sent = await call('lib/messages/actions.ts', 'sendMessageAction', { sendKey: crypto.randomUUID(), templateId: 'announcement', values: { title: 'Before the entry went', body: 'b' }, savedConversationIds: [savedOutside.id] });
    await emulator.clearFaults();
    outsideRow = (sent.result?.data as { rows: { id: string; state: string }[] } | undefined)?.rows[0]?.id ?? '';
    expect(outsideRow, `an outbox row (${sent.body.slice(0, 200)})`).not.toBe('');
    await call('lib/settings/actions.ts', 'removeOrganizationAction', { organizationId: organization, confirmPassword: demoPassword });
    await admin.dispose();
  });

  test.afterAll(async ({ playwright }) => {
    const admin = await asRole(playwright, 'admin');
    if (savedOutside) await callServerAction(admin, 'lib/messages/actions.ts', 'removeConversationAction', [{ id: savedOutside.id }], { params: { organizationId: outside.home } });
    await admin.dispose();
  });

  /**
   * A role's refusals as last read, so that one read serves as the after of an attempt and the before
   * of the next (one audit page per attempt, not two): nothing else runs in the lane meanwhile, and a
   * failed test takes its worker (and this map) with it.
   */
  const refusalsSeen = new Map<DemoRole, Map<string, number>>();
  const refusalsBefore = async (admin: APIRequestContext, role: DemoRole) => refusalsSeen.get(role) ?? (await outOfScopeEntries(admin, demoUsers[role].email));
  /** The refusals recorded since the last read. */
  async function refusalsSince(admin: APIRequestContext, role: DemoRole, before: Map<string, number>): Promise<number> {
    const after = await outOfScopeEntries(admin, demoUsers[role].email);
    refusalsSeen.set(role, after);
    return newRefusals(before, after);
  }

  /** One refused attempt: nothing reached the service about the organization; an item was read at most once; one audit row (not for a role refusal). */
  async function expectRefused(admin: APIRequestContext, role: DemoRole, allowedByRole: boolean, via: string, attempt: () => Promise<string>) {
    const [orgCalls, itemCalls, rows] = [await emulator.callsNaming(outside.organization), await emulator.callsNaming(outside.item.id), await refusalsBefore(admin, role)];
    const kind = await attempt();
    expect(kind, `${role} via ${via}`).toBe(allowedByRole ? 'not_found' : 'forbidden');
    expect(await emulator.callsNaming(outside.organization), `${role} via ${via}: calls about the organization`).toBe(orgCalls);
    expect(await emulator.callsNaming(outside.item.id), `${role} via ${via}: calls about the item`).toBe(itemCalls + (allowedByRole && via === 'item' ? 1 : 0));
    expect(await refusalsSince(admin, role, rows), `${role} via ${via}: audit rows`).toBe(allowedByRole ? 1 : 0);
  }

  for (const [file, actions] of Object.entries(ACTIONS)) {
    for (const [name, attempts] of Object.entries(actions)) {
      if (!Array.isArray(attempts) || notInAPageYet(file, name)) continue;
      test(`${name} refuses it`, async ({ playwright }) => {
        const admin = await asRole(playwright, 'admin');
        for (const role of ROLES) {
          const request = await asRole(playwright, role);
          for (const { via, args } of attempts) {
            await expectRefused(admin, role, allowed(role, ROLE_OF_ACTION[file]![name]!), via, async () => {
              const call = await callServerAction(request, file, name, [args(outside)], { params: { organizationId: outside.home } });
              return call.result?.error?.kind ?? `ok (${call.body.slice(0, 200)})`;
            });
          }
          await request.dispose();
        }
        await admin.dispose();
      });
    }
  }

  for (const [route, attempts] of Object.entries(ROUTES)) {
    if (!Array.isArray(attempts)) continue;
    test(`${route} refuses it`, async ({ playwright }) => {
      const admin = await asRole(playwright, 'admin');
      const needed = ROLE_OF_READ[route] ?? ROLE_OF_WRITE[route]!;
      for (const role of ROLES) {
        const request = await asRole(playwright, role);
        for (const { via, path, method, data } of attempts) {
          await expectRefused(admin, role, allowed(role, needed), via, async () => {
            const response = method === 'POST' ? await request.post(path(outside), { data: data!(outside), headers: { origin: E2E_APP_URL } }) : await request.get(path(outside));
            return response.status() === 404 ? 'not_found' : response.status() === 403 ? 'forbidden' : `status ${response.status()}`;
          });
        }
        await request.dispose();
      }
      await admin.dispose();
    });
  }

  test('the pages of the unconfigured organization and enterprise answer 404, for every role, without asking the service', async ({ playwright }) => {
    const seed = await emulator.seed();
    const enterprise = seed.otherEnterprise!.id;
    const admin = await asRole(playwright, 'admin');
    for (const role of ROLES) {
      const request = await asRole(playwright, role);
      for (const path of [`/organizations/${outside.organization}/schedule`, `/organizations/${outside.organization}/members`, `/organizations/${outside.organization}/requests`, `/enterprises/${enterprise}`]) {
        const [orgCalls, enterpriseCalls, rows] = [await emulator.callsNaming(outside.organization), await emulator.callsNaming(enterprise), await refusalsBefore(admin, role)];
        expect((await request.get(path)).status(), `${role} ${path}`).toBe(404);
        expect([await emulator.callsNaming(outside.organization), await emulator.callsNaming(enterprise)], `${role} ${path}: calls`).toEqual([orgCalls, enterpriseCalls]);
        expect(await refusalsSince(admin, role, rows), `${role} ${path}: one audit row`).toBe(1);
      }
      await request.dispose();
    }
    await admin.dispose();
  });
});
