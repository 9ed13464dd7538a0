import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { assignItemMembersAction } from '@/lib/staffing/actions';
import type { ActionResult } from '@/lib/errors';
import type { MemberOption } from '@/lib/people/member-option';
import { cacheCandidates } from '@/test/support/candidates-read';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent, testQueryClient } from '@/test/support/render-component';
import { scheduleItem } from '@/test/support/schedule-item';
import type { ScheduleItem } from '@/lib/schedule';
import { AssignmentPanel } from './assignment-panel';

const people: MemberOption[] = [
  { userId: '1', fullName: 'Ana Lima', title: null, avatarUrl: null },
  { userId: '2', fullName: 'Ben Okafor', title: null, avatarUrl: null },
];
const item = scheduleItem();

function showPanel(answer: (input: unknown) => ActionResult<unknown> = () => ({ ok: true, data: { item, results: [] } }), others: ScheduleItem[] = []) {
  const assign = recordingAction<typeof assignItemMembersAction>(answer);
  const queryClient = testQueryClient();
  cacheCandidates(queryClient, '11', item, people, others);
  renderComponent(<AssignmentPanel organizationId="11" item={item} people={people} assign={assign.action} />, { queryClient });
  const form = screen.getByRole('form', { name: 'Add people' });
  return {
    form,
    sent: assign.calls,
    field: (label: string) => within(form).getByLabelText(new RegExp(`^${label}`)),
    tab: (name: string) => userEvent.click(within(form).getByRole('tab', { name })),
    choose: async (name: string) => {
      await userEvent.fill(within(form).getByRole('combobox', { name: 'Search people by name or title' }), name);
      await userEvent.keyboard('{ArrowDown}{Enter}');
    },
    add: () => userEvent.click(within(form).getByRole('button', { name: 'Add to item' })),
  };
}

test('an invite with a phone number that cannot exist is refused next to the field; nothing is sent', async () => {
  const { field, tab, add, sent } = showPanel();
  await tab('Invite by phone');
  await userEvent.fill(field('Full name'), 'Nobody Real');
  await userEvent.fill(field('Country code'), '1');
  await userEvent.fill(field('Phone'), '555 555 5555');
  await add();
  await expect.element(field('Phone')).toHaveAccessibleDescription('Not a valid phone number for that country code');
  expect(sent).toEqual([]);
});

test('Add with nobody chosen says to choose someone', async () => {
  const { form, field, add, sent } = showPanel();
  await userEvent.selectOptions(field('Their status'), 'ACCEPTED'); // something changed: Add is enabled
  await add();
  await expect.element(within(form).getByText('Choose at least one person')).toBeVisible();
  expect(sent).toEqual([]);
});

test('the item status follows the people’s status until it is set by hand', async () => {
  const { field } = showPanel();
  await userEvent.selectOptions(field('Their status'), 'PENDING_RESPONSE');
  expect(field('Item status afterwards')).toHaveValue('OPEN');
  await userEvent.selectOptions(field('Their status'), 'ACCEPTED');
  expect(field('Item status afterwards')).toHaveValue('ASSIGNED');
  await userEvent.selectOptions(field('Item status afterwards'), 'OPEN');
  await userEvent.selectOptions(field('Their status'), 'ASSIGNED');
  expect(field('Item status afterwards')).toHaveValue('OPEN');
});

test('people chosen by keyboard are sent one assignee each; a partial refusal says exactly who', async () => {
  const { form, choose, add, sent } = showPanel(() => ({
    ok: true,
    data: { item, results: [{ assignee: { type: 'USER', userId: '1' }, ok: false, error: { kind: 'unavailable', message: 'The service was unavailable (503).' } }, { assignee: { type: 'USER', userId: '2' }, ok: true }] },
  }));
  await choose('Ana');
  await choose('Ben');
  await userEvent.keyboard('{Escape}'); // the list floats over the button
  await add();
  const results = await within(form).findByText('1 of 2 added; 1 not added');
  expect(results.parentElement).toHaveTextContent('Ana Lima: not added, The service was unavailable (503).');
  expect(results.parentElement).toHaveTextContent('Ben Okafor: added');
  expect(sent).toEqual([
    {
      organizationId: '11',
      itemId: item.id,
      assignees: [
        { type: 'USER', userId: '1', initialStatus: 'ASSIGNED' },
        { type: 'USER', userId: '2', initialStatus: 'ASSIGNED' },
      ],
      initialStatus: 'ASSIGNED',
      newCalendarItemStatus: 'ASSIGNED',
      shouldReplaceMemberStatuses: false,
      confirmConflicts: false,
    },
  ]);
});

// Ana already works the till 12:00–14:00 on the item's day (09:00–17:00).
const till = scheduleItem({ id: '9002', name: 'Till', start: Date.UTC(2027, 1, 2, 12), end: Date.UTC(2027, 1, 2, 14), members: [{ key: 'USER:1', type: 'USER', userId: '1', groupId: null, displayName: 'Ana Lima', avatarUrl: null, status: 'ASSIGNED', phone: null }] });
const added = () => ({ ok: true as const, data: { item, results: [{ assignee: { type: 'USER', userId: '1' }, ok: true }] } });

test('choosing a double-booked person by keyboard asks before adding: Cancel sends nothing, “Add anyway” sends the confirmation', async () => {
  const { choose, add, sent } = showPanel(added, [till]);
  await choose('Ana');
  await userEvent.keyboard('{Escape}');
  await add();
  const dialog = await screen.findByRole('dialog', { name: 'Double booking' });
  await expect.element(within(dialog).getByRole('listitem')).toHaveTextContent('Ana Lima is already on Till, Tue 2 Feb 12:00–14:00 at that time.');
  // Cancel has the focus: Enter changes nothing.
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => screen.queryByRole('dialog', { name: 'Double booking' })).toBeNull();
  expect(sent).toEqual([]);
  await add();
  await userEvent.click(await screen.findByRole('button', { name: 'Add anyway' }));
  await expect.poll(() => sent.map((s) => (s as { confirmConflicts: boolean }).confirmConflicts)).toEqual([true]);
});

test('a double booking only the server sees (the warnings not read yet) asks too, then sends again confirmed', async () => {
  const sentence = 'Ben Okafor is already on Night, Tue 2 Feb 08:00–10:00 at that time.';
  const { choose, add, sent } = showPanel((input) =>
    (input as { confirmConflicts: boolean }).confirmConflicts ? added() : { ok: false, error: { kind: 'conflict', message: `Double booking: ${sentence} Confirm to go ahead.`, fieldErrors: { confirmConflicts: [sentence] } } },
  );
  await choose('Ben');
  await userEvent.keyboard('{Escape}');
  await add();
  const dialog = await screen.findByRole('dialog', { name: 'Double booking' });
  await expect.element(within(dialog).getByRole('listitem')).toHaveTextContent(sentence);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add anyway' }));
  await expect.poll(() => sent.map((s) => (s as { confirmConflicts: boolean }).confirmConflicts)).toEqual([false, true]);
});

test('the picker marks someone who may not work the item’s position; adding them asks first, and sends the yes the server asks for too', async () => {
  const assign = recordingAction<typeof assignItemMembersAction>(added);
  const queryClient = testQueryClient();
  cacheCandidates(queryClient, '11', item, people, [], 'Europe/London', undefined, { id: 'n', name: 'Nurse', mayWork: (userId) => userId === '2' });
  renderComponent(<AssignmentPanel organizationId="11" item={item} people={people} assign={assign.action} />, { queryClient });
  const form = screen.getByRole('form', { name: 'Add people' });
  await userEvent.click(within(form).getByRole('combobox', { name: 'Search people by name or title' }));
  // Ben may work it: he comes first; Ana is marked.
  const options = within(await within(form).findByRole('listbox')).getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining('Ben Okafor'), expect.stringContaining('Ana Lima')]);
  expect(options[1]).toHaveTextContent('Not a Nurse');
  expect(options[0]).not.toHaveTextContent('Not a Nurse');
  await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}{Escape}');
  await userEvent.click(within(form).getByRole('button', { name: 'Add to item' }));
  const dialog = await screen.findByRole('dialog', { name: 'Position' });
  await expect.element(within(dialog).getByRole('listitem')).toHaveTextContent('Ana Lima is not a Nurse.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  expect(assign.calls).toEqual([]);
  await userEvent.click(within(form).getByRole('button', { name: 'Add to item' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Add anyway' }));
  await expect.poll(() => assign.calls.map((s) => (s as { confirmConflicts: boolean; assignees: { userId: string }[] }).assignees[0]?.userId)).toEqual(['1']);
  // The server asks the same question (lib/staffing/server/position-questions.ts): the yes goes with the write, so it is not asked twice.
  expect((assign.calls[0] as { confirmConflicts: boolean }).confirmConflicts).toBe(true);
});
