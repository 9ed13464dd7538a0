import { screen, within } from '@testing-library/react';
import { useEffect } from 'react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderComponent } from '@/test/support/render-component';
import { useConflictConfirm, type ConflictYes } from './conflict-confirm';

// Going ahead with a working-time rule break needs a reason: an empty one is refused next to the
// field and answers nothing; a good one is the answer.
const answers: (ConflictYes | false)[] = [];
const check = (reason: string) => (reason.trim() ? null : 'Say why this goes ahead despite the working-time rules.');

function Asking() {
  const { askWithReason, dialog } = useConflictConfirm();
  useEffect(() => {
    void askWithReason({ sentences: ['Ana Lima: rest 8 h, minimum 11 h.'], confirmLabel: 'Add anyway', ruleBreaks: { sentences: ['Ana Lima: rest 8 h, minimum 11 h.'], check } }).then((a) => answers.push(a));
  }, [askWithReason]);
  return dialog;
}

test('a rule break is gone ahead with only with a reason', async () => {
  renderComponent(<Asking />);
  const dialog = await screen.findByRole('dialog', { name: 'Working-time rules' });
  expect(within(dialog).getByRole('list', { name: 'Conflicts' }).textContent).toContain('rest 8 h, minimum 11 h');
  const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
  await userEvent.fill(reason, '   ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add anyway' }));
  await expect.element(reason).toHaveAttribute('aria-invalid', 'true');
  await expect.element(reason).toHaveAccessibleDescription('Say why this goes ahead despite the working-time rules.');
  expect(answers).toEqual([]);
  await userEvent.fill(reason, ' Only trained opener ');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Add anyway' }));
  await expect.poll(() => answers).toEqual([{ reason: 'Only trained opener' }]);
});
