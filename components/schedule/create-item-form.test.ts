import { describe, expect, it } from 'vitest';
import { createItemFormSchema, type CreateItemFormValues } from './create-item-form';

const good: CreateItemFormValues = {
  type: 'MEETING',
  name: 'Team briefing',
  notes: '',
  timeZoneName: 'America/New_York',
  start: '2027-03-14T09:00',
  end: '2027-03-14T10:00',
  muteAssignmentNotifications: false,
  assigneeUserId: '',
};

function errorsOf(values: CreateItemFormValues) {
  const parsed = createItemFormSchema.safeParse(values);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
}

describe('createItemFormSchema', () => {
  it('turns wall times in the chosen zone into instants (here on the day clocks go forward)', () => {
    const parsed = createItemFormSchema.parse(good);
    expect(new Date(parsed.start).toISOString()).toBe('2027-03-14T13:00:00.000Z');
    expect(parsed).toMatchObject({ type: 'MEETING', name: 'Team briefing', notes: undefined, assigneeUserId: undefined });
  });
  it('refuses end before start, zero length and an over-long item, on the end field', () => {
    expect(errorsOf({ ...good, end: '2027-03-14T08:00' })).toEqual({ end: 'End must be after start' });
    expect(errorsOf({ ...good, end: good.start })).toEqual({ end: 'An item cannot last zero minutes' });
    expect(errorsOf({ ...good, end: '2029-03-14T08:00' })).toEqual({ end: 'An item can last at most a year' });
  });
  it('reports every problem at once, not only the first field that fails', () => {
    expect(errorsOf({ ...good, name: 'x'.repeat(201), end: '2027-03-14T08:00' })).toEqual({ name: 'At most 200 characters', end: 'End must be after start' });
  });
  it('refuses unknown types, long names, non-IANA zones and times skipped by DST', () => {
    expect(Object.keys(errorsOf({ ...good, type: 'PARTY' as never }))).toEqual(['type']);
    expect(Object.keys(errorsOf({ ...good, name: 'x'.repeat(201) }))).toEqual(['name']);
    expect(Object.keys(errorsOf({ ...good, timeZoneName: '+05:00' }))).toEqual(['timeZoneName']);
    expect(errorsOf({ ...good, start: '2027-03-14T02:30' })).toEqual({ start: 'This time does not exist in that time zone (the clocks change)' });
  });
});
