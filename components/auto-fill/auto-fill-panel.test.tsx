import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { Assignment, HandChanges } from '@/lib/auto-fill';
import type { ProposalAnswer } from '@/lib/auto-fill/proposal-view';
import type { ActionResult } from '@/lib/errors';
import { ReadError } from '@/lib/queries/fetch-json';
import { zone } from '@/test/support/hand-made-week';
import { sampleAnswer } from '@/test/support/proposal-answer';
import { renderComponent } from '@/test/support/render-component';
import { AutoFillPanel } from './auto-fill-panel';

// The auto-fill panel on a hand-made proposal (test/support/proposal-answer.ts): Monday 1 March
// 2027 has Ana and Ben 06:00–14:00 and Ana 14:00–22:00, Tuesday Ben 06:00–14:00, Wednesday one
// place open. Its seams (re-solve, accept) record what they are asked and answer as told.

type Opening = { accept?: () => ActionResult<{ accepted: number }>; resolve?: (changes: HandChanges) => ProposalAnswer };

function openPanel({ accept = () => ({ ok: true, data: { accepted: 0 } }), resolve = () => sampleAnswer }: Opening = {}) {
  const accepted: { proposalId: string; lines: Assignment[] }[] = [];
  const resolved: HandChanges[] = [];
  renderComponent(
    <AutoFillPanel
      answer={sampleAnswer}
      timeZone={zone}
      onClose={() => undefined}
      resolve={async (changes) => {
        resolved.push(changes);
        return resolve(changes);
      }}
      accept={async (proposalId, lines) => {
        accepted.push({ proposalId, lines });
        return accept();
      }}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Auto-fill' });
  const line = (name: RegExp) => within(dialog).getByRole('checkbox', { name });
  const acceptButton = () => within(dialog).getByRole('button', { name: /^Accept \d+ lines? into the draft$/ });
  return { dialog, accepted, resolved, line, acceptButton };
}

test('says the score in words: filled against the proven maximum, the spread beside a simple fill, preferences', async () => {
  const { dialog } = openPanel();
  const score = within(dialog).getByRole('region', { name: 'Score' });
  await expect.element(score).toHaveTextContent('Fills 212 of 215 places — no staffing can fill more than 212');
  await expect.element(score).toHaveTextContent('largest 3.5 h, mean 1.3 h (a simple fill: 209 filled, largest 9 h, mean 2.5 h; 3 more filled here)');
  await expect.element(score).toHaveTextContent('14 lines are on a preferred day');
  await expect.element(within(dialog).getByRole('list', { name: 'Left open on Wednesday 3 March 2027' })).toHaveTextContent('Shift wed 06:00–14:00: 1 place left open2 candidates: 2 overlap');
});

test("a line's reasons are read with it when it has focus by keyboard, and shown beside it", async () => {
  const { line } = openPanel();
  const late = line(/^Ana Lima · Shift mon-late 14:00–22:00/);
  for (let presses = 0; presses < 30 && document.activeElement !== late; presses += 1) await userEvent.tab();
  expect(document.activeElement).toBe(late);
  await expect.element(late).toHaveAccessibleDescription('free · 8 h of 40 h target');
  await expect.element(screen.getByText('free · 8 h of 40 h target')).toBeVisible();
});

test('accepts only the lines chosen, by line and by day; lines accepted stay marked and cannot be sent twice', async () => {
  const { line, acceptButton, accepted } = openPanel({ accept: () => ({ ok: true, data: { accepted: 1 } }) });
  await expect.element(acceptButton()).toHaveAccessibleName('Accept 4 lines into the draft');
  await userEvent.click(screen.getByRole('checkbox', { name: 'All of Monday' }));
  await expect.element(acceptButton()).toHaveAccessibleName('Accept 1 line into the draft');
  await userEvent.click(line(/^Ana Lima · Shift mon 06:00/));
  await expect.element(screen.getByRole('checkbox', { name: 'All of Monday' })).toHaveProperty('indeterminate', true);
  await userEvent.click(line(/^Ben Okafor · Shift tue/));
  await userEvent.click(acceptButton());
  expect(accepted).toEqual([{ proposalId: 'p1', lines: [{ itemId: 'mon', userId: 'ana' }] }]);
  await expect.element(screen.getByText('1 line is in the draft. Publish it from the draft bar when the week is ready.')).toBeVisible();
  await expect.element(line(/^Ana Lima · Shift mon 06:00/)).toBeDisabled();
  await expect.element(acceptButton()).toBeDisabled();
});

test('a re-solve after an accept keeps the accepted lines pinned: their places are not offered again', async () => {
  const { dialog, line, acceptButton, resolved } = openPanel({ accept: () => ({ ok: true, data: { accepted: 3 } }) });
  await userEvent.click(line(/^Ben Okafor · Shift tue/));
  await userEvent.click(acceptButton());
  await expect.element(screen.getByText('3 lines are in the draft. Publish it from the draft bar when the week is ready.')).toBeVisible();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Change Ben Okafor on Shift tue 06:00–14:00' }));
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Person for Shift tue 06:00–14:00' }), 'Cai Wu');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Re-solve the rest (1 change)' }));
  expect(resolved[0]!.pinned).toEqual([
    { itemId: 'tue', userId: 'cai' },
    { itemId: 'mon-late', userId: 'ana' },
    { itemId: 'mon', userId: 'ben' },
    { itemId: 'mon', userId: 'ana' },
  ]);
});

test("a person's toggle chooses all or none of their lines, the others kept as they were", async () => {
  const { dialog, line, acceptButton, accepted } = openPanel();
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Person' }), 'Ben Okafor');
  expect(within(dialog).queryAllByRole('checkbox', { name: /^Ana Lima/ })).toEqual([]);
  expect(within(dialog).getAllByRole('checkbox', { name: /^Ben Okafor/ })).toHaveLength(2);
  expect(within(dialog).queryByText(/left open/)).toBeNull();
  const bens = screen.getByRole('checkbox', { name: 'All of Ben Okafor lines' });
  await userEvent.click(bens);
  await expect.element(bens).not.toBeChecked();
  await expect.element(line(/^Ben Okafor · Shift tue/)).not.toBeChecked();
  await expect.element(acceptButton()).toHaveAccessibleName('Accept 2 lines into the draft');
  await userEvent.click(bens);
  await expect.element(acceptButton()).toHaveAccessibleName('Accept 4 lines into the draft');
  await userEvent.click(bens);
  await userEvent.click(acceptButton());
  expect(accepted[0]!.lines).toEqual([{ itemId: 'mon-late', userId: 'ana' }, { itemId: 'mon', userId: 'ana' }]);
});

test('a refused accept is shown above the lines and nothing is marked accepted', async () => {
  const { acceptButton, line } = openPanel({ accept: () => ({ ok: false, error: { kind: 'conflict', message: 'This draft is not open any more.' } }) });
  await userEvent.click(acceptButton());
  await expect.element(screen.getByRole('alert')).toHaveTextContent('This draft is not open any more.');
  await expect.element(line(/^Ben Okafor · Shift tue/)).toBeEnabled();
  await expect.element(acceptButton()).toHaveAccessibleName('Accept 4 lines into the draft');
});

test('a line changed by hand is sent as pinned to the re-solve; a refusal is shown next to that line', async () => {
  const { dialog, resolved, acceptButton } = openPanel({
    resolve: () => {
      throw new ReadError(400, { kind: 'invalid_input', message: 'Not re-solved', fieldErrors: { 'pinned.tue:cai': ['Cai Wu cannot take it: on time off'] } }, true);
    },
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Change Ben Okafor on Shift tue 06:00–14:00' }));
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Person for Shift tue 06:00–14:00' }), 'Cai Wu');
  // Waiting for the re-solve, the changed line cannot be accepted as it was proposed.
  await expect.element(acceptButton()).toHaveAccessibleName('Accept 3 lines into the draft');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Re-solve the rest (1 change)' }));
  // The line pinned by the earlier re-solve stays pinned.
  expect(resolved).toEqual([{ pinned: [{ itemId: 'tue', userId: 'cai' }, { itemId: 'mon', userId: 'ana' }], keptOpen: [] }]);
  const row = dialog.querySelector('[data-line="tue:ben"]') as HTMLElement;
  await expect.element(within(row).getByRole('alert')).toHaveTextContent('Cai Wu cannot take it: on time off');
});

test('a re-solve around a place kept open shows its new answer, every line chosen again', async () => {
  const after: ProposalAnswer = { ...sampleAnswer, proposalId: 'p2', assignments: sampleAnswer.assignments.filter((a) => a.itemId !== 'mon-late'), unfilled: [...sampleAnswer.unfilled, { itemId: 'mon-late', missing: 1, reasons: ['kept open by you'] }] };
  const { dialog, resolved, acceptButton, accepted } = openPanel({ resolve: () => after });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Change Ana Lima on Shift mon-late 14:00–22:00' }));
  await userEvent.selectOptions(within(dialog).getByRole('combobox', { name: 'Person for Shift mon-late 14:00–22:00' }), 'Nobody: keep the place open');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Re-solve the rest (1 change)' }));
  expect(resolved[0]!.keptOpen).toEqual(['mon-late']);
  await expect.element(within(dialog).getByRole('list', { name: 'Left open on Monday 1 March 2027' })).toHaveTextContent('kept open by you');
  await expect.element(acceptButton()).toHaveAccessibleName('Accept 3 lines into the draft');
  await userEvent.click(acceptButton());
  expect(accepted[0]!.proposalId).toBe('p2');
});
