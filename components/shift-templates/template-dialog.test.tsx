import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { addTemplateAction, editTemplateAction } from '@/lib/shift-templates/actions';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent } from '@/test/support/render-component';
import { TemplateDialog } from './template-dialog';

function openAdd() {
  const add = recordingAction<typeof addTemplateAction>(() => ({ ok: true, data: { id: 'x', name: 'Night desk' } }));
  const edit = recordingAction<typeof editTemplateAction>();
  renderComponent(<TemplateDialog organizationId="7" editing={{ mode: 'create' }} onClose={() => undefined} add={add.action} edit={edit.action} />);
  const dialog = screen.getByRole('dialog', { name: 'Add a shift template' });
  return { dialog, sent: add.calls, submit: within(dialog).getByRole('button', { name: 'Add template' }) };
}

test('a blank name, an end equal to the start and needs of 0 are refused next to their fields; nothing is sent', async () => {
  const { dialog, submit, sent } = openAdd();
  const name = within(dialog).getByRole('textbox', { name: /Name/ });
  const needs = within(dialog).getByRole('spinbutton', { name: /Needs/ });
  const ends = within(dialog).getByLabelText(/Ends/);
  await userEvent.fill(ends, '09:00');
  await userEvent.fill(needs, '0');
  await userEvent.click(submit);
  await expect.element(name).toHaveAccessibleDescription(/Enter a name/);
  await expect.element(ends).toHaveAccessibleDescription(/Ends after it starts/);
  await expect.element(needs).toHaveAccessibleDescription(/A whole number from 1 to 50/);
  expect(sent).toEqual([]);
});

test('a night shift says so in words, and a good template is sent as typed', async () => {
  const { dialog, submit, sent } = openAdd();
  await userEvent.fill(within(dialog).getByRole('textbox', { name: /Name/ }), 'Night desk');
  await userEvent.fill(within(dialog).getByLabelText(/Starts/), '22:00');
  await userEvent.fill(within(dialog).getByLabelText(/Ends/), '06:00');
  await userEvent.fill(within(dialog).getByRole('spinbutton', { name: /Needs/ }), '2');
  await expect.element(within(dialog).getByLabelText(/Ends/)).toHaveAccessibleDescription(/Ends the next day: a night shift/);
  await userEvent.click(submit);
  await expect.poll(() => sent).toEqual([{ organizationId: '7', template: { name: 'Night desk', type: 'MULTI_ASSIGNEE_SHIFT', startTime: '22:00', endTime: '06:00', needs: 2, notes: '', people: [] } }]);
});
