import { describe, expect, it } from 'vitest';
import { warningReadRange } from '@/lib/staffing';
import { inboxWindowSchema, parseInboxWindow, windowInstants } from './inbox-window';
import { isoWeekOf } from '@/lib/time/zoned-days';
import { NO_WORKING_TIME_RULES, ruleReadRange } from '@/lib/working-time';

const DAY = 86_400_000;

describe('parseInboxWindow', () => {
  const today = '2027-02-10';
  it('defaults to the next 14 days, both ends included', () => {
    expect(parseInboxWindow({}, today)).toEqual({ window: { from: '2027-02-10', to: '2027-02-23' }, problem: null });
    expect(parseInboxWindow({ from: '2027-03-01' }, today).window).toEqual({ from: '2027-03-01', to: '2027-03-14' });
    expect(parseInboxWindow({ from: ['2027-02-01', 'x'], to: '2027-02-28' }, today)).toEqual({ window: { from: '2027-02-01', to: '2027-02-28' }, problem: null });
  });

  it('falls back with a reason on a bad or reversed range, and cuts a long one to 62 days', () => {
    const bad = parseInboxWindow({ from: '2027-02-30' }, today);
    expect(bad.window).toEqual({ from: '2027-02-10', to: '2027-02-23' });
    expect(bad.problem).toMatch(/“2027-02-30” is not a date/);
    expect(parseInboxWindow({ from: '2027-02-01', to: 'soon' }, today).problem).toMatch(/“soon” is not a date/);
    const reversed = parseInboxWindow({ from: '2027-02-10', to: '2027-02-01' }, today);
    expect(reversed).toMatchObject({ window: { from: '2027-02-10', to: '2027-02-23' }, problem: expect.stringMatching(/before the start/) });
    const long = parseInboxWindow({ from: '2027-01-01', to: '2027-12-31' }, today);
    expect(long).toMatchObject({ window: { from: '2027-01-01', to: '2027-03-03' }, problem: expect.stringMatching(/at most 62 days/) });
    expect(parseInboxWindow({ from: '2027-01-01', to: '2027-03-03' }, today).problem).toBeNull();
  });

  it('the route’s strict form refuses what the page would repair', () => {
    expect(inboxWindowSchema.safeParse({ from: '2027-01-01', to: '2027-03-03' }).success).toBe(true);
    expect(inboxWindowSchema.safeParse({ from: '2027-01-01', to: '2027-03-04' }).success).toBe(false);
    expect(inboxWindowSchema.safeParse({ from: '2027-02-02', to: '2027-02-01' }).success).toBe(false);
    expect(inboxWindowSchema.safeParse({ from: '2027-2-1', to: '2027-02-01' }).success).toBe(false);
    expect(inboxWindowSchema.safeParse({ from: null, to: '2027-02-01' }).success).toBe(false);
  });
});

describe('windowInstants and warningReadRange', () => {
  it('are midnights in the zone, DST included', () => {
    // New York: 14 March 2027 has 23 hours.
    const span = windowInstants({ from: '2027-03-14', to: '2027-03-14' }, 'America/New_York');
    expect(span).toEqual({ start: Date.UTC(2027, 2, 14, 5), end: Date.UTC(2027, 2, 15, 4) });
  });

  it('reads whole weeks, a month before and a week after, so every warning has its items', () => {
    const zone = 'Europe/London';
    const range = warningReadRange(windowInstants({ from: '2027-02-03', to: '2027-02-16' }, zone), zone, NO_WORKING_TIME_RULES);
    // Wednesday 3 February: its week starts Monday 1 February; Tuesday 16: its week ends Monday 22.
    expect(range.from).toBe(Date.UTC(2027, 1, 1) - 31 * DAY);
    expect(range.to).toBe(Date.UTC(2027, 1, 22) + 7 * DAY - 1);
    expect(isoWeekOf(Date.UTC(2027, 1, 16, 12), zone)).toEqual({ monday: '2027-02-15', start: Date.UTC(2027, 1, 15), end: Date.UTC(2027, 1, 22) });
  });

  it('reaches as far past the window as the working-time rules look (a run of 14 days after its last day), the same helper as the boards', () => {
    const zone = 'Europe/London';
    const span = windowInstants({ from: '2027-02-03', to: '2027-02-16' }, zone);
    const rules = { ...NO_WORKING_TIME_RULES, maxConsecutiveDays: 14 };
    // A request on Tuesday 16 February that would be the first of 15 days in a row: the read holds the 15th (2 March).
    expect(warningReadRange(span, zone, rules).to).toBeGreaterThan(Date.UTC(2027, 2, 2, 17));
    expect(warningReadRange(span, zone, rules)).toEqual({ from: Date.UTC(2027, 1, 1) - 31 * DAY, to: ruleReadRange(span, zone, rules).to });
    // Without the organization's rules (the picker, offers): any organization's longest.
    expect(warningReadRange(span, zone).to).toBe(ruleReadRange(span, zone).to);
  });
});
