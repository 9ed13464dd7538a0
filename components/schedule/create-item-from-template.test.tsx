import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { CreateItemDialog } from './create-item-dialog';
import type { createCalendarItemAction } from '@/lib/schedule/actions';
import type { ShiftTemplate } from '@/lib/shift-templates';
import type { createFromTemplateAction } from '@/lib/shift-templates/actions';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent } from '@/test/support/render-component';
import { shownDateTime } from '@/test/support/date-time-field';
import { scheduleItem } from '@/test/support/schedule-item';

// "From template" in the New item dialog: focus starts on it, a name's first letter picks a
// template and fills the form on the shown day, Enter creates through the one action.

// The week of Monday 10 May 2027 in London is shown: a new item starts there.
const shown = { start: Date.UTC(2027, 4, 9, 23), end: Date.UTC(2027, 4, 16, 23) };
const members = [
  { userId: '501', fullName: 'Ana Lima', title: null, avatarUrl: null },
  { userId: '502', fullName: 'Ben Okafor', title: null, avatarUrl: null },
];
const templates: ShiftTemplate[] = [
  { id: '6f1c1a52-5d84-4f5e-9a39-5a2b61c0a001', name: 'Front desk', type: 'MULTI_ASSIGNEE_SHIFT', startTime: '07:00', endTime: '15:00', needs: 1, notes: '', people: [] },
  { id: '6f1c1a52-5d84-4f5e-9a39-5a2b61c0a002', name: 'Night desk', type: 'MULTI_ASSIGNEE_SHIFT', startTime: '22:00', endTime: '06:00', needs: 2, notes: 'Keys in the safe', people: ['501', '502'] },
];

function openDialog() {
  const create = recordingAction<typeof createCalendarItemAction>();
  const fromTemplate = recordingAction<typeof createFromTemplateAction>(() => ({ ok: true, data: { item: scheduleItem({ name: 'Night desk' }), needs: 2, refused: [] } }));
  const closed: true[] = [];
  renderComponent(
    <CreateItemDialog
      organizationId="11"
      timeZone="Europe/London"
      initial={null}
      shown={shown}
      members={members}
      membersNote={null}
      create={create.action}
      templates={{ list: templates, organizationZone: 'Europe/London', create: fromTemplate.action }}
      onClose={() => closed.push(true)}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'New item' });
  return { dialog, picker: within(dialog).getByRole('combobox', { name: /From template/ }), created: create.calls, sent: fromTemplate.calls, closed };
}

test('two keystrokes: focus starts on the picker, “N” picks Night desk and fills the form, Enter creates it with its needs and people', async () => {
  const { dialog, picker, sent, created, closed } = openDialog();
  await expect.element(picker).toHaveFocus();
  await userEvent.keyboard('N');
  await expect.element(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('Night desk');
  expect(shownDateTime(within(dialog).getByRole('group', { name: 'Ends' }))).toBe('2027-05-11 06:00'); // a night shift ends the next day
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => closed.length).toBe(1);
  expect(created).toEqual([]);
  expect(sent).toEqual([
    {
      organizationId: '11',
      type: 'MULTI_ASSIGNEE_SHIFT',
      name: 'Night desk',
      notes: 'Keys in the safe',
      timeZoneName: 'Europe/London',
      start: Date.UTC(2027, 4, 10, 21),
      end: Date.UTC(2027, 4, 11, 5),
      muteAssignmentNotifications: false,
      assigneeUserId: undefined,
      templateId: templates[1]!.id,
      needs: 2,
      people: ['501', '502'],
      confirmConflicts: false,
    },
  ]);
});

test('what a template filled can be changed before Create; needs that are not 1–50 are refused next to the field and nothing is sent', async () => {
  const { dialog, picker, sent, closed } = openDialog();
  await userEvent.selectOptions(picker, templates[1]!.id);
  const needs = within(dialog).getByRole('textbox', { name: /^Needs/ });
  await userEvent.fill(needs, '0');
  await expect.element(needs).toHaveAccessibleDescription('A whole number from 1 to 50');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  expect(sent).toEqual([]);
  await userEvent.fill(needs, '3');
  await userEvent.fill(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Night desk (short)');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ben Okafor' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  await expect.poll(() => closed.length).toBe(1);
  expect(sent).toMatchObject([{ name: 'Night desk (short)', needs: 3, people: ['501'] }]);
});

test('“No template” again makes a plain item through the plain create', async () => {
  const { dialog, picker, sent, created } = openDialog();
  await userEvent.selectOptions(picker, templates[0]!.id);
  await userEvent.selectOptions(picker, '');
  expect(within(dialog).queryByRole('textbox', { name: /^Needs/ })).toBeNull();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  await expect.poll(() => created.length).toBe(1);
  expect(sent).toEqual([]);
});
