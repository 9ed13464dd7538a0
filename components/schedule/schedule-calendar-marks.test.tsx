import '@/app/globals.css';
import { Temporal } from 'temporal-polyfill';
import { expect, test } from 'vitest';
import { breakMarks } from '@/lib/schedule/break-marks';
import { NO_WORKING_TIME_RULES } from '@/lib/working-time';
import { renderComponent } from '@/test/support/render-component';
import { scheduleItem } from '@/test/support/schedule-item';
import { ScheduleCalendar } from './schedule-calendar';

// The schedule's events carry the working-time rule breaks of the people on them: a tag on the
// event, and who breaks which rule, with the figures, in the event's description (its accessible
// name and the peek card).

const timeZone = 'Europe/London';
const monday = Temporal.PlainDate.from('2032-01-05');
const at = (day: number, hour: number, minute = 0) => monday.add({ days: day }).toZonedDateTime({ timeZone, plainTime: { hour, minute } }).epochMilliseconds;
const ana = { key: 'USER:100', type: 'USER', userId: '100', groupId: null, displayName: 'Ana Lima', avatarUrl: null, status: 'ASSIGNED', phone: null };

test('an event someone breaks a working-time rule by working is tagged, and its description names who and which rule with the figures', async () => {
  const late = scheduleItem({ id: '701', name: 'Late', start: at(1, 18), end: at(1, 23, 30), members: [ana] });
  const early = scheduleItem({ id: '702', name: 'Early', start: at(2, 10), end: at(2, 14), members: [ana] });
  const other = scheduleItem({ id: '703', name: 'Friday', start: at(4, 10), end: at(4, 14), members: [ana] });
  const items = [late, early, other];
  const ruleBreaks = breakMarks({ ...NO_WORKING_TIME_RULES, minRestMinutes: 11 * 60 }, items, at(0, 0), at(7, 0), timeZone).byItem;
  const { container } = renderComponent(
    <div style={{ height: 900, width: 1200 }}>
      <ScheduleCalendar view="week" date="2032-01-07" timeZone={timeZone} items={items} conflicts={new Map()} ruleBreaks={ruleBreaks} itemsLoaded changedIds={new Set()} editable={false} onMove={async () => ({ status: 'conflict' })} onSelectRange={() => undefined} onOpenItem={() => undefined} expandedStacks={new Set()} onExpandStack={() => undefined} slotHeight={0} />
    </div>,
  );
  const event = (id: string) => container.querySelector<HTMLElement>(`[data-item-id="${id}"]`);
  // FullCalendar may draw the week's events over more than one frame: wait for all three.
  await expect.poll(() => ['701', '702', '703'].every((id) => event(id)?.querySelector('[data-description]'))).toBe(true);
  for (const id of ['701', '702']) {
    expect(event(id)!.querySelector('[data-rule-break-tag]')!.textContent).toBe('Rule break');
    expect(event(id)!.querySelector('[data-description]')!.textContent).toMatch(/ Working-time rules: Ana Lima: rest 10 h 30, minimum 11 h\.$/);
  }
  expect(event('703')!.querySelector('[data-rule-break-tag]')).toBeNull();
  expect(event('703')!.querySelector('[data-description]')!.textContent).not.toContain('Working-time rules');
});
