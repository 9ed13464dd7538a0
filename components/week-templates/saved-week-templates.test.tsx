import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { removeWeekTemplateAction } from '@/lib/week-templates/actions';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent } from '@/test/support/render-component';
import { SavedWeekTemplates } from './saved-week-templates';

const usual = { id: '6f1c8f7e-2a3b-4c5d-8e9f-0a1b2c3d4e5f', name: 'Usual week', withPeople: true, itemCount: 3 };

test('a template is removed only after the second word, and "Keep it" sends nothing', async () => {
  const remove = recordingAction<typeof removeWeekTemplateAction>(() => ({ ok: true, data: { id: usual.id } }));
  let reread = 0;
  renderComponent(<SavedWeekTemplates organizationId="11" templates={[usual]} remove={remove.action} onRemoved={() => (reread += 1)} />);
  const list = screen.getByRole('region', { name: 'Saved week templates' });
  await expect.element(within(list).getByText(/3 items, with people/)).toBeVisible();
  await userEvent.click(within(list).getByRole('button', { name: 'Remove Usual week…' }));
  await userEvent.click(within(list).getByRole('button', { name: 'Keep it' }));
  expect(remove.calls).toEqual([]);
  await userEvent.click(within(list).getByRole('button', { name: 'Remove Usual week…' }));
  await userEvent.click(within(list).getByRole('button', { name: 'Remove “Usual week”' }));
  await expect.poll(() => remove.calls).toEqual([{ organizationId: '11', templateId: usual.id }]);
  await expect.poll(() => reread).toBe(1);
});
