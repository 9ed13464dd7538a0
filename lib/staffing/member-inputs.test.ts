import { describe, expect, it } from 'vitest';
import { defaultItemStatusFor } from './add-statuses';
import { assignMembersInputSchema, isRealPhoneNumber, timeOffStaffingProblem } from './member-inputs';

const base = { organizationId: '7000000000000000002', itemId: '7000000000000000100', initialStatus: 'ASSIGNED', newCalendarItemStatus: 'ASSIGNED', shouldReplaceMemberStatuses: false };

function fieldErrors(input: unknown) {
  const parsed = assignMembersInputSchema.safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('member inputs', () => {
  it('knows real phone numbers from well-formed junk', () => {
    expect(isRealPhoneNumber('1', '2025550123')).toBe(true);
    expect(isRealPhoneNumber('33', '612345678')).toBe(true);
    expect(isRealPhoneNumber('1', '5555555555')).toBe(false);
    expect(isRealPhoneNumber('44', '123')).toBe(false);
  });
  it('needs the fields of each assignee type, and a real phone for an invite', () => {
    expect(fieldErrors({ ...base, assignees: [{ type: 'USER', initialStatus: 'ASSIGNED' }] })).toHaveProperty(['assignees.0.userId']);
    expect(fieldErrors({ ...base, assignees: [{ type: 'GROUP', initialStatus: 'ASSIGNED' }] })).toHaveProperty(['assignees.0.groupId']);
    expect(fieldErrors({ ...base, assignees: [{ type: 'INVITE', initialStatus: 'ASSIGNED', fullName: 'Ann', countryCode: '1', phone: '5555555555' }] })).toEqual({
      'assignees.0.phone': 'Not a valid phone number for that country code',
    });
    expect(fieldErrors({ ...base, assignees: [{ type: 'INVITE', initialStatus: 'ASSIGNED', fullName: 'Ann', countryCode: '1', phone: '2025550123' }] })).toEqual({});
  });
  it('refuses a status outside the allowed values and an empty or huge batch', () => {
    expect(Object.keys(fieldErrors({ ...base, initialStatus: 'HIRED', assignees: [{ type: 'USER', userId: '5', initialStatus: 'ASSIGNED' }] }))).toEqual(['initialStatus']);
    expect(Object.keys(fieldErrors({ ...base, assignees: [] }))).toEqual(['assignees']);
    expect(Object.keys(fieldErrors({ ...base, newCalendarItemStatus: 'open', assignees: [{ type: 'USER', userId: '5', initialStatus: 'ASSIGNED' }] }))).toEqual(['newCalendarItemStatus']);
  });
  it('assigning makes the item ASSIGNED by default, anything else leaves it OPEN', () => {
    expect([defaultItemStatusFor('ASSIGNED'), defaultItemStatusFor('ACCEPTED'), defaultItemStatusFor('PENDING_RESPONSE')]).toEqual(['ASSIGNED', 'ASSIGNED', 'OPEN']);
  });
  it('refuses the statuses that are answers or removals, not additions', () => {
    const one = [{ type: 'USER', userId: '5', initialStatus: 'ASSIGNED' }];
    for (const status of ['DELETED', 'DENIED', 'DECLINED', 'REPLACEMENT_REQUESTED']) expect(fieldErrors({ ...base, initialStatus: status, assignees: one })).toEqual({ initialStatus: 'Choose Assigned, Awaiting response or Accepted' });
    expect(fieldErrors({ ...base, initialStatus: 'PENDING_RESPONSE', assignees: one })).toEqual({});
  });
  it('gives time off to one person only', () => {
    const timeOff = (statuses: string[]) => ({ type: 'TIME_OFF', members: statuses.map((status, i) => ({ status, displayName: `P${i}` })) });
    const user = { type: 'USER' };
    expect(timeOffStaffingProblem(timeOff([]), [user])).toBeNull();
    expect(timeOffStaffingProblem(timeOff(['DELETED', 'DECLINED']), [user])).toBeNull();
    expect(timeOffStaffingProblem(timeOff([]), [user, user])).toBe('Time off is for one person: choose only one.');
    expect(timeOffStaffingProblem(timeOff([]), [{ type: 'GROUP' }])).toMatch(/not a group/);
    expect(timeOffStaffingProblem(timeOff(['DELETED', 'PENDING_RESPONSE']), [user])).toMatch(/P1 is on it/);
    expect(timeOffStaffingProblem({ type: 'MULTI_ASSIGNEE_SHIFT', members: [{ status: 'ASSIGNED', displayName: 'A' }] }, [user, user])).toBeNull();
  });
});
