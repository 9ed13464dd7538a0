import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { updateCalendarItemAction } from '@/lib/schedule/actions';
import type { ActionResult } from '@/lib/errors';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent } from '@/test/support/render-component';
import { scheduleItem } from '@/test/support/schedule-item';
import { ItemEditForm } from './item-edit-form';

const item = scheduleItem({ name: 'Edit me', notes: 'Bring the rota', type: 'MEETING' });

function showForm(answer: (input: Record<string, unknown>) => ActionResult<unknown> = (input) => ({ ok: true, data: { status: 'saved', item: scheduleItem({ ...item, ...input }) } })) {
  const update = recordingAction<typeof updateCalendarItemAction>((input) => answer(input as Record<string, unknown>));
  const reloaded: ScheduleItem[] = [];
  // As the drawer does: a saved item comes back as the item shown.
  function Drawer() {
    const [shown, setShown] = useState(item);
    const save: typeof update.action = async (input) => {
      const result = await update.action(input);
      if (result.ok && result.data.status === 'saved') setShown(result.data.item);
      return result;
    };
    return <ItemEditForm organizationId="11" item={shown} timeZone="Europe/London" update={save} onReload={(current) => reloaded.push(current)} />;
  }
  renderComponent(<Drawer />);
  const form = screen.getByRole('form', { name: 'Edit item' });
  return { form, sent: update.calls, reloaded, field: (label: string) => within(form).getByLabelText(label), save: () => userEvent.click(within(form).getByRole('button', { name: 'Save changes' })) };
}

test('a name longer than the limit is refused next to it, and nothing is sent', async () => {
  const { field, save, sent } = showForm();
  await userEvent.fill(field('Name'), 'n'.repeat(201));
  await save();
  await expect.element(field('Name')).toHaveAccessibleDescription('At most 200 characters');
  expect(sent).toEqual([]);
});

test('only the changed fields are sent, with the version seen; clearing the notes sends them empty', async () => {
  const { form, field, save, sent } = showForm();
  expect(within(form).getByRole('button', { name: 'Save changes' })).toBeDisabled(); // nothing changed yet
  await userEvent.fill(field('Notes'), '');
  await userEvent.selectOptions(field('Status'), 'CANCELLED');
  await userEvent.click(field('Mute assignment notifications'));
  await save();
  await expect.element(within(form).getByText('Saved', { exact: true })).toBeVisible();
  expect(sent).toEqual([{ organizationId: '11', itemId: item.id, expectedVersion: item.version, force: false, notes: '', status: 'CANCELLED', muteAssignmentNotifications: true }]);
});

test('Discard puts back what is stored', async () => {
  const { form, field } = showForm();
  await userEvent.fill(field('Name'), 'Typed over');
  await userEvent.click(within(form).getByRole('button', { name: 'Discard' }));
  expect(field('Name')).toHaveValue('Edit me');
});

test('changed in the product meanwhile: nothing saved, the manager chooses; Keep mine sends it again, forced, over the current version', async () => {
  const current = scheduleItem({ ...item, name: 'Renamed on a phone' });
  const { form, field, save, sent } = showForm((input) => (input.force ? { ok: true, data: { status: 'saved', item: { ...current, name: input.name } } } : { ok: true, data: { status: 'conflict', current } }));
  await userEvent.fill(field('Name'), 'Mine');
  await save();
  const notice = await within(form).findByText(/This item changed in the product while you had it open/);
  expect(notice).toBeVisible();
  await userEvent.click(within(form).getByRole('button', { name: 'Keep mine' }));
  await expect.poll(() => sent.length).toBe(2);
  expect(sent[1]).toMatchObject({ expectedVersion: current.version, force: true, name: 'Mine' });
  // The notice goes, the form stays (a notice whose clean-up threw took the whole form down with it).
  expect(await screen.findByText('Saved', { exact: true })).toBeVisible();
  expect(screen.queryByText(/This item changed in the product/)).toBeNull();
});

test('a refusal with no field is said beside the buttons', async () => {
  const { form, field, save } = showForm(() => ({ ok: false, error: { kind: 'forbidden', message: 'The service refused the change.' } }));
  await userEvent.fill(field('Name'), 'Refused');
  await save();
  await expect.element(within(form).getByText('Not saved: The service refused the change.')).toBeVisible();
});
