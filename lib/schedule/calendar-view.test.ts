import { describe, expect, it } from 'vitest';
import { parseViewState, shownRange, stepDate, viewStateQuery, visibleRange } from './calendar-view';

describe('parseViewState', () => {
  it('falls back to defaults for missing or malformed params', () => {
    const state = parseViewState({ view: 'year', date: '2026-02-30', tz: 'Mars/Base', types: 'BOGUS', member: '12abc', open: 'yes' }, 'Europe/London');
    expect(state.view).toBe('week');
    expect(state.timeZone).toBe('Europe/London');
    expect(state.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(state.date).not.toBe('2026-02-30');
    expect(state.types).toEqual(['MULTI_ASSIGNEE_SHIFT', 'TIME_OFF', 'MEETING']);
    expect(state.memberId).toBeNull();
    expect(state.openOnly).toBe(false);
  });
  it('round-trips through the query string', () => {
    const state = parseViewState({ view: 'month', date: '2027-03-08', tz: 'America/New_York', types: 'TIME_OFF,MEETING', member: '7000000000000000005', open: '1' }, null);
    expect(state.openOnly).toBe(true);
    expect(parseViewState(Object.fromEntries(new URLSearchParams(viewStateQuery(state))), null)).toEqual(state);
  });
});

describe('shownRange', () => {
  it('starts weeks on Monday at local midnight', () => {
    const { start, end } = shownRange('week', '2026-11-25', 'Europe/London');
    expect(new Date(start).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(new Date(end).toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });
  it('a week across the US spring-forward change is 167 hours long', () => {
    const { start, end } = shownRange('week', '2027-03-10', 'America/New_York');
    expect(new Date(start).toISOString()).toBe('2027-03-08T05:00:00.000Z');
    // Clocks go forward on Sunday 14 March 2027, inside this week.
    expect((end - start) / 3_600_000).toBe(167);
    const after = shownRange('week', '2027-03-17', 'America/New_York');
    expect(new Date(after.start).toISOString()).toBe('2027-03-15T04:00:00.000Z');
    expect((after.end - after.start) / 3_600_000).toBe(168);
  });
  it('the list shows seven days from its date, so opened today it starts today, not on Monday', () => {
    // Friday 27 November 2026.
    const { start, end } = shownRange('list', '2026-11-27', 'Europe/London');
    expect(start).toBe(Date.UTC(2026, 10, 27));
    expect(end).toBe(Date.UTC(2026, 11, 4));
    expect(stepDate('list', '2026-11-27', 1)).toBe('2026-12-04');
  });

  it('a month shows six whole weeks from the Monday on or before the 1st', () => {
    const { start, end } = shownRange('month', '2026-11-23', 'UTC');
    expect(new Date(start).toISOString()).toBe('2026-10-26T00:00:00.000Z');
    expect((end - start) / 86_400_000).toBe(42);
  });
});

describe('visibleRange and stepDate', () => {
  it('asks for the view itself, up to its last millisecond', () => {
    const shown = shownRange('day', '2026-11-23', 'UTC');
    expect(visibleRange('day', '2026-11-23', 'UTC')).toEqual({ from: shown.start, to: shown.end - 1 });
  });
  it('steps by the view unit', () => {
    expect(stepDate('week', '2026-11-23', 1)).toBe('2026-11-30');
    expect(stepDate('day', '2026-11-23', -1)).toBe('2026-11-22');
    expect(stepDate('month', '2026-01-31', 1)).toBe('2026-02-01');
  });
});
