import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ActionResult } from '@/lib/errors';
import { requestKeys } from '@/lib/requests/queries';
import type { InboxRead, InboxRequest } from '@/lib/requests/inbox-types';
import type { DecisionResult } from '@/lib/staffing';
import type { InboxItem } from '@/lib/staffing/warning-types';
import { renderComponent, testQueryClient } from '@/test/support/render-component';
import { RULE_BREAK_REASON_MISSING } from '@/lib/working-time';
import { RequestsInbox } from './requests-inbox';
import type { sendDecision } from './send-decision';

// Approving a request to join that double-books the person asks first, as every other place that
// puts a person on a shift: from the row's own warnings before anything is sent, or from the
// server's refusal when the warnings were read before the clash existed.

const window = { from: '2027-06-07', to: '2027-06-20' };
const timeZone = 'UTC';
const at = (hour: number) => Date.UTC(2027, 5, 8, hour);
const item = (id: string, name: string, from: number, to: number): InboxItem => ({ id, type: 'MULTI_ASSIGNEE_SHIFT', name, start: at(from), end: at(to), status: 'OPEN' });
const bar = item('900', 'Bar', 9, 17);
const week = { monday: '2027-06-07', workedMinutes: 480, withThisMinutes: 600, over: false };

function joinRequest(itemId: string, name: string, userId: string, displayName: string, overlaps: InboxItem[]): InboxRequest {
  return {
    key: `${itemId}:${userId}`,
    day: '2027-06-08',
    kind: 'ADDITION_REQUESTED',
    item: item(itemId, name, 12, 14),
    person: { userId, displayName, avatarUrl: null },
    warnings: { overlaps, timeOff: [], week },
    staffing: 'requested',
  };
}
const ana = joinRequest('901', 'Till', '501', 'Ana Lima', [bar]);
const ben = joinRequest('902', 'Door', '502', 'Ben Okafor', []);
const anaClash = 'Ana Lima is already on Bar, Tue 8 Jun 09:00–17:00 at that time.';

type Sent = { itemId: string; userId: string; confirmConflicts: boolean; ruleBreakReason?: string | undefined };

/** The inbox with these requests read; `answer` plays the decision route. */
function openInbox(requests: InboxRequest[], answer: (sent: Sent) => ActionResult<DecisionResult> = () => ({ ok: true, data: { result: 'done', decision: 'ACCEPTED', alreadyApplied: false, status: 'ACCEPTED' } })) {
  const sent: Sent[] = [];
  const send: typeof sendDecision = async (_organizationId, member) => {
    sent.push(member);
    return answer(member) as ActionResult<DecisionResult>;
  };
  const queryClient = testQueryClient();
  const read: InboxRead = { requests, awaiting: [], window, timeZone, fetchedAt: Date.now() };
  queryClient.setQueryData(requestKeys.window('11', window), read);
  renderComponent(<RequestsInbox organizationId="11" window={window} isDefaultWindow timeZone={timeZone} canDecide problem={null} pollMs={3_600_000} send={send} />, { queryClient });
  return { sent };
}

const approveButton = (request: InboxRequest) => screen.getByRole('button', { name: new RegExp(`^Approve ${request.person.displayName} for`) });

test('approving a request that double-books the person names the clash first: Cancel (the default) sends nothing, “Approve anyway” sends the yes', async () => {
  const { sent } = openInbox([ana, ben]);
  await userEvent.click(approveButton(ana));
  const dialog = await screen.findByRole('dialog', { name: 'Double booking' });
  expect(within(dialog).getByRole('list', { name: 'Conflicts' }).textContent).toBe(anaClash);
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  expect(sent).toEqual([]);

  await userEvent.click(approveButton(ana));
  await userEvent.click(within(await screen.findByRole('dialog', { name: 'Double booking' })).getByRole('button', { name: 'Approve anyway' }));
  await expect.poll(() => sent).toEqual([{ itemId: '901', userId: '501', confirmConflicts: true }]);
  await expect.element(screen.getByText('Done: approved')).toBeVisible();
});

test('a request to join that breaks a working-time rule names the break with its figures, on the row and before Approve; the yes needs a reason, sent with it', async () => {
  const cai: InboxRequest = { ...joinRequest('903', 'Open', '503', 'Cai Wong', []), ruleBreaks: [{ rule: 'minRest', actual: 540, limit: 660, words: 'rest 9 h, minimum 11 h' }] };
  const { sent } = openInbox([cai, ben]);
  await expect.element(screen.getByRole('group', { name: 'Working-time rules approving breaks' })).toHaveTextContent('rest 9 h, minimum 11 h');
  await userEvent.click(approveButton(cai));
  const dialog = await screen.findByRole('dialog', { name: 'Working-time rules' });
  expect(within(dialog).getByRole('list', { name: 'Conflicts' }).textContent).toBe('Cai Wong: rest 9 h, minimum 11 h.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve anyway' }));
  await expect.element(within(dialog).getByText(RULE_BREAK_REASON_MISSING)).toBeVisible();
  expect(sent).toEqual([]);
  await userEvent.fill(within(dialog).getByRole('textbox'), 'Short of openers');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve anyway' }));
  await expect.poll(() => sent).toEqual([{ itemId: '903', userId: '503', confirmConflicts: true, ruleBreakReason: 'Short of openers' }]);
});

test('a clash the row did not know of: the server’s refusal is asked about, then the approval is sent again with the yes', async () => {
  const benClash = 'Ben Okafor is already on Bar, Tue 8 Jun 09:00–17:00 at that time.';
  const { sent } = openInbox([ben], (member) =>
    member.confirmConflicts ? { ok: true, data: { result: 'done', decision: 'ACCEPTED', alreadyApplied: false, status: 'ACCEPTED' } } : { ok: false, error: { kind: 'conflict', message: `Double booking: ${benClash} Confirm to go ahead.`, fieldErrors: { confirmConflicts: [benClash] } } },
  );
  await userEvent.click(approveButton(ben));
  const dialog = await screen.findByRole('dialog', { name: 'Double booking' });
  expect(within(dialog).getByRole('list', { name: 'Conflicts' }).textContent).toBe(benClash);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve anyway' }));
  await expect.poll(() => sent.map((s) => s.confirmConflicts)).toEqual([false, true]);
  await expect.element(screen.getByText('Done: approved')).toBeVisible();
});

test('a bulk approval asks once, listing every clash; the yes confirms only the rows that clash', async () => {
  const { sent } = openInbox([ana, ben]);
  await userEvent.click(screen.getByRole('checkbox', { name: /^Select all/ }));
  await userEvent.click(screen.getByRole('button', { name: 'Approve selected' }));
  const dialog = await screen.findByRole('dialog', { name: 'Double booking' });
  expect(within(dialog).getByRole('list', { name: 'Conflicts' }).textContent).toBe(anaClash);
  expect(sent).toEqual([]);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve all 2 anyway' }));
  await expect.poll(() => [...sent].sort((a, b) => a.itemId.localeCompare(b.itemId))).toEqual([
    { itemId: '901', userId: '501', confirmConflicts: true },
    { itemId: '902', userId: '502', confirmConflicts: false },
  ]);
  expect(screen.queryByRole('dialog')).toBeNull();
});
