import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { ScheduleItem, ScheduleMember } from '@/lib/schedule';
import { repeatMark } from '@/test/support/repeat-mark';
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
// The winter item is an occurrence of a weekly series, as the boards' repeat marks say.
const weekly = repeatMark({ occurrenceKey: '2027-03-26', rule: { frequency: 'weekly', weekdays: [5], interval: 1, ends: { kind: 'never' } }, startDate: '2027-03-05', words: 'Every week on Friday', timeZone: 'Europe/London' });
const repeats = { [winter.id]: weekly };

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
  const held = item('7000000000000000003', Date.UTC(2027, 2, 27, 19), Date.UTC(2027, 2, 28, 7), {
    name: 'Night ward',
    members: [member('Ben Okafor', 'ASSIGNED'), member('Ines Costa', 'REPLACEMENT_REQUESTED'), member('Dan Roe', 'DENIED'), member('Eva Lund', 'DECLINED'), member('Pia Berg', 'PENDING_RESPONSE'), member('Al Diaz', 'ADDITION_REQUESTED')],
  });

  it('writes local dates and times in separate columns, decimal hours, status words, and no live formulas', () => {
    const rows = parseCsv(scheduleCsv([winter, summer], 'Europe/London'));
    expect(rows[0]).toEqual([...SCHEDULE_CSV_HEADER]);
    expect(rows.slice(1)).toEqual([
      // The removed "=cmd|calc" does not hold the shift: left out by default.
      ['7000000000000000001', 'Shift', 'Shift 7000000000000000001', 'Assigned', '2027-03-26', '09:00', '2027-03-26', '17:00', '8.00', 'Europe/London', 'Amelia Hart', 'Accepted', 'Keys, please', ''],
      // After the clocks went forward: BST wall times; nobody on it, one row with no person.
      ['7000000000000000002', 'Shift', `'+Opening; "early"`, 'Cancelled', '2027-03-29', '09:00', '2027-03-29', '17:00', '8.00', 'Europe/London', '', '', '', ''],
    ]);
  });

  it('says in the last column, "Repeats", which items are occurrences of a series and how they repeat; others leave it empty', () => {
    const rows = parseCsv(scheduleCsv([winter, summer], 'Europe/London', { repeats }));
    expect(rows[0]!.at(-1)).toBe('Repeats');
    expect(rows.slice(1).map((r) => [r[0], r.at(-1)])).toEqual([
      [winter.id, 'Every week on Friday'],
      [summer.id, ''],
    ]);
  });

  it('counts the hours that pass over a clock change, and an overnight shift ends on the next date', () => {
    const rows = parseCsv(scheduleCsv([held], 'Europe/London')).slice(1);
    // 19:00 GMT to 08:00 BST on the morning the clocks go forward: 12 hours, not 13.
    expect(rows.map((r) => [r[4], r[5], r[6], r[7], r[8]])).toEqual([
      ['2027-03-27', '19:00', '2027-03-28', '08:00', '12.00'],
      ['2027-03-27', '19:00', '2027-03-28', '08:00', '12.00'],
    ]);
  });

  it('lists only the people who hold the item, unless asked for everyone with their status in words', () => {
    const person = (text: string) => parseCsv(text).slice(1).map((r) => `${r[10]}: ${r[11]}`);
    expect(person(scheduleCsv([held], 'Europe/London'))).toEqual(['Ben Okafor: Assigned', 'Ines Costa: Asked to be replaced']);
    expect(person(scheduleCsv([held], 'Europe/London', { everyone: true }))).toEqual([
      'Ben Okafor: Assigned',
      'Ines Costa: Asked to be replaced',
      'Dan Roe: Denied',
      'Eva Lund: Declined',
      'Pia Berg: Awaiting the worker',
      'Al Diaz: Asked to join',
    ]);
    expect(person(scheduleCsv([winter], 'Europe/London', { everyone: true }))).toEqual(['Amelia Hart: Accepted', "'=cmd|calc: Removed"]);
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

describe('scheduleIcs repeats', () => {
  it('an occurrence says its rule in its description; it stays one event of its own (no RRULE), a plain item says nothing of repeats', () => {
    const text = scheduleIcs([winter, summer], { calendarName: 'Harbour Café', timeZone: 'Europe/London', range, repeats }, Date.UTC(2027, 0, 1));
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    expect(events.map((v) => String(v.getFirstPropertyValue('description')).split('\n').at(-1))).toEqual(['Repeats: every week on Friday', 'People: nobody yet']);
    expect(events.map((v) => v.getFirstPropertyValue('rrule'))).toEqual([null, null]);
  });
});

describe('scheduleIcs time off', () => {
  const leave = item('7000000000000000004', Date.UTC(2027, 2, 26, 0), Date.UTC(2027, 2, 28, 23), { type: 'TIME_OFF', name: 'Annual leave', members: [member('Amelia Hart', 'ASSIGNED')] });
  const dentist = item('7000000000000000005', Date.UTC(2027, 2, 30, 13), Date.UTC(2027, 2, 30, 15), { type: 'TIME_OFF', name: 'Dentist' });

  it('writes whole-day time off as all-day DATE values with an exclusive end, and timed time off with its times', () => {
    // Fri 26 00:00 GMT to Mon 29 00:00 BST (23:00 UTC on the 28th): three whole days in London.
    const text = scheduleIcs([leave, dentist], { calendarName: 'Harbour Café', timeZone: 'Europe/London', range }, Date.UTC(2027, 0, 1));
    const lines = text.split('\r\n');
    expect(lines).toContain('DTSTART;VALUE=DATE:20270326');
    expect(lines).toContain('DTEND;VALUE=DATE:20270329');
    expect(lines).toContain('DTSTART;TZID=Europe/London:20270330T140000');
    const events = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    expect(events[0]!.startDate.isDate).toBe(true);
    expect([events[0]!.startDate.toString(), events[0]!.endDate.toString()]).toEqual(['2027-03-26', '2027-03-29']);
    expect(events[1]!.startDate.isDate).toBe(false);
  });
});
