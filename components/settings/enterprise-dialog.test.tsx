import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { saveEnterpriseAction } from '@/lib/settings/actions';
import type { ActionResult } from '@/lib/errors';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent } from '@/test/support/render-component';
import { EnterpriseDialog } from './enterprise-dialog';

const saved = (input: unknown): ActionResult<unknown> => ({ ok: true, data: input });
/** An admin who signs in with a password and has not confirmed it lately. */
const reauth = { confirmedRecently: false, company: null };

/** The dialog to add an enterprise, saving through `answer`. */
function openAdd(answer = saved) {
  const save = recordingAction<typeof saveEnterpriseAction>(answer);
  const closed: true[] = [];
  renderComponent(<EnterpriseDialog editing={{ mode: 'create' }} onClose={() => closed.push(true)} save={save.action} reauth={reauth} />);
  const dialog = screen.getByRole('dialog', { name: 'Add an enterprise' });
  return {
    dialog,
    sent: save.calls,
    closed,
    id: within(dialog).getByRole('textbox', { name: /Enterprise id/ }),
    name: within(dialog).getByRole('textbox', { name: /Display name/ }),
    submit: within(dialog).getByRole('button', { name: 'Add enterprise' }),
  };
}

test('an id that is not a whole number of up to 19 digits is refused next to the field; nothing is sent', async () => {
  const { id, name, submit, sent } = openAdd();
  await userEvent.fill(name, 'Must Not Exist');
  for (const bad of ['abc', '99999999999999999999']) {
    await userEvent.fill(id, bad);
    await userEvent.click(submit);
    await expect.element(id).toHaveAttribute('aria-invalid', 'true');
    await expect.element(id).toHaveAccessibleDescription(/whole-number id of 1 to 19 digits/);
  }
  expect(sent).toEqual([]);
});

test('empty fields each say what is missing, and the first is focused', async () => {
  const { id, name, submit, sent } = openAdd();
  await userEvent.click(submit);
  await expect.element(id).toHaveAccessibleDescription('Enter the enterprise id.');
  await expect.element(name).toHaveAccessibleDescription('Enter a display name.');
  await expect.element(id).toHaveFocus();
  expect(sent).toEqual([]);
});

test('a valid entry is sent once and the dialog closes', async () => {
  const { id, name, submit, sent, closed } = openAdd();
  await userEvent.fill(id, '123');
  await userEvent.fill(name, 'Meridian');
  await userEvent.click(submit);
  await expect.poll(() => closed.length).toBe(1);
  expect(sent).toEqual([{ enterpriseId: '123', displayName: 'Meridian', mode: 'create' }]);
});

test("the server's field errors go next to their fields, focused, with no other message", async () => {
  const { id, name, submit, dialog } = openAdd(() => ({ ok: false, error: { kind: 'invalid_input', message: 'Check the fields.', fieldErrors: { enterpriseId: ['This enterprise is already configured.'] } } }));
  await userEvent.fill(id, '123');
  await userEvent.fill(name, 'Meridian');
  await userEvent.click(submit);
  await expect.element(id).toHaveAccessibleDescription('This enterprise is already configured.');
  await expect.element(id).toHaveFocus();
  expect(within(dialog).queryByText('Nothing was saved')).toBeNull();
});

test('a refusal with no field is one message in the form, with advice, and the dialog stays open', async () => {
  const { id, name, submit, dialog, closed } = openAdd(() => ({ ok: false, error: { kind: 'unavailable', message: 'The service did not answer.', retryable: true } }));
  await userEvent.fill(id, '123');
  await userEvent.fill(name, 'Meridian');
  await userEvent.click(submit);
  const problem = await within(dialog).findByRole('status');
  expect(problem.textContent).toContain('Nothing was saved');
  expect(problem.textContent).toContain('The service did not answer. This is usually temporary: try again in a moment.');
  expect(closed).toEqual([]);
});

test('editing keeps the id read-only and sends an update', async () => {
  const save = recordingAction<typeof saveEnterpriseAction>(saved);
  renderComponent(<EnterpriseDialog editing={{ mode: 'update', enterpriseId: '42', displayName: 'Old' }} onClose={() => undefined} save={save.action} reauth={reauth} />);
  const dialog = screen.getByRole('dialog', { name: 'Edit enterprise' });
  expect(within(dialog).getByRole('textbox', { name: /Enterprise id/ })).toHaveAttribute('readonly');
  await userEvent.fill(within(dialog).getByRole('textbox', { name: /Display name/ }), 'New');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await expect.poll(() => save.calls).toEqual([{ enterpriseId: '42', displayName: 'New', mode: 'update' }]);
});

test('asks for the password again: the typed one goes with the entry, and a refusal of it is shown next to it, focused', async () => {
  const { id, name, submit, dialog, sent, closed } = openAdd(() => ({
    ok: false,
    error: { kind: 'unauthorised', message: 'Nothing was changed: the password was not right.', fieldErrors: { confirmPassword: ['That password is not right.'] } },
  }));
  const password = within(dialog).getByLabelText(/^Your password/);
  await expect.element(password).toHaveAccessibleDescription(/Asked again before this change/);
  await userEvent.fill(id, '123');
  await userEvent.fill(name, 'Meridian');
  await userEvent.fill(password, 'not-it');
  await userEvent.click(submit);
  await expect.element(password).toHaveAccessibleDescription('That password is not right.');
  await expect.element(password).toHaveFocus();
  expect(sent).toEqual([{ enterpriseId: '123', displayName: 'Meridian', confirmPassword: 'not-it', mode: 'create' }]);
  expect(closed).toEqual([]);
});
