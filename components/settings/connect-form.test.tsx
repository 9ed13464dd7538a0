import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { connectServiceAction } from '@/lib/settings/actions';
import type { ActionResult } from '@/lib/errors';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent } from '@/test/support/render-component';
import { ConnectForm } from './connect-form';

const connected: ActionResult<unknown> = { ok: true, data: { connection: { expiresAt: '2026-12-27T10:00:00.000Z' }, expiryConfirmed: true } };

function showForm(answer: () => ActionResult<unknown> = () => connected, confirmedRecently = false) {
  const connect = recordingAction<typeof connectServiceAction>(answer);
  renderComponent(<ConnectForm connect={connect.action} hasClientCredentials currentVariant="connect" reauth={{ confirmedRecently, company: null }} />);
  const form = screen.getByRole('region', { name: 'Connect with a code or a token' });
  return {
    form,
    sent: connect.calls,
    // The token is typed into a password input (no textbox role), and the radio shares its label.
    value: (label: 'Authorization code' | 'Access token') => within(form).getByLabelText(new RegExp(`^${label}`), { selector: 'input[name="value"]' }),
    password: within(form).getByLabelText(/^Your password/),
    kind: (label: string) => userEvent.click(within(within(form).getByRole('group', { name: 'What are you pasting?' })).getByText(label)),
    submit: () => userEvent.click(within(form).getByRole('button', { name: 'Connect' })),
  };
}

test('nothing pasted: the field asks for a code, or for a token once that is chosen; nothing is sent', async () => {
  const { value, kind, submit, sent } = showForm();
  await submit();
  await expect.element(value('Authorization code')).toHaveAccessibleDescription('Paste the authorization code.');
  await kind('Access token');
  expect(screen.getByRole('radio', { name: 'Access token' })).toBeChecked();
  await submit();
  await expect.element(value('Access token')).toHaveAccessibleDescription('Paste the access token.');
  expect(sent).toEqual([]);
});

test('a pasted value with spaces is refused in the browser; nothing is sent', async () => {
  const { value, kind, submit, sent } = showForm();
  await kind('Access token');
  await userEvent.fill(value('Access token'), 'emu_part one');
  await submit();
  await expect.element(value('Access token')).toHaveAccessibleDescription('The value must not contain spaces or line breaks.');
  expect(sent).toEqual([]);
});

test('a code the service refuses is shown on the code field as refused, focused, never as "highlighted"', async () => {
  const { form, value, submit } = showForm(() => ({ ok: false, error: { kind: 'unauthorised', message: 'Nothing was changed.', fieldErrors: { value: ['The service refused this authorization code.'] } } }));
  await userEvent.fill(value('Authorization code'), 'code_refused');
  await submit();
  const code = value('Authorization code');
  await expect.element(code).toHaveAttribute('aria-invalid', 'true');
  await expect.element(code).toHaveAccessibleDescription(/refused this authorization code/);
  await expect.element(code).toHaveFocus();
  const alert = within(form).getByRole('alert');
  expect(alert.textContent).toContain('The service refused it');
  expect(alert.textContent).toContain('Get a fresh code and try again.');
  expect(alert.textContent).not.toContain('highlighted');
});

test('refused for want of the admin password: said on the password, "Confirm it is you", nothing typed is lost', async () => {
  const { form, value, password, kind, submit } = showForm(() => ({ ok: false, error: { kind: 'unauthorised', message: 'Confirm your password.', fieldErrors: { confirmPassword: ['Enter your password to confirm this change.'] } } }));
  await kind('Access token');
  await userEvent.fill(value('Access token'), 'emu_token');
  await submit();
  await expect.element(password).toHaveAccessibleDescription('Enter your password to confirm this change.');
  await expect.element(password).toHaveFocus();
  expect(within(form).getByRole('alert').textContent).toContain('Confirm it is you');
  expect(value('Access token')).toHaveValue('emu_token');
});

test('connected: the form says so, sends what was typed, and does not keep the code on the page', async () => {
  const { form, value, password, submit, sent } = showForm();
  await userEvent.fill(value('Authorization code'), 'code_fresh');
  await userEvent.fill(password, 'admin-password');
  await submit();
  await expect.element(within(form).getByText(/^Connected with the authorization code/)).toBeVisible();
  expect(value('Authorization code')).toHaveValue('');
  expect(sent).toEqual([{ kind: 'code', value: 'code_fresh', clientId: '', clientSecret: '', variant: '', confirmPassword: 'admin-password' }]);
});

test('a password confirmed in the last minutes may be left empty, and the field says so', () => {
  const { password } = showForm(undefined, true);
  expect(password).toHaveAccessibleDescription(/You confirmed it in the last \d+ minutes/);
  expect(password).not.toHaveAttribute('aria-required');
});
