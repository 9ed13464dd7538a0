import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { setItemNeedsAction } from '@/lib/schedule/actions';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent } from '@/test/support/render-component';
import { ItemNeedsForm } from './item-needs-form';

function showForm(needs = 1) {
  const save = recordingAction<typeof setItemNeedsAction>();
  renderComponent(<ItemNeedsForm organizationId="1" itemId="2" needs={needs} save={save.action} />);
  const form = screen.getByRole('form', { name: 'People needed' });
  return { calls: save.calls, field: within(form).getByLabelText(/^People needed/), save: () => userEvent.click(within(form).getByRole('button', { name: 'Save' })), form };
}

test('a whole number from 1 to 50 is saved, and the form says so', async () => {
  const { field, save, calls, form } = showForm();
  await userEvent.fill(field, '3');
  await save();
  await expect.element(within(form).getByText('Saved')).toBeVisible();
  expect(calls).toEqual([{ organizationId: '1', itemId: '2', needs: 3 }]);
});

test.each(['0', '51', '2.5', ''])('%j is refused next to the field and nothing is sent', async (bad) => {
  const { field, save, calls } = showForm(2);
  await userEvent.fill(field, bad);
  await save();
  await expect.element(field).toHaveAccessibleDescription('A whole number from 1 to 50');
  expect(calls).toEqual([]);
});
