import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ActionResult } from '@/lib/errors';
import type { ShiftTemplate } from '@/lib/shift-templates';
import type { createFromTemplateAction } from '@/lib/shift-templates/actions';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent } from '@/test/support/render-component';
import { scheduleItem } from '@/test/support/schedule-item';
import { AddFromTemplateDialog } from './add-from-template-dialog';

// The roster cell's "Add from template": arrows move between templates, Enter makes the template's
// shift on the cell's day for the row's person and the template's default people (up to its needs,
// members only, each button naming them), asking first about a double booking.

const templates: ShiftTemplate[] = [
  { id: '6f1c1a52-5d84-4f5e-9a39-5a2b61c0a001', name: 'Front desk', type: 'MULTI_ASSIGNEE_SHIFT', startTime: '07:00', endTime: '15:00', needs: 1, notes: '', people: [] },
  { id: '6f1c1a52-5d84-4f5e-9a39-5a2b61c0a002', name: 'Night desk', type: 'MULTI_ASSIGNEE_SHIFT', startTime: '22:00', endTime: '06:00', needs: 2, notes: 'Keys in the safe', people: ['502'] },
];
const created = { ok: true as const, data: { item: scheduleItem({ name: 'Night desk' }), needs: 2, refused: [] } };

const confirmed = (input: unknown) => (input as { confirmConflicts: boolean }).confirmConflicts;

const members = new Map([
  ['501', 'Ana Lima'],
  ['502', 'Ben Okafor'],
  ['503', 'Chloé Martin'],
]);

function openMenu(answer: (input: unknown) => ActionResult<unknown> = () => created, list = templates, person: { userId: string; name: string } | null = { userId: '501', name: 'Ana Lima' }) {
  const create = recordingAction<typeof createFromTemplateAction>(answer);
  const closed: true[] = [];
  renderComponent(
    <AddFromTemplateDialog
      organizationId="11"
      templates={list}
      organizationZone="Europe/London"
      day={{ date: '2027-05-10', words: 'Mon 10 May' }}
      person={person}
      nameOf={(userId) => members.get(userId)}
      create={create.action}
      onClose={() => closed.push(true)}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Add from template' });
  return { dialog, sent: create.calls, closed };
}

test('focus starts on the first template; Down then Enter makes Night desk on that day for the row’s person and the template’s Ben, with its needs', async () => {
  const { dialog, sent, closed } = openMenu();
  expect(dialog).toHaveAccessibleDescription('Ana Lima, Mon 10 May');
  await expect.element(within(dialog).getByRole('button', { name: /Front desk/ })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  await expect.element(within(dialog).getByRole('button', { name: /Night desk/ })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}'); // past the last: round to the first
  await userEvent.keyboard('{ArrowUp}');
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => closed.length).toBe(1);
  expect(sent).toEqual([
    {
      organizationId: '11',
      templateId: templates[1]!.id,
      type: 'MULTI_ASSIGNEE_SHIFT',
      name: 'Night desk',
      notes: 'Keys in the safe',
      timeZoneName: 'Europe/London',
      start: Date.UTC(2027, 4, 10, 21),
      end: Date.UTC(2027, 4, 11, 5),
      needs: 2,
      assigneeUserId: '501',
      people: ['502'],
      confirmConflicts: false,
    },
  ]);
});

test('a double booking is asked about: Cancel creates nothing, “Create anyway” sends the confirmation', async () => {
  const sentence = 'Ana Lima is already on Till, Mon 10 May 08:00–12:00 at that time.';
  const refusal: ActionResult<unknown> = { ok: false, error: { kind: 'conflict', message: `Double booking: ${sentence} Confirm to go ahead.`, fieldErrors: { confirmConflicts: [sentence] } } };
  const { dialog, sent, closed } = openMenu((input) => (confirmed(input) ? created : refusal));
  const press = () => userEvent.click(within(dialog).getByRole('button', { name: /Front desk/ }));
  await press();
  const question = await screen.findByRole('dialog', { name: 'Double booking' });
  expect(question).toHaveTextContent(sentence);
  await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
  await expect.poll(() => screen.queryByRole('dialog', { name: 'Double booking' })).toBeNull();
  expect(closed).toEqual([]);
  await press();
  await userEvent.click(await screen.findByRole('button', { name: 'Create anyway' }));
  await expect.poll(() => closed.length).toBe(1);
  expect(sent.map(confirmed)).toEqual([false, false, true]);
});

test('a rule break is asked like a live assign (issue 27, point 4): the yes needs a reason, sent with the confirmation', async () => {
  const sentence = 'Ana Lima: rest 8 h, minimum 11 h.';
  const refusal: ActionResult<unknown> = { ok: false, error: { kind: 'conflict', message: `Working-time rules: ${sentence} Confirm to go ahead.`, fieldErrors: { confirmConflicts: [sentence], ruleBreaks: [sentence] } } };
  const { dialog, sent, closed } = openMenu((input) => (confirmed(input) ? created : refusal));
  await userEvent.click(within(dialog).getByRole('button', { name: /Front desk/ }));
  const question = await screen.findByRole('dialog', { name: 'Working-time rules' });
  await userEvent.click(within(question).getByRole('button', { name: 'Create anyway' }));
  await expect.element(within(question).getByRole('textbox', { name: /Reason/ })).toHaveAttribute('aria-invalid', 'true');
  expect(sent).toHaveLength(1);
  await userEvent.fill(within(question).getByRole('textbox', { name: /Reason/ }), 'Only trained opener');
  await userEvent.click(within(question).getByRole('button', { name: 'Create anyway' }));
  await expect.poll(() => closed.length).toBe(1);
  expect(sent.map((s) => [confirmed(s), (s as { ruleBreakReason?: string }).ruleBreakReason])).toEqual([[false, undefined], [true, 'Only trained opener']]);
});

test('without templates it says where to add them', async () => {
  const { dialog } = openMenu(undefined, []);
  expect(dialog).toHaveTextContent('No shift templates yet: schedulers add them on the organization’s Members page.');
});

test('each template names who gets it: the row’s person, then the template’s people until its needs are met; a default person no longer a member is left out', async () => {
  const crowded: ShiftTemplate[] = [
    { ...templates[0]!, people: ['502'] }, // needs 1: Ana fills it
    { ...templates[1]!, people: ['999', '503', '502'] }, // needs 2: 999 left, so Ana and Chloé
  ];
  const { dialog, sent } = openMenu(undefined, crowded);
  expect(within(dialog).getByRole('button', { name: /Front desk/ })).toHaveTextContent('For Ana Lima');
  expect(within(dialog).getByRole('button', { name: /Front desk/ })).not.toHaveTextContent('Ben');
  expect(within(dialog).getByRole('button', { name: /Night desk/ })).toHaveTextContent('For Ana Lima, Chloé Martin');
  await userEvent.click(within(dialog).getByRole('button', { name: /Night desk/ }));
  await expect.poll(() => sent.map((input) => [(input as { assigneeUserId: string }).assigneeUserId, (input as { people: string[] }).people])).toEqual([['501', ['503']]]);
});

test('on the open shifts row the template’s own people get it; without any it says it stays open', async () => {
  const { dialog, sent } = openMenu(undefined, templates, null);
  expect(within(dialog).getByRole('button', { name: /Front desk/ })).toHaveTextContent('Open: nobody on it yet');
  expect(within(dialog).getByRole('button', { name: /Night desk/ })).toHaveTextContent('For Ben Okafor');
  await userEvent.click(within(dialog).getByRole('button', { name: /Night desk/ }));
  await expect.poll(() => sent.map((input) => [(input as { assigneeUserId: string }).assigneeUserId, (input as { people: string[] }).people])).toEqual([['', ['502']]]);
});
