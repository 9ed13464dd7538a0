import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { signInAction } from '@/lib/auth/actions';
import type { ActionResult } from '@/lib/errors';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent } from '@/test/support/render-component';
import { SignInForm, type SignInFormProps } from './sign-in-form';

function showForm(answer: () => ActionResult<{ redirectTo: string }> = () => ({ ok: true, data: { redirectTo: '/messages' } }), props: Partial<SignInFormProps> = {}) {
  const signIn = recordingAction<typeof signInAction>(answer);
  const { navigations } = renderComponent(<SignInForm signIn={signIn.action} next="/messages" {...props} />);
  return {
    sent: signIn.calls,
    navigations,
    email: screen.getByRole('textbox', { name: 'Email' }),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Sign in' }),
  };
}

test('empty fields say what is missing next to each, the email is focused, nothing is sent', async () => {
  const { email, password, submit, sent } = showForm();
  await userEvent.click(submit);
  await expect.element(email).toHaveAccessibleDescription('Enter your email address.');
  await expect.element(password).toHaveAccessibleDescription('Enter your password.');
  await expect.element(email).toHaveFocus();
  expect(sent).toEqual([]);
});

test('an address that is not an email is refused in the browser', async () => {
  const { email, password, submit, sent } = showForm();
  await userEvent.fill(email, 'not-an-address');
  await userEvent.fill(password, 'secret');
  await userEvent.click(submit);
  await expect.element(email).toHaveAccessibleDescription('Enter a valid email address.');
  expect(password).not.toHaveAttribute('aria-invalid');
  expect(sent).toEqual([]);
});

test('a good sign-in sends the form with where to return, then goes there', async () => {
  const { email, password, submit, sent, navigations } = showForm();
  await userEvent.fill(email, 'viewer@example.com');
  await userEvent.fill(password, 'shiftdesk-demo');
  await userEvent.click(submit);
  await expect.poll(() => navigations).toContainEqual({ method: 'replace', href: '/messages' });
  expect(sent).toEqual([{ email: 'viewer@example.com', password: 'shiftdesk-demo', next: '/messages' }]);
});

test('a wrong password is one message in the form; too many attempts say so in the title', async () => {
  let answer: ActionResult<{ redirectTo: string }> = { ok: false, error: { kind: 'unauthorised', message: 'Wrong email or password.', retryable: false } };
  const { email, password, submit, navigations } = showForm(() => answer);
  await userEvent.fill(email, 'viewer@example.com');
  await userEvent.fill(password, 'wrong');
  await userEvent.click(submit);
  expect((await screen.findByRole('alert')).textContent).toContain('Wrong email or password.');
  answer = { ok: false, error: { kind: 'rate_limited', message: 'Try again in a minute.', retryable: true } };
  await userEvent.click(submit);
  expect((await screen.findByRole('status')).textContent).toContain('Too many attemptsTry again in a minute.');
  expect(navigations).toEqual([]);
});

test('field errors from the server go next to their field', async () => {
  const { email, password, submit } = showForm(() => ({ ok: false, error: { kind: 'invalid_input', message: 'Some fields need attention.', fieldErrors: { password: ['That password is too long.'] } } }));
  await userEvent.fill(email, 'viewer@example.com');
  await userEvent.fill(password, 'x');
  await userEvent.click(submit);
  await expect.element(password).toHaveAccessibleDescription('That password is too long.');
  await expect.element(password).toHaveFocus();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('a demo account fills the form and clears the last problem', async () => {
  const { submit, email, password } = showForm(undefined, { demo: true });
  await userEvent.click(submit);
  await expect.element(email).toHaveAttribute('aria-invalid', 'true');
  await userEvent.click(screen.getByRole('button', { name: /scheduler@example.com/ }));
  expect(email).toHaveValue('scheduler@example.com');
  expect(password).toHaveValue('shiftdesk-demo');
  expect(email).not.toHaveAttribute('aria-invalid');
});

test('without password sign-in only the company button is offered', () => {
  const signIn = recordingAction<typeof signInAction>();
  renderComponent(<SignInForm signIn={signIn.action} passwordForm={false} company={{ name: 'Acme SSO', href: '/api/auth/oidc/start' }} />);
  expect(screen.getByRole('link', { name: 'Sign in with Acme SSO' })).toHaveAttribute('href', '/api/auth/oidc/start');
  expect(screen.queryByRole('textbox', { name: 'Email' })).toBeNull();
});
