import '@/app/globals.css';
import { Temporal } from 'temporal-polyfill';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { draftEntries, type DraftLine } from '@/lib/drafts';
import type { ScheduleItem } from '@/lib/schedule';
import { renderComponent } from '@/test/support/render-component';
import { scheduleItem } from '@/test/support/schedule-item';
import { toCalendarEvents } from './calendar-events';
import { ScheduleCalendar } from './schedule-calendar';

// An item new in the draft moves on the schedule as a live one does (drag, resize, Alt+arrows: the
// board's move path then writes it into the draft by its local key); one the draft removes does not.

const timeZone = 'Europe/London';
const monday = Temporal.PlainDate.from('2032-01-05');
const at = (day: number, hour: number) => monday.add({ days: day }).toZonedDateTime({ timeZone, plainTime: { hour } }).epochMilliseconds;
const line = (values: Partial<DraftLine> & Pick<DraftLine, 'id' | 'kind'>): DraftLine => ({ position: 0, itemId: null, localKey: null, userId: null, payload: {}, source: 'hand', reasons: [], state: 'drafted', outcome: null, ...values });

test('a new item of the draft is draggable and Alt+Right moves it a day through onMove; a removed one is not draggable', async () => {
  const lines = [
    line({ id: 'l1', kind: 'create', localKey: 'k1', payload: { type: 'MULTI_ASSIGNEE_SHIFT', name: 'New one', start: at(1, 9), end: at(1, 13), timeZoneName: timeZone } }),
    line({ id: 'l2', position: 1, kind: 'delete', itemId: '802' }),
  ];
  const { items, marks } = draftEntries([scheduleItem({ id: '802', name: 'Gone one', start: at(2, 9), end: at(2, 13) })], lines, () => 'Ana Lima');
  const moves: { item: ScheduleItem; start: number; end: number }[] = [];
  const { container } = renderComponent(
    <div style={{ height: 900, width: 1200 }}>
      <ScheduleCalendar view="week" date="2032-01-07" timeZone={timeZone} items={items} draftMarks={marks} conflicts={new Map()} itemsLoaded changedIds={new Set()} editable onMove={async (item, start, end) => (moves.push({ item, start, end }), { status: 'saved', item: { ...item, start, end } })} onSelectRange={() => undefined} onOpenItem={() => undefined} expandedStacks={new Set()} onExpandStack={() => undefined} slotHeight={0} />
    </div>,
  );
  const event = (id: string) => container.querySelector<HTMLElement>(`[data-item-id="${id}"]`);
  await expect.poll(() => event('draft:k1') && event('802')).toBeTruthy();
  // Drag and resize follow each event's `editable` (FullCalendar's own class names are hashed).
  const editable = toCalendarEvents(items.map((item) => ({ kind: 'item' as const, item })), new Set(), timeZone, 'h23', undefined, undefined, marks).map((e) => [e.id, e.editable]);
  expect(editable).toEqual([
    ['draft:k1', undefined],
    ['802', false],
  ]);

  event('draft:k1')!.focus();
  await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
  await expect.poll(() => moves.map((m) => [m.item.id, m.start, m.end])).toEqual([['draft:k1', at(2, 9), at(2, 13)]]);
});
