import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ActionResult } from '@/lib/errors';
import type { saveWeekTemplateAction } from '@/lib/week-templates/actions';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent } from '@/test/support/render-component';
import { SaveWeekTemplateDialog } from './save-week-template-dialog';

function openSave(answer: () => ActionResult<unknown> = () => ({ ok: true, data: { id: 't', name: 'Usual week', withPeople: true, itemCount: 3 } })) {
  const save = recordingAction<typeof saveWeekTemplateAction>(answer);
  // Wednesday 9 June 2027 is shown: its week starts on Monday 7 June.
  renderComponent(<SaveWeekTemplateDialog organizationId="11" shownDate="2027-06-09" onClose={() => undefined} save={save.action} />);
  const dialog = screen.getByRole('dialog', { name: 'Save week as template' });
  return { dialog, sent: save.calls, name: within(dialog).getByRole('textbox', { name: /Name/ }), submit: () => userEvent.click(within(dialog).getByRole('button', { name: 'Save template' })) };
}

test('a blank name is refused next to the field; nothing is sent', async () => {
  const { name, submit, sent } = openSave();
  await userEvent.fill(name, '   ');
  await submit();
  await expect.element(name).toHaveAccessibleDescription(/Enter a name/);
  expect(sent).toEqual([]);
});

test('the shown week is saved from its Monday, with people unless unticked, the name trimmed', async () => {
  const { dialog, name, submit, sent } = openSave();
  await userEvent.fill(name, ' Usual week ');
  await userEvent.click(within(dialog).getByRole('checkbox', { name: /With their people/ }));
  await submit();
  await expect.poll(() => sent).toEqual([{ organizationId: '11', name: 'Usual week', weekDate: '2027-06-07', withPeople: false }]);
});

test("the server's refusals land next to their fields: a name taken, an empty week", async () => {
  const { dialog, name, submit } = openSave(() => ({ ok: false, error: { kind: 'invalid_input', message: 'Another week template has this name', fieldErrors: { name: ['Another week template has this name'] } } }));
  await userEvent.fill(name, 'Usual week');
  await submit();
  await expect.element(name).toHaveAccessibleDescription(/Another week template has this name/);
  expect(within(dialog).queryByRole('button', { name: 'Save template' })).not.toBeNull();
});
