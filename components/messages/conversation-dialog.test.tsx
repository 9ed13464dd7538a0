import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { saveConversationAction } from '@/lib/messages/actions';
import type { ActionResult } from '@/lib/errors';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent } from '@/test/support/render-component';
import { ConversationDialog } from './conversation-dialog';

function openAdd(answer = (input: unknown): ActionResult<unknown> => ({ ok: true, data: input })) {
  const save = recordingAction<typeof saveConversationAction>(answer);
  const closed: true[] = [];
  renderComponent(<ConversationDialog editing={{ mode: 'create' }} organizations={[{ organizationId: '11', name: 'Harbour Café' }]} onClose={() => closed.push(true)} save={save.action} />);
  const dialog = screen.getByRole('dialog', { name: 'Save a conversation' });
  // The organization id suggests the configured ones (a datalist): a combobox.
  const box = (name: string) => within(dialog).getByRole(name === 'Organization id' ? 'combobox' : 'textbox', { name: new RegExp(`^${name}`) });
  return { dialog, sent: save.calls, closed, box, submit: within(dialog).getByRole('button', { name: 'Save conversation' }) };
}

test('empty fields and an id past int64 are refused next to their fields; nothing is sent', async () => {
  const { box, submit, sent } = openAdd();
  await userEvent.clear(box('Organization id'));
  await userEvent.click(submit);
  await expect.element(box('Name')).toHaveAccessibleDescription('Enter a name.');
  await expect.element(box('Organization id')).toHaveAccessibleDescription('Enter the organization id.');
  await expect.element(box('Conversation id')).toHaveAccessibleDescription('Enter the conversation id.');
  await userEvent.fill(box('Conversation id'), '9223372036854775808');
  await userEvent.click(submit);
  await expect.element(box('Conversation id')).toHaveAccessibleDescription(/at most 9223372036854775807/);
  expect(sent).toEqual([]);
});

test('the only configured organization is filled in; a saved one is sent and the dialog closes', async () => {
  const { box, submit, sent, closed } = openAdd();
  expect(box('Organization id')).toHaveValue('11');
  await userEvent.fill(box('Name'), 'Night shift');
  await userEvent.fill(box('Conversation id'), '9123456789012345678');
  await userEvent.click(submit);
  await expect.poll(() => closed.length).toBe(1);
  expect(sent).toEqual([{ name: 'Night shift', organizationId: '11', conversationId: '9123456789012345678', everyone: false, mode: 'create' }]);
});

test('"already saved" from the server is shown on the conversation id', async () => {
  const { box, submit, closed } = openAdd(() => ({ ok: false, error: { kind: 'conflict', message: 'Already saved.', fieldErrors: { conversationId: ['This conversation is already saved.'] } } }));
  await userEvent.fill(box('Name'), 'Managers again');
  await userEvent.fill(box('Conversation id'), '2');
  await userEvent.click(submit);
  await expect.element(box('Conversation id')).toHaveAccessibleDescription(/already saved/);
  expect(closed).toEqual([]);
});
