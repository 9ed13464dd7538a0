import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { saveTemplateAction } from '@/lib/messages/actions';
import type { ActionResult } from '@/lib/errors';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent } from '@/test/support/render-component';
import { TemplateDialog } from './template-dialog';

function openAdd() {
  const save = recordingAction<typeof saveTemplateAction>((input): ActionResult<unknown> => ({ ok: true, data: input }));
  renderComponent(<TemplateDialog editing={{ mode: 'create' }} onClose={() => undefined} save={save.action} />);
  const dialog = screen.getByRole('dialog', { name: 'Add a card template' });
  const box = (name: string) => within(dialog).getByRole('textbox', { name: new RegExp(`^${name}( \\*)?$`) });
  return { dialog, sent: save.calls, box, submit: within(dialog).getByRole('button', { name: 'Add template' }) };
}

test('a key that is not an identifier and a max length past the card limit are refused on their row', async () => {
  const { dialog, box, submit, sent } = openAdd();
  await userEvent.fill(box('Template id'), 'e2e-rota');
  await userEvent.fill(box('Display name'), 'Rota change');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add a key' }));
  await userEvent.fill(box('Key 2'), 'has space');
  await userEvent.fill(box('Label of key 2'), 'Note');
  await userEvent.fill(box('Max length of key 2'), '99999');
  await userEvent.click(submit);
  await expect.element(box('Key 2')).toHaveAccessibleDescription('Letters, digits and _, starting with a letter.');
  await expect.element(box('Max length of key 2')).toHaveAccessibleDescription(/1 to 4000/);
  expect(box('Key 1')).not.toHaveAttribute('aria-invalid');
  expect(sent).toEqual([]);
});

test('a template id with a space, a key used twice and a reserved key name are each refused', async () => {
  const { dialog, box, submit, sent } = openAdd();
  await userEvent.fill(box('Template id'), 'has space');
  await userEvent.fill(box('Display name'), 'Rota change');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add a key' }));
  await userEvent.fill(box('Key 2'), 'title');
  await userEvent.fill(box('Label of key 2'), 'Again');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add a key' }));
  await userEvent.fill(box('Key 3'), 'constructor');
  await userEvent.fill(box('Label of key 3'), 'Reserved');
  await userEvent.click(submit);
  await expect.element(box('Template id')).toHaveAccessibleDescription('The template id has no spaces.');
  await expect.element(box('Key 2')).toHaveAccessibleDescription('The key title is used twice.');
  await expect.element(box('Key 3')).toHaveAccessibleDescription('This name is reserved; choose another.');
  expect(sent).toEqual([]);
});

test('the last key cannot be removed; a valid template is sent with its keys', async () => {
  const { dialog, box, submit, sent } = openAdd();
  expect(within(dialog).getByRole('button', { name: 'Remove key 1' })).toBeDisabled();
  await userEvent.fill(box('Template id'), 'rota');
  await userEvent.fill(box('Display name'), 'Rota change');
  await userEvent.click(submit);
  await expect.poll(() => sent).toEqual([{ templateId: 'rota', displayName: 'Rota change', keys: [{ key: 'title', label: 'Title', required: true, maxLength: '' }], mode: 'create' }]);
});
