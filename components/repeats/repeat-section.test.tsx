// The app's stylesheet: the 390 px layout under test comes from it.
import '@/app/globals.css';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { ActionResult } from '@/lib/errors';
import type { RepeatMarks, RepeatRule } from '@/lib/repeats';
import type { editFollowingAction, endSeriesAction, repeatItemAction, undoEndSeriesAction } from '@/lib/repeats/actions';
import { repeatMarksOptions } from '@/lib/repeats/queries';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent, testQueryClient } from '@/test/support/render-component';
import { repeatMark } from '@/test/support/repeat-mark';
import { RepeatMarksProvider } from './repeat-marks';
import { RepeatSection } from './repeat-section';

// The drawer's Repeat section: the editor's checks next to each field (nothing sent), its preview
// in words, the rule sent; on an occurrence the rule in words and "End repeat" after this shift.

const MONDAY_7 = Date.UTC(2027, 2, 1, 7); // Monday 1 March 2027, 07:00 UTC
const range = { from: MONDAY_7 - 86_400_000, to: MONDAY_7 + 7 * 86_400_000 };
const OCCURRENCE = repeatMark();

type RepeatItemAnswer = (input: unknown) => ActionResult<unknown>;

function showSection(marks: RepeatMarks = {}, answer?: RepeatItemAnswer) {
  const actions = {
    repeatItem: recordingAction<typeof repeatItemAction>(answer),
    editFollowing: recordingAction<typeof editFollowingAction>(),
    endSeries: recordingAction<typeof endSeriesAction>(() => ({ ok: true, data: { removed: 3 } })),
    undoEndSeries: recordingAction<typeof undoEndSeriesAction>(() => ({ ok: true, data: { broughtBack: 3 } })),
  };
  const queryClient = testQueryClient();
  queryClient.setQueryData(repeatMarksOptions('1', range).queryKey, marks);
  renderComponent(
    <RepeatMarksProvider organizationId="1" range={range}>
      <RepeatSection
        organizationId="1"
        item={{ id: '2', start: MONDAY_7 }}
        timeZone="UTC"
        canEdit
        actions={{ repeatItem: actions.repeatItem.action, editFollowing: actions.editFollowing.action, endSeries: actions.endSeries.action, undoEndSeries: actions.undoEndSeries.action }}
      />
    </RepeatMarksProvider>,
    { queryClient },
  );
  return actions;
}

const form = () => screen.getByRole('form', { name: 'Repeat' });
const save = () => userEvent.click(within(form()).getByRole('button', { name: 'Repeat' }));
const preview = () => form().querySelector('[data-repeat-preview]');

test('a plain shift: Repeat… opens the editor on its weekday, with the rule and its next days in words', async () => {
  showSection();
  await expect.element(screen.getByText('Does not repeat.')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'Repeat…' }));
  await expect.element(within(form()).getByRole('checkbox', { name: 'Monday' })).toBeChecked();
  expect(preview()?.textContent).toBe('Every Monday. Next: Mon 1 Mar, Mon 8 Mar, Mon 15 Mar, Mon 22 Mar, …');
  await userEvent.click(within(form()).getByRole('checkbox', { name: 'Thursday' }));
  await userEvent.fill(within(form()).getByLabelText(/^Every how many weeks/), '2');
  expect(preview()?.textContent).toBe('Every 2 weeks on Monday and Thursday. Next: Mon 1 Mar, Thu 4 Mar, Mon 15 Mar, Thu 18 Mar, …');
});

test('each refusal shows next to its field and nothing is sent', async () => {
  const { repeatItem } = showSection();
  await userEvent.click(screen.getByRole('button', { name: 'Repeat…' }));
  await userEvent.click(within(form()).getByRole('checkbox', { name: 'Monday' }));
  await userEvent.fill(within(form()).getByLabelText(/^Every how many weeks/), '13');
  await save();
  await expect.element(within(form()).getByRole('group', { name: 'On' })).toHaveAccessibleDescription('Pick at least one day');
  await expect.element(within(form()).getByLabelText(/^Every how many weeks/)).toHaveAccessibleDescription('At most every 12 weeks');
  await userEvent.click(within(form()).getByRole('radio', { name: 'After a number of times' }));
  await userEvent.fill(within(form()).getByLabelText(/^Times/), 'many');
  await userEvent.selectOptions(within(form()).getByLabelText(/^Repeats/), 'weekdays');
  await save();
  await expect.element(within(form()).getByLabelText(/^Times/)).toHaveAccessibleDescription('A whole number');
  await userEvent.click(within(form()).getByRole('radio', { name: 'On a date' }));
  await save();
  await expect.element(within(form()).getByLabelText(/^Last day/)).toHaveAccessibleDescription('A date such as 2027-03-31');
  expect(repeatItem.calls).toEqual([]);
});

test('a good rule is sent as the action reads it; a refusal of the server lands on its field', async () => {
  const { repeatItem } = showSection({}, (input) => ((input as { rule: RepeatRule }).rule.ends.kind === 'count' && ((input as { rule: RepeatRule }).rule.ends as { count: number }).count > 3 ? { ok: false, error: { kind: 'invalid_input', message: 'Check the times', retryable: false, fieldErrors: { 'rule.ends.count': ['At most 3 times here'] } } } : { ok: true, data: {} }));
  await userEvent.click(screen.getByRole('button', { name: 'Repeat…' }));
  await userEvent.selectOptions(within(form()).getByLabelText(/^Repeats/), 'weekdays');
  await userEvent.click(within(form()).getByRole('radio', { name: 'After a number of times' }));
  await userEvent.fill(within(form()).getByLabelText(/^Times/), '4');
  await save();
  await expect.element(within(form()).getByLabelText(/^Times/)).toHaveAccessibleDescription('At most 3 times here');
  await userEvent.fill(within(form()).getByLabelText(/^Times/), '3');
  expect(preview()?.textContent).toBe('Every weekday, 3 times. Next: Mon 1 Mar, Tue 2 Mar, Wed 3 Mar');
  await save();
  await expect.element(screen.getByText('Does not repeat.')).toBeVisible();
  expect(repeatItem.calls.at(-1)).toEqual({ organizationId: '1', itemId: '2', rule: { frequency: 'weekdays', weekdays: [], interval: 1, ends: { kind: 'count', count: 3 } }, confirmConflicts: false });
});

test('an occurrence shows its rule in words; End repeat ends it after this shift', async () => {
  const { endSeries } = showSection({ '2': OCCURRENCE });
  await expect.element(screen.getByText('Repeats every weekday until 31 March')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'End repeat after this shift' }));
  await expect.poll(() => endSeries.calls).toEqual([{ organizationId: '1', seriesId: OCCURRENCE.seriesId, fromDate: '2027-03-02' }]);
});

test('a series still being ended shows how many shifts are left to remove, at 390 px within the width and with nothing serious for axe', async () => {
  await page.viewport(390, 844);
  const { undoEndSeries } = showSection({ '2': { ...OCCURRENCE, ended: true, lastDate: '2027-03-01', changing: 2 } });
  await expect.element(page.getByRole('status')).toHaveTextContent('Ending… 2 shifts still to remove');
  expect(screen.queryByRole('button', { name: 'End repeat after this shift' })).toBeNull();
  const section = document.querySelector<HTMLElement>('[data-repeat-section]')!;
  expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  const { violations } = await axe.run(section, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Undo end' }));
  await expect.poll(() => undoEndSeries.calls).toEqual([{ organizationId: '1', seriesId: OCCURRENCE.seriesId }]);
});

test('at 390 px the editor fits the width and axe finds nothing serious', async () => {
  await page.viewport(390, 844);
  showSection();
  await userEvent.click(screen.getByRole('button', { name: 'Repeat…' }));
  await userEvent.click(page.getByRole('checkbox', { name: 'Monday' }));
  await save();
  await expect.element(page.getByRole('group', { name: 'On' })).toHaveAccessibleDescription('Pick at least one day');
  const section = document.querySelector<HTMLElement>('[data-repeat-section]')!;
  expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  const { violations } = await axe.run(section, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('an occurrence the pass left someone off says who and why (issue 27, point 4); at 390 px it fits and axe finds nothing serious', async () => {
  await page.viewport(390, 844);
  const why = 'Ana Lima is already on Elsewhere, Mon 1 Mar 08:00–10:00 at that time.';
  showSection({ '2': { ...OCCURRENCE, leftOff: [why] } });
  await expect.element(screen.getByText('Left off this shift by the repeat (nobody was there to confirm):')).toBeVisible();
  expect(screen.getByRole('listitem').textContent).toBe(why);
  const section = document.querySelector<HTMLElement>('[data-repeat-section]')!;
  expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
  const { violations } = await axe.run(section, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

test('Repeat… on a staffed shift: a double booking of its people is asked (issue 27, point 4), and a yes (no reason needed) sends it again', async () => {
  const DOUBLE = '1 of 3 occurrences double-book Ana Lima: Mon 1 Mar.';
  const { repeatItem } = showSection({}, (input) =>
    (input as { confirmConflicts: boolean }).confirmConflicts
      ? { ok: true, data: {} }
      : { ok: false, error: { kind: 'conflict', message: 'Confirm to go ahead.', retryable: false, fieldErrors: { confirmConflicts: [DOUBLE] } } },
  );
  await userEvent.click(screen.getByRole('button', { name: 'Repeat…' }));
  await save();
  const question = await screen.findByRole('dialog', { name: 'Double booking' });
  expect(within(question).getByRole('list', { name: 'Conflicts' }).textContent).toContain(DOUBLE);
  expect(within(question).queryByRole('textbox', { name: /Reason/ })).toBeNull();
  await userEvent.click(within(question).getByRole('button', { name: 'Repeat anyway' }));
  await expect.poll(() => repeatItem.calls.map((c) => (c as { confirmConflicts: boolean }).confirmConflicts)).toEqual([false, true]);
  await expect.element(screen.getByText('Does not repeat.')).toBeVisible();
});
