import { describe, expect, it } from 'vitest';
import { assignmentFormSchema, type AssignmentFormValues } from './assignment-form';

const base: AssignmentFormValues = {
  mode: 'USER',
  userIds: [],
  groupId: '',
  fullName: '',
  countryCode: '',
  phone: '',
  initialStatus: 'ASSIGNED',
  newCalendarItemStatus: 'ASSIGNED',
  shouldReplaceMemberStatuses: false,
};

function errors(values: AssignmentFormValues) {
  const parsed = assignmentFormSchema.safeParse(values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('assignmentFormSchema', () => {
  it('makes one assignee per chosen person', () => {
    const out = assignmentFormSchema.parse({ ...base, userIds: ['11', '12'] });
    expect(out.assignees).toEqual([
      { type: 'USER', userId: '11', initialStatus: 'ASSIGNED' },
      { type: 'USER', userId: '12', initialStatus: 'ASSIGNED' },
    ]);
  });
  it('asks for a person, a group id, or an invite with a real phone, on the right field', () => {
    expect(errors(base)).toEqual({ userIds: 'Choose at least one person' });
    expect(Object.keys(errors({ ...base, mode: 'GROUP' }))).toEqual(['groupId']);
    expect(Object.keys(errors({ ...base, mode: 'GROUP', groupId: 'abc' }))).toEqual(['groupId']);
    expect(Object.keys(errors({ ...base, mode: 'INVITE', fullName: 'Ann' })).sort()).toEqual(['countryCode', 'phone']);
    expect(errors({ ...base, mode: 'INVITE', fullName: 'Ann', countryCode: '1', phone: '555 555 5555' })).toEqual({ phone: 'Not a valid phone number for that country code' });
  });
  it('accepts a real phone typed with spaces and a plus', () => {
    const out = assignmentFormSchema.parse({ ...base, mode: 'INVITE', fullName: 'Ann', countryCode: '+1', phone: '(202) 555-0123' });
    expect(out.assignees[0]).toMatchObject({ type: 'INVITE', countryCode: '1', phone: '2025550123' });
  });
  it('offers only the statuses that make sense when adding someone', () => {
    for (const status of ['ASSIGNED', 'PENDING_RESPONSE', 'ACCEPTED']) expect(errors({ ...base, userIds: ['11'], initialStatus: status as never })).toEqual({});
    for (const status of ['DELETED', 'DENIED', 'DECLINED', 'REPLACEMENT_REQUESTED', 'ADDITION_REQUESTED']) {
      expect(errors({ ...base, userIds: ['11'], initialStatus: status as never })).toEqual({ initialStatus: 'Choose Assigned, Awaiting response or Accepted' });
    }
  });
});
