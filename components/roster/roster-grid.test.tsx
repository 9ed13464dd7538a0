// The app's stylesheet: the grid scrolls in a box of its own height, so only the rows in view are drawn.
import '@/app/globals.css';
import { screen } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { Temporal } from 'temporal-polyfill';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { buildRoster, type RosterPerson } from '@/lib/roster/roster';
import type { DropPlan } from '@/lib/roster/roster-drop';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { renderComponent } from '@/test/support/render-component';
import { scheduleItem } from '@/test/support/schedule-item';
import { useConflictConfirm } from '@/components/ui/conflict-confirm';
import { breakMarks } from '@/lib/schedule/break-marks';
import { NO_WORKING_TIME_RULES } from '@/lib/working-time';
import { RosterGrid } from './roster-grid';

const timeZone = 'Europe/London';
const monday = Temporal.PlainDate.from('2032-01-05');
const at = (day: number, hour: number) => monday.add({ days: day }).toZonedDateTime({ timeZone, plainTime: { hour } }).epochMilliseconds;
const week = { start: at(0, 0), end: monday.add({ days: 7 }).toZonedDateTime({ timeZone }).epochMilliseconds };
// Sixty people: far more rows than the grid's box shows.
const people: RosterPerson[] = Array.from({ length: 60 }, (_, i) => ({ userId: String(100 + i), name: `Person ${String(i + 1).padStart(2, '0')}`, title: null }));
const member = (userId: string) => ({ key: `USER:${userId}`, type: 'USER', userId, groupId: null, displayName: userId, avatarUrl: null, status: 'ASSIGNED', phone: null });

/** Ann (the first person) works Sunday 10:00–14:00. */
const sundayShift = scheduleItem({ id: '700', name: 'Keyboard shift', start: at(6, 10), end: at(6, 14), status: 'ASSIGNED', members: [member('100')] });

/**
 * The grid as the roster board holds it: a move that `onEdit` accepts is applied to the items (the
 * board's cache does this), so the item is drawn where it went.
 */
function showGrid({ canEdit = true, accept = true, others = [] as ScheduleItem[], offer = false, rules = NO_WORKING_TIME_RULES } = {}) {
  const edits: { item: ScheduleItem; plan: DropPlan }[] = [];
  const offered: string[] = [];
  const refusals: string[] = [];
  const creates: string[] = [];
  const menus: string[] = [];
  function Board() {
    const [items, setItems] = useState<ScheduleItem[]>([sundayShift, ...others]);
    const roster = useMemo(() => buildRoster(items, people, week, timeZone), [items]);
    const marks = useMemo(() => breakMarks(rules, items, week.start, week.end, timeZone), [items]);
    const conflicts = useConflictConfirm();
    return (
      <>
      {conflicts.dialog}
      <RosterGrid
        askConflicts={conflicts.ask}
        roster={roster}
        timeZone={timeZone}
        moveZone={timeZone}
        thresholdMinutes={null}
        ruleBreaks={marks.byUser}
        canEdit={canEdit}
        saving={new Set()}
        onRefused={(reason) => refusals.push(reason)}
        onCreateAt={(userId, day) => creates.push(`${userId ?? 'open'} on day ${day}`)}
        onCellMenu={canEdit ? (userId, day) => menus.push(`${userId ?? 'open'} on day ${day}`) : undefined}
        onOffer={offer ? (item) => offered.push(item.id) : undefined}
        onEdit={async (item, plan) => {
          edits.push({ item, plan });
          if (accept && plan.move) setItems((all) => all.map((i) => (i.id === item.id ? { ...i, ...plan.move } : i)));
          return accept;
        }}
      />
      </>
    );
  }
  renderComponent(<Board />);
  const grid = screen.getByRole('grid', { name: 'Roster' });
  const cell = (at: string) => grid.querySelector<HTMLElement>(`[data-cell="${at}"]`);
  /** Where focus is: a cell as "row:col", or an item as "item 700 in row:col". */
  const focused = () => {
    const active = document.activeElement as HTMLElement | null;
    const at = active?.closest<HTMLElement>('[data-cell]')?.dataset.cell;
    return active?.dataset.rosterItem ? `item ${active.dataset.rosterItem} in ${at}` : (at ?? active?.tagName);
  };
  return { grid, cell, focused, edits, refusals, creates, offered, menus };
}

test('an open shift has Offer, reached by Tab from the shift and pressed with Enter; a person’s shift has none', async () => {
  const open = scheduleItem({ id: '701', name: 'Open lunch', start: at(0, 11), end: at(0, 15), members: [] });
  const { cell, offered } = showGrid({ offer: true, others: [open] });
  expect([...document.querySelectorAll('button')].filter((b) => b.textContent === 'Offer').map((b) => b.getAttribute('aria-label'))).toEqual(['Offer Open lunch']);
  cell('0:1')!.focus();
  await userEvent.tab();
  await expect.element(cell('0:1')!.querySelector<HTMLElement>('[data-roster-item="701"]')).toHaveFocus();
  await userEvent.tab();
  await expect.element(screen.getByRole('button', { name: 'Offer Open lunch' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  expect(offered).toEqual(['701']);
});

test('one tab stop, the open row’s first day; arrows and Home/End move between cells, clamped at the edges', async () => {
  const { cell, focused } = showGrid();
  expect(cell('0:1')).toHaveAttribute('tabindex', '0');
  expect(cell('1:1')).toHaveAttribute('tabindex', '-1');
  cell('0:1')!.focus();
  await userEvent.keyboard('{ArrowDown}{ArrowLeft}');
  await expect.poll(focused).toBe('1:0');
  await userEvent.keyboard('{ArrowLeft}{ArrowUp}{ArrowUp}');
  await expect.poll(focused).toBe('0:0');
  await userEvent.keyboard('{ArrowDown}{End}');
  await expect.poll(focused).toBe('1:7');
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(focused).toBe('1:7');
  await userEvent.keyboard('{Home}');
  await expect.poll(focused).toBe('1:0');
  expect(cell('1:0')).toHaveAttribute('tabindex', '0'); // the tab stop follows
  expect(cell('0:1')).toHaveAttribute('tabindex', '-1');
});

test('Ctrl+End reaches the last person (a row not drawn until then), Page Up/Down move by a page, Ctrl+Home back to the top', async () => {
  const { grid, cell, focused } = showGrid();
  expect(cell('60:7')).toBeNull(); // out of view: not in the page
  expect(grid).toHaveAttribute('aria-rowcount', '62');
  cell('0:1')!.focus();
  await userEvent.keyboard('{Control>}{End}{/Control}');
  await expect.poll(focused).toBe('60:7');
  await expect.element(cell('60:7')!).toBeInViewport();
  await userEvent.keyboard('{PageUp}');
  await expect.poll(focused).not.toBe('60:7');
  const pageUp = Number(focused()!.split(':')[0]);
  expect(pageUp).toBeLessThan(60);
  expect(pageUp).toBeGreaterThan(50);
  await userEvent.keyboard('{PageDown}');
  await expect.poll(focused).toBe('60:7');
  await userEvent.keyboard('{Control>}{Home}{/Control}');
  await expect.poll(focused).toBe('0:0');
});

test('keys pressed faster than focus lands add up', async () => {
  const { cell, focused } = showGrid();
  cell('0:1')!.focus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
  await expect.poll(focused).toBe('12:1');
});

test('Tab enters a cell’s item; Escape returns to the cell', async () => {
  const { cell, focused } = showGrid();
  cell('1:7')!.focus();
  await userEvent.keyboard('{Tab}');
  await expect.poll(focused).toBe('item 700 in 1:7');
  await userEvent.keyboard('{Escape}');
  await expect.poll(focused).toBe('1:7');
});

test('Alt+Left moves the item a day earlier at the same time, and focus follows it', async () => {
  const { cell, focused, edits } = showGrid();
  cell('1:7')!.focus();
  await userEvent.keyboard('{Tab}{Alt>}{ArrowLeft}{/Alt}');
  await expect.poll(() => edits.length).toBe(1);
  expect(edits[0]!.plan).toEqual({ move: { start: at(5, 10), end: at(5, 14) }, reassign: null });
  await expect.poll(focused).toBe('item 700 in 1:6');
});

test('Alt+Down gives the item to the person below; Alt+Up from the first person and Alt+Right past the week are refused with the reason', async () => {
  const { cell, focused, edits, refusals } = showGrid({ accept: false });
  cell('1:7')!.focus();
  await userEvent.keyboard('{Tab}{Alt>}{ArrowDown}{/Alt}');
  await expect.poll(() => edits.length).toBe(1);
  expect(edits[0]!.plan.move).toBeNull();
  expect(edits[0]!.plan.reassign).toMatchObject({ from: '100', to: { userId: '101', name: 'Person 02' } });
  await expect.poll(focused).toBe('item 700 in 1:7'); // not saved: focus comes back with it
  await userEvent.keyboard('{Alt>}{ArrowUp}{/Alt}');
  await userEvent.keyboard('{Alt>}{ArrowRight}{/Alt}');
  expect(refusals).toEqual(['There is nobody above to give it to.', 'The roster shows one week: change the week to move it further.']);
  expect(edits).toHaveLength(1);
});

test('Alt+Down onto a person who works at the same time asks first: Escape keeps the item where it was, “Give it … anyway” sends the confirmation', async () => {
  // Person 02 works the till Sunday 12:00–16:00, across the keyboard shift's 10:00–14:00.
  const till = scheduleItem({ id: '701', name: 'Till', start: at(6, 12), end: at(6, 16), status: 'ASSIGNED', members: [member('101')] });
  const { cell, focused, edits } = showGrid({ accept: false, others: [till] });
  cell('1:7')!.focus();
  await userEvent.keyboard('{Tab}{Alt>}{ArrowDown}{/Alt}');
  const dialog = await screen.findByRole('dialog', { name: 'Double booking' });
  expect(dialog).toHaveTextContent('Person 02 is already on Till, Sun 11 Jan 12:00–16:00 at that time.');
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  expect(edits).toEqual([]);
  await expect.poll(focused).toBe('item 700 in 1:7');

  await userEvent.keyboard('{Alt>}{ArrowDown}{/Alt}');
  await userEvent.click(await screen.findByRole('button', { name: 'Give it to Person 02 anyway' }));
  await expect.poll(() => edits.length).toBe(1);
  expect(edits[0]!.plan.reassign).toMatchObject({ to: { userId: '101' }, confirmConflicts: true });
});

test('without the right to edit, Alt+arrows do nothing and items cannot be dragged', async () => {
  const { cell, focused, edits, refusals } = showGrid({ canEdit: false });
  cell('1:7')!.focus();
  await userEvent.keyboard('{Tab}');
  await expect.poll(focused).toBe('item 700 in 1:7');
  expect(document.activeElement).not.toHaveAttribute('draggable');
  await userEvent.keyboard('{Alt>}{ArrowLeft}{/Alt}');
  expect(edits).toEqual([]);
  expect(refusals).toEqual([]);
  expect(focused()).toBe('item 700 in 1:7');
});

/** Pairs of drawn people's rows whose boxes intersect, by name. */
function rowsIntersecting(grid: HTMLElement): string[] {
  const rows = [...grid.querySelectorAll<HTMLElement>('[data-index]')].map((row) => ({ name: row.querySelector('[role="rowheader"] > div')!.textContent, box: row.getBoundingClientRect() }));
  return rows.flatMap((a, i) => rows.slice(i + 1).filter((b) => a.box.top < b.box.bottom - 0.5 && b.box.top < a.box.bottom - 0.5).map((b) => `${a.name} / ${b.name}`));
}

const nextFrame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));

test('rows never intersect, also when the member list arrives after the week and the rows change places', async () => {
  // Every other person has one to three shifts on Tuesday: rows of four heights, all drawn from the week's items first.
  const busy = people.flatMap((person, i) =>
    Array.from({ length: i % 2 === 0 ? 0 : 1 + (i % 3) }, (_, n) => scheduleItem({ id: `${person.userId}${n}`, name: `Busy ${n}`, start: at(1, 8 + n), end: at(1, 9 + n), status: 'ASSIGNED', members: [member(person.userId)] })),
  );
  function Board() {
    const [members, setMembers] = useState<RosterPerson[]>([]);
    const roster = useMemo(() => buildRoster(busy, members, week, timeZone), [members]);
    return (
      <>
        <button onClick={() => setMembers(people)}>Members arrive</button>
        <RosterGrid roster={roster} timeZone={timeZone} moveZone={timeZone} thresholdMinutes={null} canEdit={false} saving={new Set()} onRefused={() => undefined} onEdit={async () => false} askConflicts={async () => false} />
      </>
    );
  }
  renderComponent(<Board />);
  const grid = screen.getByRole('grid', { name: 'Roster' });
  await nextFrame();
  expect(rowsIntersecting(grid)).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Members arrive' }));
  await expect.element(grid).toHaveAttribute('aria-rowcount', String(people.length + 2));
  await nextFrame();
  expect(rowsIntersecting(grid)).toEqual([]);
});

test('Enter or a double click on a day asks for a new item for that row and day; not on a name', async () => {
  const { cell, creates } = showGrid();
  cell('0:1')!.focus();
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{ArrowRight}{Enter}');
  await userEvent.dblClick(cell('0:4')!);
  cell('1:0')!.focus();
  await userEvent.keyboard('{Enter}');
  expect(creates).toEqual(['101 on day 2', 'open on day 3']);
});

test('Shift+F10, the context-menu key or a right click on a day opens its cell menu (Add from template) for that row and day; not on a name or an item', async () => {
  const { cell, menus, grid } = showGrid();
  cell('0:1')!.focus();
  await userEvent.keyboard('{ArrowDown}{ArrowRight}{Shift>}{F10}{/Shift}');
  await userEvent.keyboard('{ArrowRight}{ContextMenu}');
  await userEvent.click(cell('0:4')!, { button: 'right' });
  cell('1:0')!.focus();
  await userEvent.keyboard('{Shift>}{F10}{/Shift}');
  await userEvent.click(grid.querySelector<HTMLElement>('[data-roster-item="700"]')!, { button: 'right' });
  expect(menus).toEqual(['100 on day 1', '100 on day 2', 'open on day 3']);
});

test("a working-time rule break is marked on each item concerned and on the person's row, with the figures for screen readers and in the title", async () => {
  // Saturday 18:00–23:30 then Sunday 10:00: 10 h 30 of rest, 11 h the minimum.
  const saturday = scheduleItem({ id: '701', name: 'Late', start: at(5, 18), end: at(5, 23) + 30 * 60_000, status: 'ASSIGNED', members: [member('100')] });
  const { cell } = showGrid({ others: [saturday], rules: { ...NO_WORKING_TIME_RULES, minRestMinutes: 11 * 60 } });
  const words = 'rest 10 h 30, minimum 11 h';
  for (const at of ['1:6', '1:7']) {
    const mark = cell(at)!.querySelector<HTMLElement>('[data-rule-break]')!;
    expect(mark.querySelector('.sr-only')!.textContent).toBe(`Rule break: ${words}`);
    expect(mark.title).toBe(`Working-time rules: ${words}`);
  }
  // Said once on the row, though both shifts around the short rest carry it.
  expect(cell('1:0')!.querySelector('[data-rule-break] .sr-only')!.textContent).toBe(`Rule break: ${words}`);
  expect(cell('2:0')!.querySelector('[data-rule-break]')).toBeNull();
});
