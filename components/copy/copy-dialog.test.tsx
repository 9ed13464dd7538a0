import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { startCopyAction } from '@/lib/copy/actions';
import type { CopyRequest } from '@/lib/copy/copy-input';
import { copyRefusal, dayRange } from '@/lib/copy/copy-plan';
import type { CopyPreview, CopyPreviewItem } from '@/lib/copy/copy-views';
import type { ActionResult } from '@/lib/errors';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent } from '@/test/support/render-component';
import { CopyDialog } from './copy-dialog';

const timeZone = 'Europe/London';
const item = (id: string, name: string, there: boolean): CopyPreviewItem => ({ sourceItemId: id, type: 'MULTI_ASSIGNEE_SHIFT', name, start: Date.UTC(2027, 5, 8, 9), end: Date.UTC(2027, 5, 8, 17), targetStart: Date.UTC(2027, 5, 15, 9), targetEnd: Date.UTC(2027, 5, 15, 17), people: [], existingAtTarget: there ? [`at-target-${id}`] : [], doubleBookings: [], ruleBreaks: [] });

/**
 * The preview as the route makes it: the week's items (`count` of them, or the two named ones),
 * refused by the same rule the server applies (lib/copy/copy-plan.ts), 7 days back at most;
 * those named in `already` are already at the target.
 */
function previewOf(count?: number, already: string[] = [], clashes: Record<string, string[]> = {}, breaks: Record<string, string[]> = {}) {
  const asked: CopyRequest[] = [];
  const read = async (request: CopyRequest): Promise<CopyPreview> => {
    asked.push(request);
    const items = count === undefined ? [item('a', 'Copy picked', already.includes('a')), item('b', 'Copy left out', already.includes('b'))].map((i) => ({ ...i, doubleBookings: clashes[i.sourceItemId] ?? [], ruleBreaks: breaks[i.sourceItemId] ?? [] })) : [];
    const refusal = copyRefusal({ span: request.span, sourceDate: request.sourceDate, targetDate: request.targetDate, timeZone, itemCount: count ?? items.length, now: Date.now(), pastLimitDays: 7, fromTemplate: request.templateId !== undefined });
    return { timeZone, source: dayRange(request.sourceDate, request.span, timeZone), target: dayRange(request.targetDate, request.span, timeZone), items, refusal };
  };
  return { read, asked };
}

type Opening = { count?: number; already?: string[]; clashes?: Record<string, string[]>; breaks?: Record<string, string[]>; answer?: () => ActionResult<unknown>; recent?: string; onTemplate?: boolean };

const usualWeek = { id: '6f1c8f7e-2a3b-4c5d-8e9f-0a1b2c3d4e5f', name: 'Usual week', withPeople: true, itemCount: 2 };

function openCopy({ count, already, clashes, breaks, answer = () => ({ ok: true, data: { copyId: 'copy-1' } }), recent, onTemplate }: Opening = {}) {
  const preview = previewOf(count, already, clashes, breaks);
  const start = recordingAction<typeof startCopyAction>(answer);
  // Wednesday 9 June 2027 is shown: the week of Monday 7 June is copied, to the next by default.
  renderComponent(<CopyDialog organizationId="11" timeZone={timeZone} shownDate="2027-06-09" view="week" onClose={() => undefined} readPreview={preview.read} startCopy={start.action} renderResult={(copyId) => <p>Result of {copyId}</p>} renderRecent={recent ? (open) => <button onClick={() => open(recent)}>Open {recent}</button> : undefined} templates={[usualWeek]} startWith={onTemplate ? 'template' : undefined} />);
  const dialog = screen.getByRole('dialog', { name: onTemplate ? 'Apply a week template' : 'Copy to another week or day' });
  return {
    dialog,
    asked: preview.asked,
    started: start.calls,
    target: within(dialog).getByLabelText(/^To the week of/),
    press: (name: string | RegExp) => userEvent.click(within(dialog).getByRole('button', { name })),
    copyButton: () => within(dialog).queryByRole('button', { name: /^Copy \d/ }),
  };
}

test('a target week that overlaps the one copied is refused next to the field; nothing can be copied', async () => {
  const { target, press, copyButton, started } = openCopy();
  await userEvent.fill(target, '2027-06-10');
  await press('Preview');
  await expect.element(target).toHaveAccessibleDescription(/overlaps the week being copied/);
  expect(copyButton()).toBeNull();
  expect(started).toEqual([]);
});

test('a target more than the limit in the past is refused next to the field', async () => {
  const { target, press, copyButton } = openCopy();
  await userEvent.fill(target, '2020-01-06');
  await press('Preview');
  await expect.element(target).toHaveAccessibleDescription(/more than 7 days in the past/);
  expect(copyButton()).toBeNull();
});

test('more than 2,000 items is refused as an alert on what to copy', async () => {
  const { dialog, press, copyButton } = openCopy({ count: 2001 });
  await press('Preview');
  await expect.element(within(dialog).getByRole('alert')).toHaveTextContent(/2001 items is more than 2,000 at once/);
  expect(copyButton()).toBeNull();
});

test('a date left empty is refused before any preview is read', async () => {
  const { target, press, asked } = openCopy();
  await userEvent.clear(target);
  await press('Preview');
  await expect.element(target).toHaveAccessibleDescription('Pick a date');
  expect(asked).toEqual([]);
});

test('chosen items: the preview lists the week, unticked ones stay behind, and the copy starts with the ticked ones', async () => {
  const { dialog, press, started } = openCopy();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Chosen items of the week' }));
  await press('Preview');
  await expect.element(within(dialog).getByRole('button', { name: 'Copy 2 items' })).toBeVisible();
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Copy Copy left out/ }));
  await press('Copy 1 item');
  await expect.element(screen.getByText('Result of copy-1')).toBeVisible();
  expect(started).toEqual([{ organizationId: '11', span: 'week', sourceDate: '2027-06-07', targetDate: '2027-06-14', withPeople: true, alreadyThere: 'skip', itemIds: ['a'], copyKey: expect.any(String), confirmConflicts: false }]);
});

test('items already at the target are skipped unless chosen: the count, the badges and the request say so', async () => {
  const { dialog, press, started, asked } = openCopy({ already: ['b'] });
  await press('Preview');
  await expect.element(within(dialog).getByRole('status')).toHaveTextContent('1 item will be created. 1 is already at the target (same type, name and start) and skipped.');
  await expect.element(within(dialog).getByText('Already there: skipped')).toBeVisible();
  await expect.element(within(dialog).getByRole('radio', { name: 'Skip the 1 already there' })).toBeChecked();
  await expect.element(within(dialog).getByRole('button', { name: 'Copy 1 item' })).toBeVisible();

  // Changing the choice changes the count, not the preview (it is not read again).
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Copy them too (a second of each)' }));
  await expect.element(within(dialog).getByText('Already there: a second is made')).toBeVisible();
  await press('Copy 2 items');
  await expect.element(screen.getByText('Result of copy-1')).toBeVisible();
  expect(asked).toHaveLength(1);
  expect(started).toEqual([expect.objectContaining({ alreadyThere: 'copy' })]);
});

test('a week that is all there already copies nothing until "Copy them too" is chosen', async () => {
  const { dialog, press, copyButton, started } = openCopy({ already: ['a', 'b'] });
  await press('Preview');
  await expect.element(within(dialog).getByRole('status')).toHaveTextContent('0 items will be created. 2 are already at the target (same type, name and start) and skipped.');
  expect(copyButton()).toBeNull();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Copy them too (a second of each)' }));
  await press('Copy 2 items');
  expect(started).toEqual([expect.objectContaining({ alreadyThere: 'copy' })]);
});

test('the double bookings a copy with its people would make are named, for the items it makes only; the copy may still go ahead', async () => {
  const clash = 'Ana Lima is already on Bar, Tue 15 Jun 09:00–17:00 at that time.';
  const { dialog, press, started } = openCopy({ already: ['b'], clashes: { a: [clash], b: ['Ben Okafor is already on Till, Tue 15 Jun 09:00–17:00 at that time.'] } });
  await press('Preview');
  await expect.element(within(dialog).getByTestId('copy-double-bookings')).toHaveTextContent(/^1 copy puts someone on two things at once \(named below\)\. The copy still goes ahead/);
  // The item already there is skipped: it makes no double booking, so none is named for it.
  expect(within(dialog).getAllByRole('list', { name: 'Double bookings' }).map((list) => list.textContent)).toEqual([clash]);
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Copy them too (a second of each)' }));
  await expect.element(within(dialog).getByTestId('copy-double-bookings')).toHaveTextContent(/^2 copies put someone/);
  await press('Copy 2 items');
  expect(started).toEqual([expect.objectContaining({ withPeople: true, alreadyThere: 'copy' })]);
});

test('the working-time rules a copy with its people would break are named with the figures, for the items it makes only', async () => {
  const rest = 'Ana Lima: rest 7 h, minimum 11 h.';
  const { dialog, press } = openCopy({ already: ['b'], breaks: { a: [rest], b: ['Ben Okafor: shift 9 h, maximum 8 h.'] } });
  await press('Preview');
  await expect.element(within(dialog).getByTestId('copy-rule-breaks')).toHaveTextContent(/^1 copy breaks a working-time rule for someone \(named below\)\. The copy still goes ahead/);
  expect(within(dialog).getAllByRole('list', { name: 'Working-time rule breaks' }).map((list) => list.textContent)).toEqual([rest]);
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Copy them too (a second of each)' }));
  await expect.element(within(dialog).getByTestId('copy-rule-breaks')).toHaveTextContent(/^2 copies break/);
});

test('a copy that breaks a working-time rule starts only after the question, with a reason (issue 27, point 4)', async () => {
  const rest = '“Copy picked”: Ana Lima: rest 7 h, minimum 11 h.';
  const answer = (input: { ruleBreakReason?: string }): ActionResult<unknown> =>
    input.ruleBreakReason ? { ok: true, data: { copyId: 'copy-1' } } : { ok: false, error: { kind: 'conflict', message: 'Confirm to go ahead.', retryable: false, fieldErrors: { confirmConflicts: [rest], ruleBreaks: [rest] } } };
  const { dialog, press, started } = openCopy({ breaks: { a: ['Ana Lima: rest 7 h, minimum 11 h.'] }, answer: answer as never });
  await press('Preview');
  await press(/^Copy 2 items/);
  const question = await screen.findByRole('dialog', { name: 'Working-time rules' });
  expect(within(question).getByRole('list', { name: 'Conflicts' }).textContent).toContain(rest);
  await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
  await expect.poll(() => screen.queryByRole('dialog', { name: 'Working-time rules' })).toBeNull();
  expect(started).toHaveLength(1);
  await expect.element(within(dialog).getByRole('button', { name: /^Copy 2 items/ })).toBeVisible();
  await press(/^Copy 2 items/);
  const again = await screen.findByRole('dialog', { name: 'Working-time rules' });
  await userEvent.fill(within(again).getByRole('textbox', { name: /Reason/ }), 'Inventory night');
  await userEvent.click(within(again).getByRole('button', { name: 'Copy anyway' }));
  await expect.element(screen.getByText('Result of copy-1')).toBeVisible();
  expect(started.map((s) => [(s as { confirmConflicts?: boolean }).confirmConflicts, (s as { ruleBreakReason?: string }).ruleBreakReason])).toEqual([[false, undefined], [false, undefined], [true, 'Inventory night']]);
});

test('a recent copy opens its result again, where its Undo is', async () => {
  openCopy({ recent: 'copy-9' });
  await userEvent.click(screen.getByRole('button', { name: 'Open copy-9' }));
  await expect.element(screen.getByText('Result of copy-9')).toBeVisible();
});

test('a change to the form after a preview asks for a new one', async () => {
  const { dialog, target, press, copyButton } = openCopy();
  await press('Preview');
  await expect.poll(copyButton).not.toBeNull();
  await userEvent.fill(target, '2027-06-21');
  expect(within(dialog).getByRole('button', { name: 'Preview' })).toBeVisible();
});

test('a refusal from the start action lands on its field; the copy does not start', async () => {
  const { target, press } = openCopy({ answer: () => ({ ok: false, error: { kind: 'invalid_input', message: 'Refused.', fieldErrors: { targetDate: ['The target is more than 7 days in the past.'] } } }) });
  await press('Preview');
  await press('Copy 2 items');
  await expect.element(target).toHaveAccessibleDescription('The target is more than 7 days in the past.');
  expect(screen.queryByText(/^Result of/)).toBeNull();
});

test('with a draft open, the week before is copied into the shown week’s draft by default: lines, not a copy; a refusal shows next to the field', async () => {
  const preview = previewOf();
  const start = recordingAction<typeof startCopyAction>();
  const asked: CopyRequest[] = [];
  const copied: unknown[] = [];
  let answer: ActionResult<{ lines: unknown[] }> = { ok: false, error: { kind: 'invalid_input', message: 'Some fields need attention', fieldErrors: { targetDate: ['Outside the draft’s week'] } } };
  const intoDraft = { copy: async (request: CopyRequest) => (asked.push(request), answer), onCopied: (result: { lines: unknown[] }) => void copied.push(result) };
  renderComponent(<CopyDialog organizationId="11" timeZone={timeZone} shownDate="2027-06-16" view="week" onClose={() => undefined} readPreview={preview.read} startCopy={start.action} renderResult={() => null} intoDraft={intoDraft} />);
  const dialog = screen.getByRole('dialog', { name: 'Copy to another week or day' });
  await expect.element(within(dialog).getByLabelText(/^Week to copy/)).toHaveValue('2027-06-07');
  await expect.element(within(dialog).getByLabelText(/^To the week of/)).toHaveValue('2027-06-14');
  await expect.element(within(dialog).getByLabelText(/^Into the draft/)).toBeChecked();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Preview' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Copy 2 items into the draft' }));
  await expect.element(within(dialog).getByLabelText(/^To the week of/)).toHaveAccessibleDescription('Outside the draft’s week');
  expect(copied).toEqual([]);
  answer = { ok: true, data: { lines: ['a', 'b'] } };
  await userEvent.click(within(dialog).getByRole('button', { name: 'Copy 2 items into the draft' }));
  expect(asked.map((r) => [r.sourceDate, r.targetDate, r.withPeople])).toEqual([
    ['2027-06-07', '2027-06-14', true],
    ['2027-06-07', '2027-06-14', true],
  ]);
  expect(copied).toEqual([{ lines: ['a', 'b'] }]);
  expect(start.calls).toEqual([]);
});

test('applying a week template: none chosen is refused next to the field; the chosen one is previewed and copied onto the target week', async () => {
  const { dialog, press, asked, started, copyButton } = openCopy({ onTemplate: true });
  const template = within(dialog).getByRole('combobox', { name: /Week template/ });
  await press('Preview');
  await expect.element(template).toHaveAccessibleDescription(/Choose a week template/);
  expect(asked).toEqual([]);
  await userEvent.selectOptions(template, usualWeek.id);
  await userEvent.fill(within(dialog).getByLabelText(/^To the week of/), '2027-06-16');
  await press('Preview');
  await expect.poll(() => asked).toEqual([{ organizationId: '11', span: 'week', sourceDate: '2027-06-14', targetDate: '2027-06-14', withPeople: true, alreadyThere: 'skip', templateId: usualWeek.id }]);
  await expect.poll(() => copyButton()?.textContent).toBe('Copy 2 items');
  await userEvent.click(copyButton()!);
  await expect.poll(() => started).toEqual([expect.objectContaining({ templateId: usualWeek.id, sourceDate: '2027-06-14', targetDate: '2027-06-14', copyKey: expect.any(String) })]);
});
