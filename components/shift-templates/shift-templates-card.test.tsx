import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { addTemplateAction, editTemplateAction, removeTemplateAction } from '@/lib/shift-templates/actions';
import type { ShiftTemplate } from '@/lib/shift-templates';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent } from '@/test/support/render-component';
import { ShiftTemplatesCard } from './shift-templates-card';

const night: ShiftTemplate = { id: '0d2c5a8e-4b7f-4c11-9a61-1f3e2d4c5b6a', name: 'Night desk', type: 'MULTI_ASSIGNEE_SHIFT', startTime: '22:00', endTime: '06:00', needs: 2, notes: '', people: [] };

test('lists the templates with their times in words; Edit opens the filled dialog; Remove asks, then removes that one', async () => {
  const add = recordingAction<typeof addTemplateAction>();
  const edit = recordingAction<typeof editTemplateAction>();
  const remove = recordingAction<typeof removeTemplateAction>();
  renderComponent(<ShiftTemplatesCard organizationId="7" templates={[night]} actions={{ add: add.action, edit: edit.action, remove: remove.action }} />);
  const row = screen.getByTestId(`template-${night.id}`);
  await expect.element(row).toHaveTextContent(/Night desk.*Shift.*22:00–06:00 next day.*2/);
  await userEvent.click(within(row).getByRole('button', { name: /Edit Night desk/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit shift template' });
  await expect.element(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Night desk');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await userEvent.click(within(row).getByRole('button', { name: /Remove Night desk/ }));
  const ask = await screen.findByRole('dialog', { name: 'Remove Night desk?' });
  await userEvent.click(within(ask).getByRole('button', { name: /^Remove/ }));
  await expect.poll(() => remove.calls).toEqual([{ organizationId: '7', templateId: night.id }]);
});
