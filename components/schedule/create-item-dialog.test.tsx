import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { createCalendarItemAction } from '@/lib/schedule/actions';
import type { ActionResult } from '@/lib/errors';
import { recordingAction } from '@/test/support/recording-action';
import { fillDateTime, shownDateTime } from '@/test/support/date-time-field';
import { renderComponent } from '@/test/support/render-component';
import { HourCycleProvider } from '@/components/ui/hour-cycle';
import type { HourCycle } from '@/lib/time/hour-cycle';
import { scheduleItem } from '@/test/support/schedule-item';
import { CreateItemDialog } from './create-item-dialog';

// The week of Monday 10 May 2027 in London is shown (not today's): a new item starts there at 09:00.
const shown = { start: Date.UTC(2027, 4, 9, 23), end: Date.UTC(2027, 4, 16, 23) };
const members = [{ userId: '501', fullName: 'Ana Lima', title: null, avatarUrl: null }];

function openDialog(answer: () => ActionResult<unknown> = () => ({ ok: true, data: scheduleItem({ name: 'Created' }) }), timeZone = 'Europe/London', hourCycle: HourCycle = 'h23') {
  const create = recordingAction<typeof createCalendarItemAction>(answer);
  const closed: true[] = [];
  renderComponent(
    <HourCycleProvider cycle={hourCycle}>
      <CreateItemDialog organizationId="11" timeZone={timeZone} initial={null} shown={shown} members={members} membersNote={null} create={create.action} onClose={() => closed.push(true)} />
    </HourCycleProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: 'New item' });
  const field = (label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`));
  const group = (name: string) => within(dialog).getByRole('group', { name });
  return { dialog, field, group, sent: create.calls, closed, submit: () => userEvent.click(within(dialog).getByRole('button', { name: 'Create' })) };
}

test('it opens on the shown week at 09:00, not today, with focus on Name', async () => {
  const { field, group } = openDialog();
  expect(shownDateTime(group('Starts'))).toBe('2027-05-10 09:00');
  expect(shownDateTime(group('Ends'))).toBe('2027-05-10 10:00');
  await expect.element(field('Name')).toHaveFocus();
});

test('an end before the start, or equal to it, is refused on the end; an empty start on the start; nothing is sent', async () => {
  const { field, group, submit, sent } = openDialog();
  await fillDateTime(group('Ends'), '2027-05-10T08:00');
  await submit();
  await expect.element(field('End time')).toHaveAccessibleDescription('End must be after start');
  await fillDateTime(group('Ends'), '2027-05-10T09:00');
  await submit();
  await expect.element(field('End time')).toHaveAccessibleDescription('An item cannot last zero minutes');
  await userEvent.clear(field('Start date'));
  await submit();
  await expect.element(field('Start date')).toHaveAccessibleDescription('Choose a date');
  expect(sent).toEqual([]);
});

test('a time the clocks skip is refused next to the field, and a name past 200 characters too', async () => {
  const { field, group, submit, sent } = openDialog(undefined, 'America/New_York');
  await userEvent.fill(field('Name'), 'n'.repeat(201));
  await fillDateTime(group('Starts'), '2027-03-14T02:30');
  await fillDateTime(group('Ends'), '2027-03-14T04:00');
  await submit();
  await expect.element(field('Start time')).toHaveAccessibleDescription('This time does not exist in that time zone (the clocks change)');
  await expect.element(field('Name')).toHaveAccessibleDescription('At most 200 characters');
  expect(sent).toEqual([]);
});

test('a good item is sent as instants in the chosen zone with its first assignee, and the dialog closes', async () => {
  const { dialog, field, submit, sent, closed } = openDialog();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Meeting' }));
  await userEvent.fill(field('Name'), 'Stand-up');
  await userEvent.selectOptions(field('First assignee'), 'Ana Lima');
  await submit();
  await expect.poll(() => closed.length).toBe(1);
  expect(sent).toEqual([
    { organizationId: '11', type: 'MEETING', name: 'Stand-up', notes: undefined, timeZoneName: 'Europe/London', start: Date.UTC(2027, 4, 10, 8), end: Date.UTC(2027, 4, 10, 9), muteAssignmentNotifications: false, assigneeUserId: '501', confirmConflicts: false },
  ]);
});

test('a first assignee the server finds double-booked is asked about: Cancel creates nothing, “Create anyway” sends the confirmation', async () => {
  const sentence = 'Ana Lima is already on Till, Mon 10 May 08:00–12:00 at that time.';
  const refusal: ActionResult<unknown> = { ok: false, error: { kind: 'conflict', message: `Double booking: ${sentence} Confirm to go ahead.`, fieldErrors: { confirmConflicts: [sentence] } } };
  const { field, submit, sent, closed } = openDialog(() => ((sent.at(-1) as { confirmConflicts?: boolean } | undefined)?.confirmConflicts ? { ok: true, data: scheduleItem({ name: 'Created' }) } : refusal));
  await userEvent.selectOptions(field('First assignee'), 'Ana Lima');
  await submit();
  const question = await screen.findByRole('dialog', { name: 'Double booking' });
  expect(question).toHaveTextContent(sentence);
  await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
  await expect.poll(() => screen.queryByRole('dialog', { name: 'Double booking' })).toBeNull();
  expect(closed).toEqual([]);
  await submit();
  await userEvent.click(await screen.findByRole('button', { name: 'Create anyway' }));
  await expect.poll(() => closed.length).toBe(1);
  expect(sent.map((input) => (input as { confirmConflicts: boolean }).confirmConflicts)).toEqual([false, false, true]);
});

test('a refusal is explained on the form, what was typed is kept, and the service’s member path lands on the assignee', async () => {
  let answer: ActionResult<unknown> = { ok: false, error: { kind: 'invalid_input', message: 'The service refused the item (405).' } };
  const { dialog, field, submit, closed } = openDialog(() => answer);
  await userEvent.fill(field('Name'), 'Refused');
  await submit();
  expect((await within(dialog).findByRole('alert')).textContent).toContain('Not createdThe service refused the item (405).');
  expect(field('Name')).toHaveValue('Refused');
  answer = { ok: false, error: { kind: 'invalid_input', message: 'Check the fields.', fieldErrors: { 'members.userId': ['Not a member of this organization'] } } };
  await submit();
  await expect.element(field('First assignee')).toHaveAccessibleDescription('Not a member of this organization');
  expect(within(dialog).queryByRole('alert')).toBeNull();
  expect(closed).toEqual([]);
});

test('with something typed, closing asks first', async () => {
  const { dialog, field, closed } = openDialog();
  await userEvent.fill(field('Name'), 'Half-typed shift');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await expect.element(within(dialog).getByRole('alertdialog', { name: 'Discard changes?' })).toBeVisible();
  expect(closed).toEqual([]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
  expect(closed).toEqual([true]);
});

test('from a roster cell it opens on that span with that person as the first assignee, and sends them', async () => {
  const create = recordingAction<typeof createCalendarItemAction>(() => ({ ok: true, data: scheduleItem({ name: 'Created' }) }));
  const span = { start: Date.UTC(2027, 4, 12, 8), end: Date.UTC(2027, 4, 12, 16) };
  renderComponent(<CreateItemDialog organizationId="11" timeZone="Europe/London" initial={span} assigneeUserId="501" shown={shown} members={members} membersNote={null} create={create.action} onClose={() => undefined} />);
  const dialog = screen.getByRole('dialog', { name: 'New item' });
  expect(shownDateTime(within(dialog).getByRole('group', { name: 'Starts' }))).toBe('2027-05-12 09:00');
  expect(within(dialog).getByLabelText(/^First assignee/)).toHaveValue('501');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  await expect.poll(() => create.calls.length).toBe(1);
  expect(create.calls[0]).toMatchObject({ assigneeUserId: '501', start: span.start, end: span.end });
});

test('in a 12-hour locale the times show 12-hour and a time typed “7pm” is read as 19:00', async () => {
  const { field, group, submit, sent } = openDialog(undefined, 'Europe/London', 'h12');
  expect(shownDateTime(group('Starts'))).toBe('2027-05-10 9:00 AM');
  await userEvent.fill(field('End time'), '7pm');
  await userEvent.tab();
  expect(shownDateTime(group('Ends'))).toBe('2027-05-10 7:00 PM');
  await submit();
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).toMatchObject({ start: Date.UTC(2027, 4, 10, 8), end: Date.UTC(2027, 4, 10, 18) });
});

test('a time that is not one is refused next to its field with the reason, and nothing is sent', async () => {
  const { field, submit, sent } = openDialog();
  await userEvent.fill(field('Start time'), '25:00');
  await userEvent.fill(field('End time'), '13 pm');
  await submit();
  await expect.element(field('Start time')).toHaveAccessibleDescription('Hours run from 0 to 23 (or 1 to 12 with AM or PM)');
  await expect.element(field('Start time')).toHaveAttribute('aria-invalid', 'true');
  await expect.element(field('Start date')).not.toHaveAttribute('aria-invalid');
  await expect.element(field('End time')).toHaveAccessibleDescription('With AM or PM the hour runs from 1 to 12');
  await expect.element(field('Start time')).toHaveFocus();
  expect(sent).toEqual([]);
  await userEvent.fill(field('Start time'), '7:60');
  await expect.element(field('Start time')).toHaveAccessibleDescription('Minutes run from 00 to 59');
  expect(sent).toEqual([]);
});
