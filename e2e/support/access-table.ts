import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { DemoRole } from '@/test/support/demo-accounts';

// Who may call each server action and route handler, written out (not read from the code) so that
// changing a role in lib/server breaks the role matrix until this table is changed too. The scope
// matrix reads the same table for the role each of its attempts needs.

export type Needs = 'anyone' | 'viewer' | 'scheduler' | 'admin';
export type Caller = 'anonymous' | DemoRole;

/**
 * Action files (or single actions, `file#name`) no page imports yet (their screens come next): Next leaves them out of the build, so
 * nothing can call them over HTTP. Their role and scope refusals are tested where they are defined
 * (lib/drafts/server/draft-actions.test.ts); the
 * matrices and the fuzzer take each up once a page imports it (a test fails when one is built).
 */
export const NOT_IN_A_PAGE_YET: ReadonlySet<string> = new Set<string>();

/** Whether an action is one no page imports yet: its whole file, or it by name (`file#name`). */
export const notInAPageYet = (file: string, name: string): boolean => NOT_IN_A_PAGE_YET.has(file) || NOT_IN_A_PAGE_YET.has(`${file}#${name}`);

export const ACTIONS: Record<string, Record<string, Needs>> = {
  'lib/auth/actions.ts': { signInAction: 'anyone', signOutAction: 'anyone' },
  'lib/schedule/actions.ts': {
    createCalendarItemAction: 'scheduler',
    moveCalendarItemAction: 'scheduler',
    updateCalendarItemAction: 'scheduler',
    deleteCalendarItemAction: 'scheduler',
    setItemNeedsAction: 'scheduler',
  },
  'lib/copy/actions.ts': {
    startCopyAction: 'scheduler',
    retryCopyRowAction: 'scheduler',
    createCopyRowAnywayAction: 'scheduler',
    markCopyRowHandledAction: 'scheduler',
    undoCopyAction: 'scheduler',
  },
  'lib/staffing/actions.ts': { assignItemMembersAction: 'scheduler', requestItemAdditionAction: 'scheduler', removeItemMemberAction: 'scheduler', reassignItemMemberAction: 'scheduler' },
  'lib/history/actions.ts': { undoChangeAction: 'scheduler' },
  'lib/drafts/actions.ts': {
    openDraftAction: 'scheduler',
    draftCreateItemAction: 'scheduler',
    draftMoveItemAction: 'scheduler',
    draftMoveNewItemAction: 'scheduler',
    draftAssignAction: 'scheduler',
    draftUnassignAction: 'scheduler',
    draftDeleteItemAction: 'scheduler',
    removeDraftLineAction: 'scheduler',
    copyIntoDraftAction: 'scheduler',
    acceptAutoFillLinesAction: 'scheduler',
    discardDraftAction: 'scheduler',
    publishDraftAction: 'scheduler',
    undoDraftPublishAction: 'scheduler',
  },
  'lib/availability/actions.ts': { setAvailabilityAction: 'scheduler', learnAvailabilityAction: 'scheduler' },
  'lib/positions/actions.ts': {
    addPositionAction: 'scheduler',
    renamePositionAction: 'scheduler',
    removePositionAction: 'scheduler',
    setItemPositionAction: 'scheduler',
    setPersonPositionsAction: 'scheduler',
  },
  'lib/shift-templates/actions.ts': { addTemplateAction: 'scheduler', editTemplateAction: 'scheduler', removeTemplateAction: 'scheduler', createFromTemplateAction: 'scheduler' },
  'lib/week-templates/actions.ts': { saveWeekTemplateAction: 'scheduler', removeWeekTemplateAction: 'scheduler' },
  'lib/offers/actions.ts': { startOfferAction: 'scheduler', cancelOfferAction: 'scheduler' },
  'lib/repeats/actions.ts': {
    createSeriesAction: 'scheduler',
    repeatItemAction: 'scheduler',
    editOccurrenceAction: 'scheduler',
    editFollowingAction: 'scheduler',
    editSeriesAction: 'scheduler',
    endSeriesAction: 'scheduler',
    undoEndSeriesAction: 'scheduler',
    setRepeatHorizonAction: 'scheduler',
  },
  'lib/messages/actions.ts': {
    sendMessageAction: 'scheduler',
    retryMessageAction: 'scheduler',
    sendMessageAgainAction: 'scheduler',
    markMessageSentAction: 'scheduler',
    saveTemplateAction: 'admin',
    removeTemplateAction: 'admin',
    saveConversationAction: 'admin',
    removeConversationAction: 'admin',
  },
  'lib/settings/actions.ts': {
    renewServiceTokenAction: 'admin',
    connectServiceAction: 'admin',
    saveEnterpriseAction: 'admin',
    removeEnterpriseAction: 'admin',
    saveOrganizationAction: 'admin',
    removeOrganizationAction: 'admin',
  },
};

export const ROUTES: Record<string, Needs> = {
  '/api/health': 'anyone',
  '/api/today': 'viewer',
  // Company sign-in: navigations that end in a redirect (to the sign-in page when not configured).
  '/api/auth/oidc/start': 'anyone',
  '/api/auth/oidc/callback': 'anyone',
  '/api/messages': 'viewer',
  '/api/assets/[publicId]': 'viewer',
  '/api/organizations/[organizationId]/calendar-items': 'viewer',
  '/api/organizations/[organizationId]/calendar-items/[calendarItemId]': 'viewer',
  '/api/organizations/[organizationId]/calendar-items/[calendarItemId]/candidates': 'scheduler',
  '/api/organizations/[organizationId]/calendar-items/[calendarItemId]/offer': 'scheduler',
  '/api/organizations/[organizationId]/calendar-items/[calendarItemId]/offer/ranking': 'scheduler',
  '/api/organizations/[organizationId]/copies': 'scheduler',
  '/api/organizations/[organizationId]/copies/preview': 'scheduler',
  '/api/organizations/[organizationId]/copies/[copyId]': 'scheduler',
  '/api/organizations/[organizationId]/week-templates': 'scheduler',
  '/api/organizations/[organizationId]/drafts': 'scheduler',
  '/api/organizations/[organizationId]/export': 'viewer',
  '/api/organizations/[organizationId]/item-needs': 'viewer',
  '/api/organizations/[organizationId]/repeats': 'viewer',
  '/api/organizations/[organizationId]/availability': 'viewer',
  '/api/organizations/[organizationId]/positions': 'viewer',
  '/api/organizations/[organizationId]/positions/held': 'scheduler',
  '/api/organizations/[organizationId]/auto-fill': 'scheduler',
  '/api/organizations/[organizationId]/recent-changes': 'scheduler',
  '/api/organizations/[organizationId]/requests': 'viewer',
  '/api/organizations/[organizationId]/requests/count': 'viewer',
};

/** Writes served as POST routes (they must run side by side, which server actions cannot). */
export const WRITE_ROUTES: Record<string, Needs> = {
  // The company provider's back-channel logout: no session, proven by its signed logout token (404 where company sign-in is off).
  '/api/auth/oidc/backchannel-logout': 'anyone',
  '/api/organizations/[organizationId]/requests/approve': 'scheduler',
  '/api/organizations/[organizationId]/requests/decline': 'scheduler',
  '/api/organizations/[organizationId]/requests/replacement': 'scheduler',
};

const RANK: Record<Needs, number> = { anyone: 0, viewer: 1, scheduler: 2, admin: 3 };
export const allowed = (caller: Caller, needs: Needs) => needs === 'anyone' || (caller !== 'anonymous' && RANK[caller] >= RANK[needs]);

/** Every `export const` / `export async function` of each feature's lib/<feature>/actions.ts, by file, sorted. */
export function exportedActions(): Record<string, string[]> {
  return Object.fromEntries(
    readdirSync('lib')
      .map((feature) => `lib/${feature}/actions.ts`)
      .filter((file) => existsSync(file))
      .map((file) => [file, [...readFileSync(file, 'utf8').matchAll(/^export (?:async function|const) (\w+)/gm)].map((m) => m[1]!).sort()]),
  );
}

/** Every route handler under app/api, as its path with [params], sorted. */
export function routeHandlers(): string[] {
  return (readdirSync('app/api', { recursive: true }) as string[])
    .filter((f) => f.endsWith('route.ts'))
    .map((f) => `/api/${f.replace(/\/?route\.ts$/, '')}`)
    .sort();
}
