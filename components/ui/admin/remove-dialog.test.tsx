import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ActionResult } from '@/lib/errors';
import { renderComponent } from '@/test/support/render-component';
import { RemoveDialog, type RemoveRequest } from './remove-dialog';

// The removal question; for a sensitive removal (an entry point) it asks who is removing, as the
// server will (the password, or company sign-in).

function open(answer: () => ActionResult<unknown>, reauth?: RemoveRequest['reauth']) {
  const sent: unknown[] = [];
  const closed: true[] = [];
  const request: RemoveRequest = {
    title: 'Remove Harbour Café?',
    body: <p>It leaves the sidebar.</p>,
    done: 'Harbour Café removed',
    reauth,
    remove: async (confirm) => {
      sent.push(confirm);
      return answer();
    },
  };
  renderComponent(<RemoveDialog request={request} onClose={() => closed.push(true)} />);
  const dialog = screen.getByRole('dialog', { name: 'Remove Harbour Café?' });
  return { dialog, sent, closed, remove: within(dialog).getByRole('button', { name: 'Remove' }) };
}

test('a plain removal asks nothing more', async () => {
  const { dialog, remove, sent, closed } = open(() => ({ ok: true, data: null }));
  expect(within(dialog).queryByLabelText(/^Your password/)).toBeNull();
  await userEvent.click(remove);
  await expect.poll(() => closed.length).toBe(1);
  expect(sent).toEqual([{}]);
});

test('a sensitive removal sends the typed password; a refusal of it is shown next to it, focused, and nothing closes', async () => {
  const { dialog, remove, sent, closed } = open(
    () => ({ ok: false, error: { kind: 'unauthorised', message: 'This change needs your password again.', fieldErrors: { confirmPassword: ['Enter your password to confirm this change.'] }, retryable: false } }),
    { confirmedRecently: false, company: null },
  );
  const password = within(dialog).getByLabelText(/^Your password/);
  await userEvent.fill(password, 'typed-secret');
  await userEvent.keyboard('{Enter}');
  await expect.element(password).toHaveAccessibleDescription('Enter your password to confirm this change.');
  await expect.element(password).toHaveFocus();
  expect(within(dialog).getByText('Nothing was removed')).toBeTruthy();
  expect(sent).toEqual([{ confirmPassword: 'typed-secret' }]);
  expect(closed).toEqual([]);
  await userEvent.click(remove);
  await expect.poll(() => sent.length).toBe(2);
});
