import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ActionResult } from '@/lib/errors';
import type { createSeriesAction } from '@/lib/repeats/actions';
import type { createCalendarItemAction } from '@/lib/schedule/actions';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent } from '@/test/support/render-component';
import { CreateItemDialog } from './create-item-dialog';

// Issue 27, point 4: a new repeating item whose people the server says would be double-booked or break a
// working-time rule (lib/repeats/server/series-check.ts) is asked about in the one question every
// write asks: the occurrences and rules in words, a reason required for a break, and sent again
// only on yes, with the yes and the reason; a no sends nothing more and leaves the form open.

const BREAK = '3 of 20 occurrences break “at most 40 h a week” for Ana Lima: Fri 14 May, Fri 21 May, Fri 28 May.';
const asking = (input: { confirmConflicts?: boolean }): ActionResult<unknown> =>
  input.confirmConflicts
    ? { ok: true, data: { seriesId: 's', words: 'Every Monday', rrule: '', lastDate: null } }
    : { ok: false, error: { kind: 'conflict', message: 'Confirm to go ahead.', retryable: false, fieldErrors: { confirmConflicts: [BREAK], ruleBreaks: [BREAK] } } };

// The week of Monday 10 May 2027 in London.
const shown = { start: Date.UTC(2027, 4, 9, 23), end: Date.UTC(2027, 4, 16, 23) };

test('New item, repeating, with a person: the series’ rule breaks are asked, a reason is required, and the series is sent again with the yes and the reason', async () => {
  const create = recordingAction<typeof createCalendarItemAction>();
  const series = recordingAction<typeof createSeriesAction>(asking as never);
  let closed = 0;
  const members = [{ userId: '501', fullName: 'Ana Lima', title: null, avatarUrl: null }];
  renderComponent(<CreateItemDialog organizationId="11" timeZone="Europe/London" initial={null} assigneeUserId="501" shown={shown} members={members} membersNote={null} create={create.action} createSeries={series.action} onClose={() => closed++} />);
  const dialog = screen.getByRole('dialog', { name: 'New item' });
  await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Repeat this item' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

  // No: nothing more is sent, the New item dialog stays as it was.
  let question = await screen.findByRole('dialog', { name: 'Working-time rules' });
  expect(within(question).getByRole('list', { name: 'Conflicts' }).textContent).toContain(BREAK);
  await userEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
  await expect.poll(() => screen.queryByRole('dialog', { name: 'Working-time rules' })).toBeNull();
  expect(series.calls).toHaveLength(1);
  expect(series.calls[0]).toMatchObject({ people: ['501'], confirmConflicts: false });
  expect(closed).toBe(0);

  // Yes needs a reason; with one, the series goes again with both.
  await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
  question = await screen.findByRole('dialog', { name: 'Working-time rules' });
  await userEvent.click(within(question).getByRole('button', { name: 'Create anyway' }));
  await expect.element(within(question).getByRole('textbox', { name: /Reason/ })).toHaveAttribute('aria-invalid', 'true');
  expect(series.calls).toHaveLength(2);
  await userEvent.fill(within(question).getByRole('textbox', { name: /Reason/ }), 'Stocktake month');
  await userEvent.click(within(question).getByRole('button', { name: 'Create anyway' }));
  await expect.poll(() => series.calls.length).toBe(3);
  expect(series.calls[2]).toMatchObject({ people: ['501'], confirmConflicts: true, ruleBreakReason: 'Stocktake month' });
  await expect.poll(() => closed).toBe(1);
  expect(create.calls).toEqual([]);
});
