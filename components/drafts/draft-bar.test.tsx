import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { discardDraftAction, openDraftAction, publishDraftAction, removeDraftLineAction, undoDraftPublishAction } from '@/lib/drafts/actions';
import { draftSummary, type DraftLine, type DraftRead, type DraftsAnswer } from '@/lib/drafts';
import type { ActionResult } from '@/lib/errors';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent } from '@/test/support/render-component';
import { DraftBar } from './draft-bar';

const range = { from: Date.UTC(2027, 5, 7), to: Date.UTC(2027, 5, 14) };
const draftId = '0f8fad5b-d9cb-469f-a165-70867728950e';

let position = 0;
const line = (values: Partial<DraftLine> & Pick<DraftLine, 'kind'>): DraftLine => ({ id: `l${++position}`, position, itemId: '5', localKey: null, userId: null, payload: {}, source: 'hand', reasons: [], state: 'drafted', outcome: null, ...values });

function readOf(lines: DraftLine[], draft: Partial<NonNullable<DraftRead>['draft']> = {}): NonNullable<DraftRead> {
  const count = (state: string) => lines.filter((l) => l.state === state).length;
  return {
    draft: { id: draftId, organizationId: '11', from: range.from, to: range.to, state: 'open', undoState: null, createdByEmail: 'm@example.com', createdAt: '', publishedAt: null, publishedByEmail: null, announceConversationId: null, ...draft },
    lines,
    summary: draftSummary(lines),
    progress: { total: lines.length, settled: lines.filter((l) => l.state !== 'pending' && l.state !== 'drafted').length, done: count('done'), skipped: count('skipped'), conflicts: count('conflict'), failed: 0, undone: 0 },
  };
}

function renderBar({ answer, followed = null, answerWith = () => ({ ok: true, data: {} }) }: { answer: DraftsAnswer | undefined; followed?: DraftRead; answerWith?: () => ActionResult<unknown> }) {
  const open = recordingAction<typeof openDraftAction>(answerWith);
  const discard = recordingAction<typeof discardDraftAction>(answerWith);
  const publish = recordingAction<typeof publishDraftAction>(answerWith);
  const undo = recordingAction<typeof undoDraftPublishAction>(answerWith);
  const removeLine = recordingAction<typeof removeDraftLineAction>(answerWith);
  const changed: (string | null | undefined)[] = [];
  renderComponent(
    <DraftBar
      organizationId="11"
      range={range}
      timeZone="Europe/Paris"
      answer={answer}
      followed={followed}
      commands={{ open: open.action, discard: discard.action, publish: publish.action, undo: undo.action, removeLine: removeLine.action }}
      onChanged={(follow) => changed.push(follow)}
      conversations={[{ id: '77', name: 'Front of house' }]}
      actions={<button type="button">Auto-fill</button>}
    />,
  );
  return { bar: screen.getByRole('region', { name: 'Draft' }), opened: open.calls, discarded: discard.calls, published: publish.calls, undone: undo.calls, removed: removeLine.calls, changed };
}

const threeChanges = [line({ kind: 'create', itemId: null, localKey: 'k1', payload: { type: 'MULTI_ASSIGNEE_SHIFT', start: 1, end: 2, timeZoneName: 'UTC' } }), line({ kind: 'assign', userId: '8' }), line({ kind: 'move', payload: { start: 3, end: 4 } })];

test('without a draft, "Plan in draft" opens one for the week shown; the extra actions are in the bar', async () => {
  const { bar, opened, changed } = renderBar({ answer: { draft: null, publishedUntil: null } });
  await expect.element(within(bar).getByRole('button', { name: 'Auto-fill' })).toBeVisible();
  await userEvent.click(within(bar).getByRole('button', { name: 'Plan in draft' }));
  expect(opened).toEqual([{ organizationId: '11', from: range.from, to: range.to }]);
  expect(changed).toEqual([undefined]);
});

test('an open draft says what it changes in words; Discard asks first, and "Keep the draft" changes nothing', async () => {
  const { bar, discarded } = renderBar({ answer: { draft: readOf(threeChanges), publishedUntil: null } });
  await expect.element(within(bar).getByTestId('draft-summary')).toHaveTextContent('Draft: 3 changes: 1 new item, 1 move, 1 assignment');
  await userEvent.click(within(bar).getByRole('button', { name: 'Discard…' }));
  const ask = within(bar).getByRole('alertdialog', { name: 'Discard this draft?' });
  await expect.element(ask).toHaveTextContent('its 3 changes? Nothing live changes.');
  await userEvent.click(within(ask).getByRole('button', { name: 'Keep the draft' }));
  expect(discarded).toEqual([]);
  await userEvent.click(within(bar).getByRole('button', { name: 'Discard…' }));
  await userEvent.click(within(bar).getByRole('button', { name: 'Discard' }));
  expect(discarded).toEqual([{ organizationId: '11', draftId }]);
});

test('Publish asks in a dialog that shows the card’s summary for the chosen conversation, then follows the publish', async () => {
  const { bar, published, changed } = renderBar({ answer: { draft: readOf(threeChanges), publishedUntil: null } });
  await userEvent.click(within(bar).getByRole('button', { name: 'Publish…' }));
  const dialog = screen.getByRole('dialog', { name: 'Publish the draft?' });
  await expect.element(within(dialog).getByLabelText('Announce it in')).toHaveAccessibleDescription('No card is posted.');
  await userEvent.selectOptions(within(dialog).getByLabelText('Announce it in'), 'Front of house');
  await expect.element(within(dialog).getByLabelText('Announce it in')).toHaveAccessibleDescription('Posts one card to Front of house: “3 changes: 1 new item, 1 move, 1 assignment.”');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Publish 3 changes' }));
  expect(published).toEqual([{ organizationId: '11', draftId, announceConversationId: '77' }]);
  expect(changed).toEqual([draftId]);
});

test('a refused publish says why in the dialog and follows nothing', async () => {
  const { bar, changed } = renderBar({ answer: { draft: readOf(threeChanges), publishedUntil: null }, answerWith: () => ({ ok: false, error: { kind: 'conflict', message: 'This draft was published: it cannot change any more.' } }) });
  await userEvent.click(within(bar).getByRole('button', { name: 'Publish…' }));
  const dialog = screen.getByRole('dialog', { name: 'Publish the draft?' });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Publish 3 changes' }));
  await expect.element(within(dialog).getByRole('alert')).toHaveTextContent('This draft was published');
  expect(changed).toEqual([]);
});

test('a published draft shows done, skipped and conflicts with their reasons; Undo publish asks first', async () => {
  const lines = [line({ kind: 'assign', userId: '1', state: 'done' }), line({ kind: 'assign', userId: '2', state: 'skipped', outcome: 'The slot was filled meanwhile' }), line({ kind: 'move', state: 'conflict', outcome: 'The item changed in the product meanwhile' })];
  const followed = readOf(lines, { state: 'published' });
  const { bar, undone, changed } = renderBar({ answer: { draft: null, publishedUntil: null }, followed });
  await expect.element(within(bar).getByRole('progressbar', { name: 'Published' })).toHaveAttribute('aria-valuenow', '3');
  await expect.element(within(bar).getByRole('status')).toHaveTextContent('1 done · 1 skipped · 1 conflict');
  const notPublished = within(bar).getByRole('list', { name: 'Lines not published' });
  await expect.element(notPublished).toHaveTextContent('Assignment (skipped): The slot was filled meanwhile');
  await expect.element(notPublished).toHaveTextContent('Move (conflict): The item changed in the product meanwhile');
  await userEvent.click(within(bar).getByRole('button', { name: 'Undo publish…' }));
  await userEvent.click(within(bar).getByRole('button', { name: 'Keep them' }));
  expect(undone).toEqual([]);
  await userEvent.click(within(bar).getByRole('button', { name: 'Undo publish…' }));
  const ask = within(bar).getByRole('alertdialog', { name: 'Undo this publish?' });
  await expect.element(ask).toHaveTextContent('Take back the 1 change this publish wrote?');
  await userEvent.click(within(ask).getByRole('button', { name: 'Undo publish' }));
  expect(undone).toEqual([{ organizationId: '11', draftId }]);
  expect(changed).toEqual([draftId]);
});

test('every line not published names its item, day and time in the organization’s zone, and why, whatever item it is on', async () => {
  // 09:00–17:00 in Paris on Monday 7 June 2027 (UTC+2); the move's item overnight from Tuesday.
  const till = { name: 'Till', start: Date.UTC(2027, 5, 7, 7), end: Date.UTC(2027, 5, 7, 15) };
  const lines = [
    line({ kind: 'assign', userId: '2', state: 'skipped', outcome: 'Filled meanwhile by Ana Lopez (1 of 1 on it).', subject: till }),
    line({ kind: 'move', payload: { start: 5, end: 6 }, state: 'conflict', outcome: 'Changed in the product since the draft was made: moved or resized.', subject: { name: 'Night', start: Date.UTC(2027, 5, 8, 20), end: Date.UTC(2027, 5, 9, 4) } }),
    line({ kind: 'unassign', userId: '3', state: 'skipped', outcome: 'Bo Chen was no longer on it.', subject: { name: null, start: till.start, end: till.end } }),
    line({ kind: 'assign', itemId: null, localKey: 'k9', userId: '4', source: 'auto-fill', state: 'conflict', outcome: 'Changed in the product since the draft was made: deleted.', subject: { name: 'Late', start: Date.UTC(2027, 5, 12, 14), end: Date.UTC(2027, 5, 12, 21) } }),
  ];
  const { bar } = renderBar({ answer: { draft: null, publishedUntil: null }, followed: readOf(lines, { state: 'published' }) });
  const notPublished = within(bar).getByRole('list', { name: 'Lines not published' });
  await expect.element(notPublished).toBeVisible();
  expect(Array.from(notPublished.querySelectorAll('li'), (li) => li.textContent)).toEqual([
    'Assignment on “Till”, Mon 7 Jun 09:00–17:00 (skipped): Filled meanwhile by Ana Lopez (1 of 1 on it).',
    'Move on “Night”, Tue 8 Jun 22:00–06:00 next day (conflict): Changed in the product since the draft was made: moved or resized.',
    'Removal on an unnamed item, Mon 7 Jun 09:00–17:00 (skipped): Bo Chen was no longer on it.',
    'Assignment on “Late”, Sat 12 Jun 16:00–23:00 (auto-fill) (conflict): Changed in the product since the draft was made: deleted.',
  ]);
});

test('while a publish runs its progress shows, with no Undo yet', async () => {
  const lines = [line({ kind: 'assign', userId: '1', state: 'done' }), line({ kind: 'assign', userId: '2', state: 'pending' })];
  const { bar } = renderBar({ answer: { draft: readOf(lines, { state: 'publishing' }), publishedUntil: null } });
  await expect.element(within(bar).getByRole('progressbar', { name: 'Publishing' })).toHaveAttribute('aria-valuenow', '1');
  expect(within(bar).queryByRole('button', { name: 'Undo publish…' })).toBeNull();
});

test('the draft’s changes on live items say which item and when, in the organization’s zone', async () => {
  const lines = [line({ kind: 'assign', userId: '8', subject: { name: 'Till', start: Date.UTC(2027, 5, 7, 7), end: Date.UTC(2027, 5, 7, 15) } })];
  const { bar } = renderBar({ answer: { draft: readOf(lines), publishedUntil: null } });
  await userEvent.click(within(bar).getByText('Changes in the draft (1)'));
  const list = within(bar).getByRole('list', { name: 'Changes in the draft' });
  await expect.element(within(list).getByRole('button', { name: 'Take out: Assignment on “Till”, Mon 7 Jun 09:00–17:00' })).toBeVisible();
});

test('the draft’s changes are listed with their reasons under the bar; one taken out is removed from the draft', async () => {
  const lines = [...threeChanges.slice(0, 2).map((l) => ({ ...l })), line({ kind: 'assign', userId: '9', source: 'auto-fill', reasons: ['free', 'prefers Saturdays'] })];
  lines[0]!.payload = { ...lines[0]!.payload, name: 'Late' };
  const { bar, removed, changed } = renderBar({ answer: { draft: readOf(lines), publishedUntil: null } });
  await userEvent.click(within(bar).getByText('Changes in the draft (3)'));
  const list = within(bar).getByRole('list', { name: 'Changes in the draft' });
  await expect.element(list).toHaveTextContent('New item “Late”');
  await expect.element(list).toHaveTextContent('Assignment (auto-fill): free; prefers Saturdays');
  await userEvent.click(within(list).getByRole('button', { name: 'Take out: Assignment (auto-fill)' }));
  expect(removed).toEqual([{ organizationId: '11', draftId, lineId: lines[2]!.id }]);
  expect(changed).toEqual([undefined]);
});

test('by keyboard, the focus stays in the bar when the control it was on goes: Publish… once the progress shows, the Undo question once answered', async () => {
  renderComponent(<KeyboardBar />);
  const bar = screen.getByRole('region', { name: 'Draft' });
  const onProgress = () => expect.poll(() => document.activeElement?.textContent === 'Published' && bar.contains(document.activeElement)).toBe(true);
  within(bar).getByRole('button', { name: 'Publish…' }).focus();
  await userEvent.keyboard('{Enter}');
  const dialog = screen.getByRole('dialog', { name: 'Publish the draft?' });
  within(dialog).getByRole('button', { name: 'Publish 1 change' }).focus();
  await userEvent.keyboard('{Enter}');
  // The page follows the publish: Publish… is gone; the keyboard is on the progress, not the page.
  await onProgress();
  await userEvent.keyboard('{Tab}');
  await expect.element(within(bar).getByRole('button', { name: 'Undo publish…' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect.element(within(bar).getByRole('button', { name: 'Keep them' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await onProgress();
});

/** The bar over an open draft of one change, as a page holds it: once published, the publish is followed when the page has read it. */
function KeyboardBar() {
  const [followed, setFollowed] = useState<DraftRead>(null);
  const answer = { draft: readOf([line({ kind: 'assign', userId: '1' })]), publishedUntil: null };
  const ok = async () => ({ ok: true as const, data: {} });
  const onChanged = (follow?: string | null) => void (follow && setTimeout(() => setFollowed(readOf([line({ kind: 'assign', userId: '1', state: 'done' })], { state: 'published' })), 50));
  return <DraftBar organizationId="11" range={range} timeZone="Europe/Paris" answer={followed ? { draft: null, publishedUntil: null } : answer} followed={followed} commands={{ open: ok, discard: ok, publish: ok, undo: ok, removeLine: ok }} onChanged={onChanged} />;
}
