import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { PositionsRead } from '@/lib/positions';
import type { addPositionAction, removePositionAction, renamePositionAction, setItemPositionAction, setPersonPositionsAction } from '@/lib/positions/actions';
import { positionsOptions } from '@/lib/positions/queries';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent, testQueryClient } from '@/test/support/render-component';
import { ItemPositionForm } from './item-position-form';
import { PersonPositionsForm } from './person-positions-dialog';
import { PositionsEditor } from './positions-editor';

const nurse = { id: '00000000-0000-4000-8000-000000000001', name: 'Nurse' };
const desk = { id: '00000000-0000-4000-8000-000000000002', name: 'Front desk' };
const read: PositionsRead = { positions: [desk, nurse], items: {}, people: { '7': [nurse.id] } };

/** The positions read in the cache, fresh for an hour (the component never asks the absent server). */
function cached(data: PositionsRead = read) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(positionsOptions('1').queryKey, data, { updatedAt: Date.now() + 3_600_000 });
  return queryClient;
}

test('Settings: a bad name is refused next to the field and nothing is sent; a taken name comes back next to it from the server', async () => {
  const add = recordingAction<typeof addPositionAction>(() => ({ ok: false, error: { kind: 'invalid_input', message: 'Bad', fieldErrors: { name: ['“Nurse” already exists'] } } }));
  const rename = recordingAction<typeof renamePositionAction>();
  const remove = recordingAction<typeof removePositionAction>();
  renderComponent(<PositionsEditor organizationId="1" organizationName="North" actions={{ add: add.action, rename: rename.action, remove: remove.action }} />, { queryClient: cached() });
  const form = screen.getByRole('form', { name: 'New position' });
  const field = within(form).getByLabelText(/^New position/);
  const submit = () => userEvent.click(within(form).getByRole('button', { name: 'Add position' }));
  await submit();
  await expect.element(field).toHaveAccessibleDescription('Enter a name');
  await userEvent.fill(field, 'x'.repeat(41));
  await submit();
  await expect.element(field).toHaveAccessibleDescription('At most 40 characters');
  expect(add.calls).toEqual([]);
  await userEvent.fill(field, 'NURSE');
  await submit();
  await expect.element(field).toHaveAccessibleDescription('“Nurse” already exists');
  expect(add.calls).toEqual([{ organizationId: '1', name: 'NURSE' }]);
});

test('Settings: removing a position in use shows what uses it and asks; Keep it sends nothing more, Remove anyway confirms', async () => {
  const remove = recordingAction<typeof removePositionAction>((input) =>
    (input as { confirm?: boolean }).confirm ? { ok: true, data: { id: nurse.id, items: 2, people: 1 } } : { ok: false, error: { kind: 'conflict', message: 'Nurse is required by 2 shifts and worked by 1 person. Remove it anyway?' } },
  );
  renderComponent(<PositionsEditor organizationId="1" organizationName="North" actions={{ add: recordingAction<typeof addPositionAction>().action, rename: recordingAction<typeof renamePositionAction>().action, remove: remove.action }} />, { queryClient: cached() });
  await userEvent.click(screen.getByRole('button', { name: 'Remove Nurse' }));
  await expect.element(screen.getByRole('alert')).toHaveTextContent('Nurse is required by 2 shifts and worked by 1 person. Remove it anyway?');
  await userEvent.click(screen.getByRole('button', { name: 'Keep it' }));
  expect(screen.queryByRole('alert')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Remove Nurse' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Remove anyway' }));
  await expect.poll(() => remove.calls.map((c) => (c as { confirm?: boolean }).confirm)).toEqual([false, false, true]);
});

test('the Members page: the same editor headed “Positions” with what they are for, for schedulers; renaming sends the new name', async () => {
  const rename = recordingAction<typeof renamePositionAction>(() => ({ ok: true, data: { id: desk.id, name: 'Reception' } }));
  renderComponent(
    <PositionsEditor organizationId="1" organizationName="North" title="Positions" description="What a shift can require." actions={{ add: recordingAction<typeof addPositionAction>().action, rename: rename.action, remove: recordingAction<typeof removePositionAction>().action }} />,
    { queryClient: cached() },
  );
  const section = screen.getByRole('region', { name: 'Positions of North' });
  await expect.element(within(section).getByRole('heading', { name: 'Positions' })).toBeVisible();
  expect(section).toHaveTextContent('What a shift can require.');
  await userEvent.click(within(section).getByRole('button', { name: 'Rename Front desk' }));
  await userEvent.fill(within(section).getByRole('textbox', { name: /^New name for Front desk/ }), 'Reception');
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => rename.calls).toEqual([{ organizationId: '1', positionId: desk.id, name: 'Reception' }]);
});

test('the drawer’s select shows the suggestion from the item’s name; Use puts it in the select, Save sends it', async () => {
  const save = recordingAction<typeof setItemPositionAction>();
  renderComponent(<ItemPositionForm organizationId="1" item={{ id: '55', name: 'Front desk 07–15', holders: ['7'] }} save={save.action} />, { queryClient: cached() });
  const form = screen.getByRole('form', { name: 'Required position' });
  const select = within(form).getByLabelText(/^Requires position/);
  await expect.element(select).toHaveValue('');
  await expect.element(within(form).getByTestId('position-suggestion')).toHaveTextContent('Suggested: Front desk (The name says “Front desk”)');
  expect(save.calls).toEqual([]);
  await userEvent.click(within(form).getByRole('button', { name: 'Use the suggested position Front desk' }));
  await expect.element(select).toHaveValue(desk.id);
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await expect.poll(() => save.calls).toEqual([{ organizationId: '1', itemId: '55', positionId: desk.id }]);
});

test('the drawer’s select: choosing None clears the item’s position; a refusal shows next to the select', async () => {
  const save = recordingAction<typeof setItemPositionAction>(() => ({ ok: false, error: { kind: 'invalid_input', message: 'Bad', fieldErrors: { positionId: ['Not one of this organization’s positions'] } } }));
  renderComponent(<ItemPositionForm organizationId="1" item={{ id: '55', name: 'Ward', holders: [] }} save={save.action} />, { queryClient: cached({ ...read, items: { '55': nurse.id } }) });
  const form = screen.getByRole('form', { name: 'Required position' });
  const select = within(form).getByLabelText(/^Requires position/);
  await expect.element(select).toHaveValue(nurse.id);
  expect(within(form).queryByTestId('position-suggestion')).toBeNull();
  await userEvent.selectOptions(select, 'None');
  await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
  await expect.element(select).toHaveAccessibleDescription('Not one of this organization’s positions');
  expect(save.calls).toEqual([{ organizationId: '1', itemId: '55', positionId: null }]);
});

test('a person’s positions: ticked ones are saved in list order; the title’s suggestion is added only when asked', async () => {
  const save = recordingAction<typeof setPersonPositionsAction>();
  renderComponent(<PersonPositionsForm organizationId="1" person={{ userId: '7', name: 'Ada', title: 'Front desk lead' }} read={read} save={save.action} />, { queryClient: cached() });
  const form = screen.getByRole('form', { name: 'Positions of Ada' });
  await expect.element(within(form).getByLabelText('Nurse')).toBeChecked();
  await expect.element(within(form).getByLabelText('Front desk')).not.toBeChecked();
  await expect.element(within(form).getByRole('list', { name: 'Suggested positions' })).toHaveTextContent('Suggested: Front desk (Their title says “Front desk”)');
  await userEvent.click(within(form).getByRole('button', { name: 'Add the suggested position Front desk' }));
  await expect.element(within(form).getByLabelText('Front desk')).toBeChecked();
  await userEvent.click(within(form).getByRole('button', { name: 'Save positions' }));
  await expect.element(within(form).getByText('Saved')).toBeVisible();
  expect(save.calls).toEqual([{ organizationId: '1', userId: '7', positionIds: [desk.id, nurse.id] }]);
});

test('a person’s positions: the shifts they held over 8 weeks suggest a position held twice, with how often', async () => {
  const save = recordingAction<typeof setPersonPositionsAction>();
  const onlyNurse: PositionsRead = { ...read, people: {} };
  renderComponent(<PersonPositionsForm organizationId="1" person={{ userId: '7', name: 'Ada', title: null }} read={onlyNurse} held={[nurse.id, desk.id, nurse.id]} save={save.action} />, { queryClient: cached(onlyNurse) });
  const suggested = screen.getByRole('list', { name: 'Suggested positions' });
  await expect.element(suggested).toHaveTextContent('Suggested: Nurse (Held 2 Nurse shifts in the last 8 weeks)');
  expect(suggested).not.toHaveTextContent('Front desk');
});
