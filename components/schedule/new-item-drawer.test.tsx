import '@/app/globals.css';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { EditTargetProvider, type DraftEditing, type DraftWrites } from '@/components/drafts';
import { useConflictConfirm } from '@/components/ui/conflict-confirm';
import { LazyToaster } from '@/components/ui/toaster';
import { draftEntries, type DraftLine } from '@/lib/drafts';
import type { ActionResult } from '@/lib/errors';
import type { MemberOption } from '@/lib/people/member-option';
import { fillDateTime } from '@/test/support/date-time-field';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent } from '@/test/support/render-component';
import { NewItemDrawer } from './new-item-drawer';
import { useItemMovesWith, type LiveMoves } from './item-moves';

// The drawer of an item new in the draft (not in the product yet), with the board's own move path
// (useItemMoves): its times go into the draft by its local key (asked about as live, Undo moves it
// back), a person is taken off in the draft, the item is taken out as a whole; nothing reaches a
// live action or names the service's item by a local key, and what it cannot do is said, not offered.

const zone = 'Europe/London';
const at = (hour: number, minute = 0) => Date.UTC(2027, 1, 2, hour, minute); // London is UTC in February
const people: MemberOption[] = [{ userId: '1', fullName: 'Ana Lima', title: 'Barista', avatarUrl: null }];
const line = (values: Partial<DraftLine> & Pick<DraftLine, 'id' | 'kind'>): DraftLine => ({ position: 0, itemId: null, localKey: 'k1', userId: null, payload: {}, source: 'hand', reasons: [], state: 'drafted', outcome: null, ...values });
const lines = [line({ id: 'l1', kind: 'create', payload: { type: 'MULTI_ASSIGNEE_SHIFT', name: 'Late desk', start: at(9), end: at(17), timeZoneName: zone } }), line({ id: 'l2', position: 1, kind: 'assign', userId: '1' })];
const ruleBreak = 'Ana Lima: shift 12 h, maximum 10 h.';

type MoveSent = { localKey: string; start: number; end: number; confirmConflicts: boolean; ruleBreakReason?: string };

function showDrawer(answerMove: (input: MoveSent, n: number) => ActionResult<unknown> = (input) => ({ ok: true, data: { lines: [{ ...lines[0]!, payload: { ...lines[0]!.payload, start: input.start, end: input.end } }] } })) {
  const { items, marks } = draftEntries([], lines, () => 'Ana Lima');
  const entry = items[0]!;
  let sent = 0;
  const moveNew = recordingAction<DraftWrites['moveNew']>((input) => answerMove(input as MoveSent, sent++));
  const liveMove = recordingAction<DraftWrites['move']>();
  const unassign = recordingAction<DraftWrites['unassign']>(() => ({ ok: true, data: { lines: [line({ id: 'l3', position: 2, kind: 'unassign', userId: '1' })] } }));
  const removeLine = recordingAction<DraftWrites['removeLine']>(() => ({ ok: true, data: { removed: 2 } }));
  const editing: DraftEditing = { target: { organizationId: '11', draftId: 'd1' }, writes: { moveNew: moveNew.action, move: liveMove.action, unassign: unassign.action, removeLine: removeLine.action } as unknown as DraftWrites };
  // Nothing live may be written: every live write is recorded, and the test expects none.
  const liveWrites = recordingAction<LiveMoves['move']>();
  const live = { move: liveWrites.action, editOccurrence: liveWrites.action, editFollowing: liveWrites.action, editSeries: liveWrites.action } as unknown as LiveMoves;
  let closed = 0;
  function Board() {
    const questions = useConflictConfirm();
    const moves = useItemMovesWith(live, '11', zone, questions.askWithReason, editing);
    const [open, setOpen] = useState(true);
    const close = () => {
      closed++;
      setOpen(false);
    };
    return (
      <EditTargetProvider editing={editing}>
        {open && <NewItemDrawer item={entry} createLineId={marks.get(entry.id)!.lineIds[0]!} timeZone={zone} canEdit people={people} onMove={moves.move} onClose={close} />}
        {questions.dialog}
        <LazyToaster />
      </EditTargetProvider>
    );
  }
  renderComponent(<Board />);
  const drawer = screen.getAllByRole('dialog')[0]!;
  const times = within(drawer).getByRole('form', { name: 'Times' });
  return {
    drawer,
    moved: moveNew.calls as MoveSent[],
    liveMoves: [...liveMove.calls, ...liveWrites.calls],
    unassigned: unassign.calls,
    removed: removeLine.calls,
    closed: () => closed,
    moveTo: async (start: string, end: string) => {
      await fillDateTime(within(times).getByRole('group', { name: 'Starts' }), start);
      await fillDateTime(within(times).getByRole('group', { name: 'Ends' }), end);
      await userEvent.click(within(times).getByRole('button', { name: 'Save times' }));
    },
  };
}

test('its times go into the draft by its local key, never as a live item’s move; the toast’s Undo moves it back', async () => {
  const { moveTo, moved, liveMoves } = showDrawer();
  await moveTo('2027-02-02T12:00', '2027-02-02T20:00');
  await expect.poll(() => moved).toEqual([{ organizationId: '11', draftId: 'd1', localKey: 'k1', start: at(12), end: at(20), confirmConflicts: false, ruleBreakReason: undefined }]);
  const toast = await screen.findByText(/^Moved “Late desk” to .*12:00.*20:00.*\(in the draft\)$/);
  // The drawer is modal: the toast is reached once it is closed.
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  await userEvent.click(within(toast.closest('[data-sonner-toast]') as HTMLElement).getByRole('button', { name: 'Undo' }));
  await expect.poll(() => moved.map(({ start, end }) => [start, end])).toEqual([
    [at(12), at(20)],
    [at(9), at(17)],
  ]);
  expect(liveMoves).toEqual([]);
});

test('a working-time rule its person would break is asked about with a reason, as a live move is; the yes goes into the draft with it', async () => {
  const refused: ActionResult<unknown> = { ok: false, error: { kind: 'conflict', message: `Working-time rules: ${ruleBreak} Confirm to go ahead.`, fieldErrors: { confirmConflicts: [ruleBreak], ruleBreaks: [ruleBreak] } } };
  const { moveTo, moved } = showDrawer((input, n) => (n === 0 ? refused : { ok: true, data: { lines: [{ ...lines[0]!, payload: { ...lines[0]!.payload, start: input.start, end: input.end } }] } }));
  await moveTo('2027-02-02T08:00', '2027-02-02T20:00');
  await expect.poll(() => screen.queryAllByRole('dialog').length).toBe(2);
  const question = screen.getAllByRole('dialog').at(-1)!;
  await expect.element(within(question).getByRole('list', { name: 'Conflicts' })).toHaveTextContent(ruleBreak);
  await userEvent.fill(within(question).getByRole('textbox', { name: /Reason/ }), 'Stocktake');
  await userEvent.click(within(question).getByRole('button', { name: 'Move anyway' }));
  await expect.poll(() => moved.map(({ confirmConflicts, ruleBreakReason }) => [confirmConflicts, ruleBreakReason])).toEqual([
    [false, undefined],
    [true, 'Stocktake'],
  ]);
  expect(await screen.findByText(/^Moved “Late desk” to .*08:00.*20:00.*\(in the draft\)$/, {}, { timeout: 5_000 })).toBeVisible();
});

test('a person is taken off in the draft and the item taken out of it; adding people, name, notes and delete are not offered but said', async () => {
  const { drawer, unassigned, removed, closed } = showDrawer();
  await expect.element(within(drawer).getByText(/set once it is published/)).toBeVisible();
  expect(within(drawer).queryByRole('heading', { name: 'Add people' })).toBeNull();
  expect(within(drawer).queryByRole('heading', { name: 'Edit' })).toBeNull();
  expect(within(drawer).queryByRole('button', { name: 'Delete item' })).toBeNull();

  await userEvent.click(within(drawer).getByRole('button', { name: 'Remove Ana Lima' }));
  await userEvent.click(within(drawer).getByRole('button', { name: 'Remove' }));
  await expect.poll(() => unassigned).toEqual([{ organizationId: '11', draftId: 'd1', localKey: 'k1', userId: '1' }]);
  expect(await screen.findByText('Removed Ana Lima (in the draft)', {}, { timeout: 5_000 })).toBeVisible(); // shown once the action answers: waited for, not read at once

  await userEvent.click(within(drawer).getByRole('button', { name: 'Take out of the draft' }));
  await userEvent.click(within(drawer).getByRole('button', { name: 'Yes, take it out' }));
  await expect.poll(() => removed).toEqual([{ organizationId: '11', draftId: 'd1', lineId: 'l1' }]);
  await expect.poll(closed).toBe(1);
});

test('at 390 px the drawer fits the width and axe finds nothing serious', async () => {
  await page.viewport(390, 844);
  const { drawer } = showDrawer();
  await expect.element(within(drawer).getByRole('form', { name: 'Times' })).toBeVisible();
  const body = drawer.querySelector<HTMLElement>('.overflow-y-auto') ?? drawer;
  expect(body.scrollWidth).toBeLessThanOrEqual(body.clientWidth);
  const { violations } = await axe.run(drawer, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
