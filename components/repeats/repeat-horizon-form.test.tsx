import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { setRepeatHorizonAction } from '@/lib/repeats/actions';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent } from '@/test/support/render-component';
import { RepeatHorizonForm } from './repeat-horizon-form';

// How far ahead repeating shifts are made: 1 to 12 weeks, refused next to the field otherwise.

function showForm() {
  const save = recordingAction<typeof setRepeatHorizonAction>();
  renderComponent(<RepeatHorizonForm organizationId="1" horizonWeeks={4} save={save.action} />);
  const form = screen.getByRole('form', { name: 'Repeating shifts ahead' });
  return { calls: save.calls, form, field: within(form).getByLabelText(/^Weeks ahead/), save: () => userEvent.click(within(form).getByRole('button', { name: 'Save' })) };
}

test('shows the organization’s horizon and saves a new one', async () => {
  const { field, save, calls, form } = showForm();
  await expect.element(field).toHaveValue(4);
  await userEvent.fill(field, '6');
  await save();
  await expect.element(within(form).getByText('Saved')).toBeVisible();
  expect(calls).toEqual([{ organizationId: '1', horizonWeeks: 6 }]);
});

test.each(['0', '13', '2.5', ''])('%j is refused next to the field and nothing is sent', async (bad) => {
  const { field, save, calls } = showForm();
  await userEvent.fill(field, bad);
  await save();
  await expect.element(field).toHaveAccessibleDescription('Weeks, from 1 to 12');
  expect(calls).toEqual([]);
});
