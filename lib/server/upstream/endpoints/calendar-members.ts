import 'server-only';
import type { CalendarItem } from '@/lib/contract/calendar-item';
import {
  addMembersBodySchema,
  additionRequestedBodySchema,
  memberDecisionBodySchema,
  type AddMembersBody,
  type MemberDecision,
} from '@/lib/contract/members';
import { scopeOfOperation } from '@/lib/contract/scopes';
import { readBack } from '../calendar/read-back';
import type { HttpClient } from '../http/http-client';
import type { HttpMethod } from '../http/send-once';
import { idPath } from '../http/path';
import { validBody } from '../http/validate-body';

// Member operations on a calendar item. Each returns the item read again afterwards: the answer
// body is not documented, so it is never relied on.

export function calendarMemberEndpoints(http: HttpClient, getCalendarItem: (id: string) => Promise<CalendarItem>) {
  async function memberWrite(method: HttpMethod, calendarItemId: string, userId: string | undefined, body: unknown): Promise<CalendarItem> {
    const path =
      userId === undefined
        ? idPath('/connect/calendar-items/{calendarItemId}/members', { calendarItemId })
        : idPath('/connect/calendar-items/{calendarItemId}/members/{userId}', { calendarItemId, userId });
    const answer = await http.json({ method, path, body, resource: 'calendar item', scope: scopeOfOperation.editMembers });
    return readBack(() => getCalendarItem(calendarItemId), answer);
  }

  return {
    /** Adds one assignee (one per request, never an array) and sets the item's status. */
    async addCalendarItemMember(calendarItemId: string, input: AddMembersBody): Promise<CalendarItem> {
      idPath('/{calendarItemId}', { calendarItemId }); // a bad id fails before the body is judged
      return memberWrite('POST', calendarItemId, undefined, validBody(addMembersBodySchema, input));
    },

    /** A user asks to join a shift they are not part of (status ADDITION_REQUESTED). */
    async requestCalendarItemAddition(calendarItemId: string, userId: string): Promise<CalendarItem> {
      return memberWrite('POST', calendarItemId, userId, validBody(additionRequestedBodySchema, { status: 'ADDITION_REQUESTED' }));
    },

    /** Approves (ACCEPTED) or declines (DECLINED) a member's pending request or cover. */
    async decideCalendarItemMember(calendarItemId: string, userId: string, decision: MemberDecision): Promise<CalendarItem> {
      idPath('/{calendarItemId}/{userId}', { calendarItemId, userId });
      return memberWrite('PATCH', calendarItemId, userId, validBody(memberDecisionBodySchema, { status: decision }));
    },

    /** Removes a user from an item. */
    async removeCalendarItemMember(calendarItemId: string, userId: string): Promise<CalendarItem> {
      return memberWrite('DELETE', calendarItemId, userId, undefined);
    },
  };
}
