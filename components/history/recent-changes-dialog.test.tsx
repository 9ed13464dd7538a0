import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { undoCopyAction } from '@/lib/copy/actions';
import type { undoChangeAction } from '@/lib/history/actions';
import type { ChangeLine, UndoResult } from '@/lib/history';
import type { ActionResult } from '@/lib/errors';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent } from '@/test/support/render-component';
import { RecentChangesDialog } from './recent-changes-dialog';

const at = Date.UTC(2027, 5, 8, 9, 30);
const added: ChangeLine = { key: 'change:7', at, words: 'Added Benjamin Ortiz to Morning, Tue 8 Jun 07:00', undo: 'available', target: { kind: 'change', id: 7 } };
const copied: ChangeLine = { key: 'copy:c1', at: at - 60_000, words: 'Copied week of 15 Jun from week of 8 Jun (3 of 3 made)', undo: 'available', target: { kind: 'copy', id: '5b0e1a52-0c8f-4c1e-9d55-6b5d0d3f2f10' } };
const deleted: ChangeLine = { key: 'change:5', at: at - 120_000, words: 'Deleted Night ward, Mon 7 Jun 19:00', undo: 'none', target: { kind: 'change', id: 5 } };

/** The history as the route would answer, read again after each Undo (each read takes the next list, the last one repeats). */
function openHistory(reads: ChangeLine[][], answers: ActionResult<UndoResult>[] = []) {
  let read = 0;
  const undoChange = recordingAction<typeof undoChangeAction>(() => answers.shift() ?? { ok: true, data: { status: 'undone', words: added.words } });
  const undoCopy = recordingAction<typeof undoCopyAction>(() => ({ ok: true, data: { state: 'undoing' } }));
  let changed = 0;
  renderComponent(
    <RecentChangesDialog
      organizationId="11"
      timeZone="Europe/London"
      onClose={() => undefined}
      onChanged={() => void changed++}
      readLines={async () => reads[Math.min(read++, reads.length - 1)]!}
      undoChange={undoChange.action}
      undoCopy={undoCopy.action}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Recent changes' });
  return { dialog, changeCalls: undoChange.calls, copyCalls: undoCopy.calls, changed: () => changed };
}

test('with no changes yet it says what will appear there', async () => {
  const { dialog } = openHistory([[]]);
  await expect.element(await within(dialog).findByText(/^Nothing yet\. Your moves, staffing, copies/)).toBeVisible();
  expect(within(dialog).queryByRole('list')).toBeNull();
});

test('each line says what was done and when; only reversible ones offer Undo', async () => {
  const { dialog } = openHistory([[added, copied, deleted]]);
  const list = await screen.findByRole('list', { name: 'Your recent changes' });
  expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    `${added.words}Tue, 8 Jun 2027, 10:30Undo`,
    `${copied.words}Tue, 8 Jun 2027, 10:29Undo`,
    `${deleted.words}Tue, 8 Jun 2027, 10:28`,
  ]);
  expect(within(dialog).getAllByRole('button', { name: /^Undo/ })).toHaveLength(2);
});

test('by keyboard: an Undo over someone else’s change asks first, and writes only on “Undo anyway”', async () => {
  const undoneLine: ChangeLine = { ...added, undo: 'undone' };
  const { dialog, changeCalls, changed } = openHistory([[added], [undoneLine]], [{ ok: true, data: { status: 'changed-since', words: added.words } }]);
  const undo = await screen.findByRole('button', { name: `Undo: ${added.words}` });
  while (document.activeElement !== undo) await userEvent.tab();
  await userEvent.keyboard('{Enter}');
  const question = within(dialog).getByRole('group', { name: `Undo: ${added.words}` });
  await expect.element(within(question).getByText(/Someone else changed this item since/)).toBeVisible();
  await expect.element(within(question).getByRole('button', { name: 'Undo anyway' })).toHaveFocus();
  expect(changeCalls).toEqual([{ organizationId: '11', changeId: 7, overwrite: false, confirmConflicts: false }]);
  expect(changed()).toBe(0);

  await userEvent.keyboard('{Enter}');
  await expect.element(within(dialog).getByText(/· Undone/)).toBeVisible();
  expect(changeCalls.at(-1)).toEqual({ organizationId: '11', changeId: 7, overwrite: true, confirmConflicts: false });
  expect(changed()).toBe(1);
  expect(within(dialog).queryByRole('button', { name: /^Undo/ })).toBeNull();
  await expect.element(within(dialog).getByText(added.words)).toHaveFocus();
});

test('an Undo that would double-book someone asks, and the yeses add up: changed since, then the double booking', async () => {
  const clash = 'Benjamin Ortiz is already on Late bar, Tue 8 Jun 12:00–22:00 at that time.';
  const refusal: ActionResult<UndoResult> = { ok: false, error: { kind: 'conflict', message: 'Double booking', fieldErrors: { confirmConflicts: [clash] } } };
  const { dialog, changeCalls } = openHistory([[added]], [{ ok: true, data: { status: 'changed-since', words: added.words } }, refusal]);
  await userEvent.click(await screen.findByRole('button', { name: `Undo: ${added.words}` }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Undo anyway' }));
  const question = within(dialog).getByRole('group', { name: `Undo: ${added.words}` });
  await expect.element(within(question).getByText(`Undoing it double-books them: ${clash}`)).toBeVisible();
  await userEvent.click(within(question).getByRole('button', { name: 'Undo anyway' }));
  await expect.poll(() => changeCalls.length).toBe(3);
  expect(changeCalls).toEqual([
    { organizationId: '11', changeId: 7, overwrite: false, confirmConflicts: false },
    { organizationId: '11', changeId: 7, overwrite: true, confirmConflicts: false },
    { organizationId: '11', changeId: 7, overwrite: true, confirmConflicts: true },
  ]);
});

test('an Undo that breaks a working-time rule asks why, next to the question; an empty reason sends nothing', async () => {
  const rest = 'Benjamin Ortiz: rest 8 h, minimum 11 h.';
  const refusal: ActionResult<UndoResult> = { ok: false, error: { kind: 'conflict', message: 'Working-time rules', fieldErrors: { confirmConflicts: [rest], ruleBreaks: [rest] } } };
  const { dialog, changeCalls } = openHistory([[added]], [refusal]);
  await userEvent.click(await screen.findByRole('button', { name: `Undo: ${added.words}` }));
  const question = within(dialog).getByRole('group', { name: `Undo: ${added.words}` });
  await expect.element(within(question).getByText(`Undoing it breaks the working-time rules: ${rest}`)).toBeVisible();
  const why = within(question).getByRole('textbox', { name: 'Why go ahead despite the working-time rules?' });
  await userEvent.click(within(question).getByRole('button', { name: 'Undo anyway' }));
  await expect.element(why).toHaveAttribute('aria-invalid', 'true');
  await expect.element(why).toHaveAccessibleDescription('Say why this goes ahead despite the working-time rules.');
  expect(changeCalls).toHaveLength(1);
  await userEvent.type(why, '  Only opener trained  ');
  await userEvent.click(within(question).getByRole('button', { name: 'Undo anyway' }));
  await expect.poll(() => changeCalls.length).toBe(2);
  expect(changeCalls[1]).toEqual({ organizationId: '11', changeId: 7, overwrite: false, confirmConflicts: true, ruleBreakReason: 'Only opener trained' });
});

test('“Keep their change” writes nothing more and offers Undo again', async () => {
  const { dialog, changeCalls } = openHistory([[added]], [{ ok: true, data: { status: 'changed-since', words: added.words } }]);
  await userEvent.click(await screen.findByRole('button', { name: `Undo: ${added.words}` }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Keep their change' }));
  await expect.element(within(dialog).getByRole('button', { name: `Undo: ${added.words}` })).toBeVisible();
  expect(changeCalls).toHaveLength(1);
});

test('a copy’s Undo asks before deleting what it made, then calls the copy’s own Undo', async () => {
  const { dialog, copyCalls, changeCalls } = openHistory([[copied]]);
  await userEvent.click(await screen.findByRole('button', { name: `Undo: ${copied.words}` }));
  await expect.element(within(dialog).getByText('Undo deletes the items this copy made that are still there.')).toBeVisible();
  expect(copyCalls).toEqual([]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Undo the copy' }));
  await expect.poll(() => copyCalls).toEqual([{ organizationId: '11', copyId: copied.target.id, confirm: true }]);
  expect(changeCalls).toEqual([]);
});

test('a refused Undo says why beside its line, and the line keeps its Undo', async () => {
  const { dialog } = openHistory([[added]], [{ ok: false, error: { kind: 'forbidden', message: 'Your role does not allow this.', retryable: false } }]);
  await userEvent.click(await screen.findByRole('button', { name: `Undo: ${added.words}` }));
  await expect.element(within(dialog).getByRole('alert')).toHaveTextContent('Not undone: Your role does not allow this.');
  expect(within(dialog).getByRole('button', { name: `Undo: ${added.words}` })).toBeTruthy();
});
