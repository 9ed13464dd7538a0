import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { sendMessageAction } from '@/lib/messages/actions';
import type { ActionResult } from '@/lib/errors';
import type { ConversationView, MessagingCapabilities, OutboxRowView, TemplateView } from '@/lib/messages/types';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent } from '@/test/support/render-component';
import { Composer } from './composer';

const announcement: TemplateView = {
  templateId: 'announcement',
  displayName: 'Announcement',
  keys: [
    { key: 'title', label: 'Title', required: true, maxLength: 40 },
    { key: 'body', label: 'Body', required: true, maxLength: null },
  ],
};
const conversation = (id: string, name: string, everyone = false): ConversationView => ({ id, name, organizationId: '11', organizationName: 'Harbour Café', conversationId: `90${id}`, everyone });
const conversations = [conversation('c1', 'Managers'), conversation('c2', 'Kitchen'), conversation('c3', 'Everyone', true)];
const allowed: MessagingCapabilities = { scopesKnown: true, canSend: true, sendBlockedReason: null, canMessageEveryone: true, everyoneBlockedReason: null };

const row = (state: OutboxRowView['state']): OutboxRowView => ({
  id: `row-${state}`, state, createdAt: '2027-02-01T10:00:00.000Z', updatedAt: '2027-02-01T10:00:00.000Z', sentAt: null, createdByEmail: null, templateId: 'announcement', templateName: 'Announcement',
  organizationId: '11', organizationName: 'Harbour Café', conversationId: '90c1', conversationName: 'Managers', everyone: false, cardId: null, messageId: null, attempts: 1, lastError: null, content: '{}',
});
const outcome = (state: OutboxRowView['state']): ActionResult<unknown> => ({ ok: true, data: { sendKey: 'k', rows: [row(state)], alreadySubmitted: false } });

function showComposer(answer: () => ActionResult<unknown> = () => outcome('sent'), capabilities = allowed) {
  const send = recordingAction<typeof sendMessageAction>(answer);
  renderComponent(<Composer templates={[announcement]} conversations={conversations} capabilities={capabilities} canSaveConversations={false} send={send.action} />);
  const form = screen.getByRole('form', { name: 'New message' });
  return {
    form,
    sent: send.calls,
    field: (label: string) => within(form).getByLabelText(new RegExp(`^${label}`)),
    tick: (name: string) => userEvent.click(within(form).getByRole('checkbox', { name: new RegExp(`^${name}`) })),
    submit: () => userEvent.click(within(form).getByRole('button', { name: /^Send/ })),
  };
}

test('a required key left empty is refused next to the field, focused; nothing is sent', async () => {
  const { field, tick, submit, sent } = showComposer();
  await userEvent.fill(field('Title'), 'Bank holiday');
  await tick('Managers');
  await submit();
  await expect.element(field('Body')).toHaveAttribute('aria-invalid', 'true');
  await expect.element(field('Body')).toHaveAccessibleDescription('Body is required.');
  await expect.element(field('Body')).toHaveFocus();
  expect(sent).toEqual([]);
});

test('no conversation chosen is refused next to the list; there is no field to type a conversation id into', async () => {
  const { form, field, submit, sent } = showComposer();
  await userEvent.fill(field('Title'), 'Nowhere');
  await userEvent.fill(field('Body'), 'b');
  await submit();
  await expect.element(within(form).getByText('Choose at least one conversation.')).toBeVisible();
  expect(within(form).queryByLabelText('Organization id')).toBeNull();
  expect(within(form).queryByLabelText('Conversation id')).toBeNull();
  expect(sent).toEqual([]);
});

test("a value past its key's limit says so with the count beside the label", async () => {
  const { form, field, tick, submit, sent } = showComposer();
  await userEvent.fill(field('Title'), 't'.repeat(41));
  await userEvent.fill(field('Body'), 'b');
  await tick('Managers');
  await submit();
  await expect.element(field('Title')).toHaveAccessibleDescription('Title is too long: at most 40 characters.');
  expect(within(form).getByText('41 / 40')).toBeVisible();
  expect(sent).toEqual([]);
});

test('the button names how many conversations; the message goes with its key and only the template’s values', async () => {
  const { form, field, tick, submit, sent } = showComposer();
  await userEvent.fill(field('Title'), 'Bank holiday');
  await userEvent.fill(field('Body'), 'We open on Tuesday.');
  await tick('Managers');
  await tick('Kitchen');
  expect(within(form).getByRole('button', { name: 'Send to 2 conversations' })).toBeVisible();
  await submit();
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).toEqual({ templateId: 'announcement', values: { title: 'Bank holiday', body: 'We open on Tuesday.' }, savedConversationIds: ['c1', 'c2'], sendKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  await expect.element(field('Title')).toHaveValue(''); // sent everywhere: a new, empty message
});

test('a send that did not go everywhere keeps the message locked; sending it again is an explicit new message with a new key', async () => {
  const { form, field, tick, submit, sent } = showComposer(() => outcome('failed'));
  await userEvent.fill(field('Title'), 'Retry me');
  await userEvent.fill(field('Body'), 'b');
  await tick('Managers');
  await submit();
  const again = await within(form).findByRole('button', { name: 'Edit as a new message' });
  expect(within(form).queryByRole('button', { name: /^Send/ })).toBeNull();
  expect(field('Title')).toBeDisabled();
  await userEvent.click(again);
  expect(field('Title')).toHaveValue('Retry me');
  await submit();
  await expect.poll(() => sent.length).toBe(2);
  const [first, second] = sent as { sendKey: string }[];
  expect(second!.sendKey).not.toBe(first!.sendKey);
});

test('an unreachable server: "not known whether it was sent", and sending again carries the same key', async () => {
  let reachable = false;
  const { form, field, tick, submit, sent } = showComposer(() => {
    if (!reachable) throw new Error('network');
    return outcome('sent');
  });
  await userEvent.fill(field('Title'), 'Lost');
  await userEvent.fill(field('Body'), 'b');
  await tick('Managers');
  await submit();
  await expect.element(within(form).getByText('Not known whether it was sent')).toBeVisible();
  reachable = true;
  await submit();
  await expect.poll(() => sent.length).toBe(2);
  const [first, second] = sent as { sendKey: string }[];
  expect(second!.sendKey).toBe(first!.sendKey);
});

test('without the scopes, everyone conversations and Send are disabled, each with the reason', () => {
  const { form } = showComposer(undefined, { scopesKnown: true, canSend: false, sendBlockedReason: 'The token lacks MESSAGE_CONVERSATION.', canMessageEveryone: false, everyoneBlockedReason: 'The token lacks MESSAGE_EVERYONE.' });
  const everyone = within(form).getByRole('checkbox', { name: /^Everyone/ });
  expect(everyone).toBeDisabled();
  expect(everyone).toHaveAccessibleDescription('The token lacks MESSAGE_EVERYONE.');
  expect(within(form).getByRole('checkbox', { name: /^Managers/ })).toBeEnabled();
  expect(within(form).getByRole('button', { name: 'Send' })).toBeDisabled();
  expect(within(form).getByText('The token lacks MESSAGE_CONVERSATION.')).toBeVisible();
});

test('a message to an everyone conversation asks first: "Not now" sends nothing, "Send to everyone" sends it once', async () => {
  const { form, field, tick, submit, sent } = showComposer();
  await userEvent.fill(field('Title'), 'Fire drill');
  await userEvent.fill(field('Body'), 'At 11:00 today.');
  await tick('Managers');
  await tick('Everyone');
  await submit();
  const ask = within(form).getByRole('alertdialog');
  await expect.element(ask).toHaveTextContent('Send to every member? Everyone · Harbour Café reaches everyone in the organization.');
  await userEvent.click(within(ask).getByRole('button', { name: 'Not now' }));
  expect(within(form).queryByRole('alertdialog')).toBeNull();
  expect(sent).toEqual([]);

  await submit();
  await userEvent.click(within(form).getByRole('button', { name: 'Send to everyone' }));
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).toMatchObject({ savedConversationIds: ['c1', 'c3'] });
});

test('a message to chosen conversations without an everyone one is sent without asking', async () => {
  const { form, field, tick, submit, sent } = showComposer();
  await userEvent.fill(field('Title'), 'Rota');
  await userEvent.fill(field('Body'), 'Out now.');
  await tick('Kitchen');
  await submit();
  await expect.poll(() => sent.length).toBe(1);
  expect(within(form).queryByRole('alertdialog')).toBeNull();
});
