import { describe, expect, it } from 'vitest';
import { parseViewState } from './calendar-view';
import { historyStep, itemInQuery, queryNamesView, scheduleQuery } from './schedule-url';

const state = parseViewState({ view: 'week', date: '2026-11-23', tz: 'Europe/Paris' }, null);
const params = (query: string) => new URLSearchParams(query);
const step = (from: string, to: string) => historyStep(params(from), params(to));

describe('historyStep', () => {
  const week = scheduleQuery(state, null);
  it('pushes another week, another view and an opened item', () => {
    expect(step(week, scheduleQuery({ ...state, date: '2026-11-30' }, null))).toBe('push');
    expect(step(week, scheduleQuery({ ...state, view: 'month' }, null))).toBe('push');
    expect(step(week, scheduleQuery(state, '7000000000000000005'))).toBe('push');
  });
  it('rewrites the entry for filters, the zone and a closed item', () => {
    expect(step(week, scheduleQuery({ ...state, types: ['TIME_OFF'] }, null))).toBe('replace');
    expect(step(week, scheduleQuery({ ...state, timeZone: 'Asia/Tokyo' }, null))).toBe('replace');
    expect(step(scheduleQuery(state, '7000000000000000005'), week)).toBe('replace');
  });
  it('completes a URL that names no view or date in place, and leaves an equal one alone', () => {
    expect(step('', week)).toBe('replace');
    expect(step('item=7000000000000000005', scheduleQuery(state, '7000000000000000005'))).toBe('replace');
    expect(step(week, week)).toBe('none');
  });
});

describe('the item and the view in a URL', () => {
  it('reads a decimal item id only', () => {
    expect(itemInQuery(params(scheduleQuery(state, '7000000000000000005')))).toBe('7000000000000000005');
    expect(itemInQuery(params('item=abc'))).toBeNull();
    expect(itemInQuery(params(''))).toBeNull();
  });
  it('knows whether a view is named', () => {
    expect(queryNamesView(params('view=day'))).toBe(true);
    expect(queryNamesView(params('view=year'))).toBe(false);
    expect(queryNamesView(params('date=2026-11-23'))).toBe(false);
  });
});
