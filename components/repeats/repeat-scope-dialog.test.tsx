// The app's stylesheet: the 390 px layout under test comes from it.
import '@/app/globals.css';
import { screen } from '@testing-library/react';
import axe from 'axe-core';
import { useEffect } from 'react';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderComponent } from '@/test/support/render-component';
import { useRepeatScope, type RepeatScope, type RepeatScopeQuestion } from './repeat-scope-dialog';

// "This shift only / this and following / all": keyboard-first, Escape changes nothing.

function Asker({ question, onAnswer }: { question: RepeatScopeQuestion; onAnswer: (scope: RepeatScope | false) => void }) {
  const { ask, dialog } = useRepeatScope();
  useEffect(() => void ask(question).then(onAnswer), [ask, question, onAnswer]);
  return dialog;
}

function askOnce(sameDay = true) {
  const answers: (RepeatScope | false)[] = [];
  renderComponent(<Asker question={{ name: 'Front desk', words: 'Every Saturday', sameDay }} onAnswer={(scope) => answers.push(scope)} />);
  return answers;
}

test('the question names the shift and its rule; "This shift only" has the focus and Enter picks it', async () => {
  const answers = askOnce();
  await expect.element(page.getByRole('dialog', { name: 'Change a repeating shift' })).toHaveAccessibleDescription('“Front desk” repeats every Saturday. Which shifts change?');
  await expect.element(page.getByRole('button', { name: /^This shift only/ })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => answers).toEqual(['this']);
  expect(screen.queryByRole('dialog')).toBeNull();
});

test('Tab walks to the other choices', async () => {
  const answers = askOnce();
  await expect.element(page.getByRole('button', { name: /^This shift only/ })).toHaveFocus();
  await userEvent.keyboard('{Tab}{Tab}{Enter}');
  await expect.poll(() => answers).toEqual(['all']);
});

test('Escape answers no: nothing changes', async () => {
  const answers = askOnce();
  await expect.element(page.getByRole('button', { name: /^This shift only/ })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  await expect.poll(() => answers).toEqual([false]);
});

test('a move to another day offers this shift only', async () => {
  askOnce(false);
  await expect.element(page.getByRole('button', { name: /^This and following shifts/ })).toBeDisabled();
  await expect.element(page.getByRole('button', { name: /^All shifts in the series/ })).toBeDisabled();
  await expect.element(page.getByRole('button', { name: /^This shift only/ })).toBeEnabled();
});

test('at 390 px it fits the width and axe finds nothing serious', async () => {
  await page.viewport(390, 844);
  askOnce();
  const dialog = page.getByRole('dialog').element() as HTMLElement;
  await expect.element(page.getByRole('button', { name: /^This shift only/ })).toBeVisible();
  expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  const { violations } = await axe.run(dialog, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
