import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { ScheduleItem, ScheduleMember } from '@/lib/schedule';
import { scheduleCsv, SCHEDULE_CSV_HEADER } from './schedule-csv';
import { scheduleIcs } from './schedule-ics';

const member = (name: string, status: string): ScheduleMember => ({ key: `USER:${name}`, type: 'USER', userId: name, groupId: null, displayName: name, avatarUrl: null, status, phone: null });

const item = (id: string, start: number, end: number, extra: Partial<ScheduleItem> = {}): ScheduleItem => ({
  id,
  type: 'MULTI_ASSIGNEE_SHIFT',
  name: `Shift ${id}`,
  notes: null,
  start,
  end,
  timeZoneName: null,
  status: 'ASSIGNED',
  muteAssignmentNotifications: false,
  members: [],
  createdAt: null,
  updatedAt: null,
  version: id,
  ...extra,
});

// Either side of London's spring change (28 March 2027): GMT, then BST.
const winter = item('7000000000000000001', Date.UTC(2027, 2, 26, 9), Date.UTC(2027, 2, 26, 17), { members: [member('Amelia Hart', 'ACCEPTED'), member('=cmd|calc', 'DELETED')], notes: 'Keys, please' });
const summer = item('7000000000000000002', Date.UTC(2027, 2, 29, 8), Date.UTC(2027, 2, 29, 16), { name: '+Opening; "early"', status: 'CANCELLED' });
const range = { from: Date.UTC(2027, 2, 22), to: Date.UTC(2027, 2, 31) };

/** A strict reader of what a spreadsheet would see: quoted fields may hold commas, quotes and CRLF. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i]!;
    if (quoted && char === '"' && body[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += char;
    } else if (char === ',') {
      endCell();
    } else if (char === '\r' && body[i + 1] === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i += 1;
    } else {
      cell += char;
    }
  }
  return rows;
}

describe('scheduleCsv', () => {
  it('has one row per item and person, wall times with the offset of each date, and no live formulas', () => {
    const rows = parseCsv(scheduleCsv([winter, summer], 'Europe/London'));
    expect(rows[0]).toEqual([...SCHEDULE_CSV_HEADER]);
    expect(rows.slice(1)).toEqual([
      ['7000000000000000001', 'Shift', 'Shift 7000000000000000001', 'Assigned', '2027-03-26T09:00:00+00:00', '2027-03-26T17:00:00+00:00', 'Europe/London', 'Amelia Hart', 'Accepted', 'Keys, please'],
      ['7000000000000000001', 'Shift', 'Shift 7000000000000000001', 'Assigned', '2027-03-26T09:00:00+00:00', '2027-03-26T17:00:00+00:00', 'Europe/London', "'=cmd|calc", 'Removed', 'Keys, please'],
      ['7000000000000000002', 'Shift', `'+Opening; "early"`, 'Cancelled', '2027-03-29T09:00:00+01:00', '2027-03-29T17:00:00+01:00', 'Europe/London', '', '', ''],
    ]);
  });
});

describe('scheduleIcs', () => {
  it('parses back (ical.js) to the same instants, with stable UIDs, the zone and statuses', () => {
    const text = scheduleIcs([winter, summer], { calendarName: 'Harbour Café', timeZone: 'Europe/London', range }, Date.UTC(2027, 0, 1));
    expect(text.split('\r\n').every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    ICAL.TimezoneService.register(new ICAL.Timezone(zone));
    try {
      const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
      expect(events.map((e) => e.uid)).toEqual(['7000000000000000001@shiftdesk', '7000000000000000002@shiftdesk']);
      expect(events.map((e) => [e.startDate.toJSDate().getTime(), e.endDate.toJSDate().getTime()])).toEqual([
        [winter.start, winter.end],
        [summer.start, summer.end],
      ]);
      expect(events.map((e) => e.startDate.zone?.tzid)).toEqual(['Europe/London', 'Europe/London']);
      expect(events[1]!.summary).toBe('+Opening; "early"');
      expect(events[0]!.description).toBe('Shift · Assigned\nPeople: Amelia Hart (Accepted)\nNotes: Keys, please');
      expect(calendar.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('status'))).toEqual(['CONFIRMED', 'CANCELLED']);
    } finally {
      ICAL.TimezoneService.remove('Europe/London');
    }
  });
});
