// The app's stylesheet: the 390 px layout under test comes from it.
import '@/app/globals.css';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { ActionResult } from '@/lib/errors';
import type { saveWeekTemplateAction } from '@/lib/week-templates/actions';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent } from '@/test/support/render-component';
import { scheduleItem } from '@/test/support/schedule-item';
import { SaveWeekTemplateDialog } from './save-week-template-dialog';

// The week of Monday 7 June 2027 (London, summer time: UTC+1): two items on Monday, one on
// Wednesday, and a night running in from the Sunday before (not the week's: never offered).
const at = (day: number, hour: number) => Date.UTC(2027, 5, day, hour - 1);
const WEEK = [
  scheduleItem({ id: '101', name: 'Opening', start: at(7, 7), end: at(7, 15) }),
  scheduleItem({ id: '102', name: 'Closing', start: at(7, 15), end: at(7, 23) }),
  scheduleItem({ id: '103', name: 'Delivery', start: at(9, 9), end: at(9, 11) }),
  scheduleItem({ id: '100', name: 'From Sunday', start: at(6, 22), end: at(7, 6) }),
];

function openSave(answer: () => ActionResult<unknown> = () => ({ ok: true, data: { id: 't', name: 'Usual week', withPeople: true, itemCount: 3 } })) {
  const save = recordingAction<typeof saveWeekTemplateAction>(answer);
  const reads: { from: number; to: number }[] = [];
  const readWeekItems = async (week: { from: number; to: number }) => {
    reads.push(week);
    return WEEK;
  };
  // Wednesday 9 June 2027 is shown: its week starts on Monday 7 June.
  renderComponent(<SaveWeekTemplateDialog organizationId="11" timeZone="Europe/London" shownDate="2027-06-09" readWeekItems={readWeekItems} onClose={() => undefined} save={save.action} />);
  const dialog = screen.getByRole('dialog', { name: 'Save week as template' });
  return { dialog, reads, sent: save.calls, name: within(dialog).getByRole('textbox', { name: /Name/ }), submit: () => userEvent.click(within(dialog).getByRole('button', { name: 'Save template' })) };
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

test('"All 3 items of the week" is the default: nothing chosen is sent', async () => {
  const { dialog, name, submit, sent, reads } = openSave();
  await expect.element(await within(dialog).findByRole('radio', { name: 'All 3 items of the week' })).toBeChecked();
  expect(reads).toEqual([{ from: at(7, 0), to: at(14, 0) }]);
  await userEvent.fill(name, 'Usual week');
  await submit();
  await expect.poll(() => sent).toEqual([{ organizationId: '11', name: 'Usual week', weekDate: '2027-06-07', withPeople: true }]);
});

test('"Choose items…" by keyboard: a checklist by day; none ticked is refused next to it and nothing is sent; the ticked are sent', async () => {
  const { dialog, name, sent } = openSave();
  await userEvent.fill(name, 'Openings');
  await userEvent.click(await within(dialog).findByRole('radio', { name: 'All 3 items of the week' }));
  await userEvent.keyboard('{ArrowRight}');
  const checklist = await within(dialog).findByTestId('week-items-checklist');
  await expect.element(within(dialog).getByRole('checkbox', { name: /Delivery/ })).toBeVisible();
  expect([...checklist.querySelectorAll('legend')].map((l) => l.textContent)).toEqual(['Monday 7 June 2027', 'Wednesday 9 June 2027']);
  expect(within(dialog).queryByRole('checkbox', { name: /From Sunday/ })).toBeNull();

  await userEvent.click(within(dialog).getByRole('button', { name: 'Save template' }));
  const group = within(dialog).getByRole('group', { name: 'Items' });
  await expect.element(group).toHaveAccessibleDescription('Choose at least one item');
  expect(sent).toEqual([]);

  const opening = within(dialog).getByRole('checkbox', { name: /Opening 07:00–15:00/ });
  opening.focus();
  await userEvent.keyboard(' ');
  await userEvent.tab();
  await userEvent.tab();
  await userEvent.keyboard(' ');
  await expect.element(within(dialog).getByRole('checkbox', { name: /Delivery/ })).toBeChecked();
  await expect.element(group).not.toHaveAccessibleDescription('Choose at least one item');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save template' }));
  await expect.poll(() => sent).toEqual([{ organizationId: '11', name: 'Openings', weekDate: '2027-06-07', withPeople: true, itemIds: ['101', '103'] }]);
});

test('at 1440 and 390 px the checklist fits and axe finds nothing serious', async () => {
  const { dialog } = openSave();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Choose items…' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save template' }));
  await expect.element(within(dialog).getByRole('group', { name: 'Items' })).toHaveAccessibleDescription('Choose at least one item');
  for (const width of [1440, 390]) {
    await page.viewport(width, 900);
    const box = dialog;
    expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
    expect(box.getBoundingClientRect().right).toBeLessThanOrEqual(width);
    const { violations } = await axe.run(box, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});
