import type { Hono } from 'hono';
import { addMembersBodySchema, additionRequestedBodySchema, assigneeSchema, memberDecisionBodySchema } from '@/lib/contract/members';
import { scopeOfOperation } from '@/lib/contract/scopes';
import { authorize } from '../http/auth';
import type { EmulatorEnv } from '../http/env';
import { jsonBody, pathId, validBody } from '../http/request-input';
import { itemOr404 } from '../domain/calendar-ops';
import { parseWithMemberList } from '../domain/member-list-input';
import { addMembers, decide, removeMember, requestAddition } from '../domain/member-ops';
import type { EmulatorState } from '../state/emulator-state';
import { itemResponse } from './calendar-items';

// Member operations on a calendar item. Every one needs CALENDAR_EDIT and answers with the
// updated item record.

export function registerCalendarMemberRoutes(app: Hono<EmulatorEnv>, state: EmulatorState): void {
  app.post('/connect/calendar-items/:calendarItemId/members', async (c) => {
    authorize(c, state, scopeOfOperation.editMembers);
    const id = pathId(c, 'calendarItemId');
    const { body, members } = parseWithMemberList(await jsonBody(c), addMembersBodySchema, assigneeSchema, true);
    const item = itemOr404(state, id, { allowDeleted: false });
    addMembers(state, item, body, members);
    return itemResponse(c, state, item);
  });

  app.post('/connect/calendar-items/:calendarItemId/members/:userId', async (c) => {
    authorize(c, state, scopeOfOperation.editMembers);
    const id = pathId(c, 'calendarItemId');
    const userId = pathId(c, 'userId');
    await validBody(c, additionRequestedBodySchema);
    const item = itemOr404(state, id, { allowDeleted: false });
    requestAddition(state, item, userId);
    return itemResponse(c, state, item);
  });

  app.patch('/connect/calendar-items/:calendarItemId/members/:userId', async (c) => {
    authorize(c, state, scopeOfOperation.editMembers);
    const id = pathId(c, 'calendarItemId');
    const userId = pathId(c, 'userId');
    const { status } = await validBody(c, memberDecisionBodySchema);
    const item = itemOr404(state, id, { allowDeleted: false });
    decide(state, item, userId, status);
    return itemResponse(c, state, item);
  });

  app.delete('/connect/calendar-items/:calendarItemId/members/:userId', (c) => {
    authorize(c, state, scopeOfOperation.editMembers);
    const id = pathId(c, 'calendarItemId');
    const userId = pathId(c, 'userId');
    const item = itemOr404(state, id, { allowDeleted: false });
    removeMember(state, item, userId);
    return itemResponse(c, state, item);
  });
}
