import '@/app/globals.css';
import { Temporal } from 'temporal-polyfill';
import { afterEach, expect, test } from 'vitest';
import { renderComponent } from '@/test/support/render-component';
import { scheduleItem } from '@/test/support/schedule-item';
import { ScheduleCalendar, type ScheduleCalendarProps } from './schedule-calendar';

// A redraw of the week (a density change, a drawer closing, a poll's new items) must not build the
// hour labels' date formatters again: FullCalendar made one per label (48 of them) on every redraw
// when given its own slotHeaderFormat, about 100 ms each time (patches/@fullcalendar+react+*.patch).

const timeZone = 'Europe/London';
const monday = Temporal.PlainDate.from('2032-01-05');
const at = (day: number, hour: number) => monday.add({ days: day }).toZonedDateTime({ timeZone, plainTime: { hour } }).epochMilliseconds;

const NativeDateTimeFormat = Intl.DateTimeFormat;
let built = 0;
/** Counts the Intl.DateTimeFormat objects built (the platform's, only counted). */
function countFormatters() {
  Intl.DateTimeFormat = new Proxy(NativeDateTimeFormat, {
    construct(target, args) {
      built++;
      return Reflect.construct(target, args);
    },
  });
}
afterEach(() => {
  Intl.DateTimeFormat = NativeDateTimeFormat;
});

test('redrawing the week builds no date formatters for its hour labels', async () => {
  const items = [scheduleItem({ id: '801', name: 'Early', start: at(1, 8), end: at(1, 12) }), scheduleItem({ id: '802', name: 'Late', start: at(2, 14), end: at(2, 20) })];
  const props: ScheduleCalendarProps = { view: 'week', date: '2032-01-07', timeZone, items, conflicts: new Map(), itemsLoaded: true, changedIds: new Set(), editable: false, onMove: async () => ({ status: 'conflict' }), onSelectRange: () => undefined, onOpenItem: () => undefined, expandedStacks: new Set(), onExpandStack: () => undefined, slotHeight: 0 };
  const frame = (p: ScheduleCalendarProps) => (
    <div style={{ height: 900, width: 1200 }}>
      <ScheduleCalendar {...p} />
    </div>
  );
  const { container, rerender } = renderComponent(frame(props));
  const labels = () => container.querySelectorAll('[data-time]').length;
  /** Between two hour labels: two rows. */
  const hourHeight = () => {
    const [first, second] = container.querySelectorAll('[data-time]');
    return second!.getBoundingClientRect().top - first!.getBoundingClientRect().top;
  };
  await expect.poll(() => container.querySelector('[data-item-id="802"]') !== null && labels() > 0).toBe(true);
  const before = hourHeight();
  countFormatters();
  // Taller rows: every hour label is drawn again.
  rerender(frame({ ...props, slotHeight: before }));
  await expect.poll(hourHeight).toBeGreaterThanOrEqual(2 * before);
  expect(labels()).toBeGreaterThanOrEqual(24);
  // A few for the rest of the view (4 seen), not one per label (51 before the patch).
  expect(built).toBeLessThan(12);
});
