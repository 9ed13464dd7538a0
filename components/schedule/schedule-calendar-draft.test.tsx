import '@/app/globals.css';
import { Temporal } from 'temporal-polyfill';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { draftEntries, type DraftLine } from '@/lib/drafts';
import { renderComponent } from '@/test/support/render-component';
import { scheduleItem } from '@/test/support/schedule-item';
import { ScheduleCalendar } from './schedule-calendar';

// An open draft on the schedule: what it adds or changes is striped, what it removes struck
// through, each with `data-draft-mark` and its words first in the event's description; the
// reasons its lines carry follow, so the peek shows them on keyboard focus (and hover).

const timeZone = 'Europe/London';
const monday = Temporal.PlainDate.from('2032-01-05');
const at = (day: number, hour: number) => monday.add({ days: day }).toZonedDateTime({ timeZone, plainTime: { hour } }).epochMilliseconds;
let position = 0;
const line = (values: Partial<DraftLine> & Pick<DraftLine, 'kind'>): DraftLine => ({ id: `l${++position}`, position, itemId: null, localKey: null, userId: null, payload: {}, source: 'hand', reasons: [], state: 'drafted', outcome: null, ...values });

test('the draft’s entries are marked and labelled; a line’s reasons show in the peek on keyboard focus; a live item stays as it was', async () => {
  const live = [scheduleItem({ id: '801', name: 'Moved one', start: at(1, 9), end: at(1, 13) }), scheduleItem({ id: '802', name: 'Gone one', start: at(2, 9), end: at(2, 13) }), scheduleItem({ id: '803', name: 'Live one', start: at(3, 9), end: at(3, 13) })];
  const lines = [
    line({ kind: 'move', itemId: '801', payload: { start: at(1, 14), end: at(1, 18) } }),
    line({ kind: 'delete', itemId: '802' }),
    line({ kind: 'create', localKey: 'k1', source: 'copy', payload: { type: 'MULTI_ASSIGNEE_SHIFT', name: 'Copied one', start: at(4, 9), end: at(4, 13), timeZoneName: timeZone } }),
    line({ kind: 'assign', localKey: 'k1', userId: '100', source: 'auto-fill', reasons: ['free', '24 h of 32 h target'] }),
  ];
  const { items, marks } = draftEntries(live, lines, () => 'Ana Lima');
  const { container } = renderComponent(
    <div style={{ height: 900, width: 1200 }}>
      <ScheduleCalendar view="week" date="2032-01-07" timeZone={timeZone} items={items} draftMarks={marks} conflicts={new Map()} itemsLoaded changedIds={new Set()} editable onMove={async () => ({ status: 'conflict' })} onSelectRange={() => undefined} onOpenItem={() => undefined} expandedStacks={new Set()} onExpandStack={() => undefined} slotHeight={0} />
    </div>,
  );
  const event = (id: string) => container.querySelector<HTMLElement>(`[data-item-id="${id}"]`);
  const said = (id: string) => event(id)!.querySelector('[data-description]')!.textContent;
  await expect.poll(() => ['801', '802', '803', 'draft:k1'].every((id) => event(id)?.querySelector('[data-description]'))).toBe(true);
  expect(['801', '802', '803', 'draft:k1'].map((id) => event(id)!.getAttribute('data-draft-mark'))).toEqual(['draft-changed', 'draft-removed', null, 'draft-new']);
  expect(said('801')).toMatch(/^Draft: moved\. /);
  expect(said('802')).toMatch(/^Draft: removed\. /);
  expect(said('803')).not.toContain('Draft');
  expect(said('draft:k1')).toMatch(/^Draft: new\. .*Ana Lima.* Why: free; 24 h of 32 h target\.$/);
  // Striped (a dashed outline) and struck through, as the page's stylesheet draws them; the live item is not.
  expect(getComputedStyle(event('draft:k1')!).outlineStyle).toBe('dashed');
  expect(getComputedStyle(event('802')!).textDecorationLine).toBe('line-through');
  expect(getComputedStyle(event('803')!).outlineStyle).not.toBe('dashed');
  // The moved one sits at its drafted time.
  expect(event('801')!.textContent).toContain('14');
  const peek = () => page.getByTestId('event-peek');
  await userEvent.hover(event('draft:k1')!);
  await expect.element(peek()).toHaveTextContent('Why: free; 24 h of 32 h target');
  await userEvent.unhover(event('draft:k1')!);
  await userEvent.keyboard('{Escape}');
  // The grid scrolls to its first item once loaded (a scroll hides the peek): focus after it has.
  await new Promise((settle) => setTimeout(settle, 300));
  event('draft:k1')!.focus();
  await expect.element(peek()).toHaveTextContent('Why: free; 24 h of 32 h target');
});
