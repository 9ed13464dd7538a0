import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ActionResult } from '@/lib/errors';
import type { MembersRead } from '@/lib/people';
import { requestKeys } from '@/lib/requests/queries';
import type { CoverAsker, InboxRead, InboxRequest } from '@/lib/requests/inbox-types';
import type { ReplacementResult } from '@/lib/staffing';
import { renderComponent, testQueryClient } from '@/test/support/render-component';
import { RequestsInbox } from './requests-inbox';
import type { sendReplacement } from './send-decision';
import type { StartOffer } from '@/components/offers';
import type { startOfferAction } from '@/lib/offers/actions';
import { offerKeys } from '@/lib/offers/queries';
import type { OfferChoices } from '@/lib/offers/offer-view';
import { recordingAction } from '@/test/support/recording-action';
import { RULE_BREAK_REASON_MISSING } from '@/lib/working-time';

// A replacement request's row: its choices say what each will do to whom before the click, each
// sends its own answer (never Approve / Decline, never in bulk), and the row says what happened.

const window = { from: '2027-06-07', to: '2027-06-20' };
const ETHAN = '501';
const MIA = '502';
const ANA = '503';
const ethan = (colleagues: CoverAsker[], othersHolding: string[] = []): InboxRequest => ({
  key: `900:${ETHAN}`,
  day: '2027-06-08',
  kind: 'REPLACEMENT_REQUESTED',
  item: { id: '900', type: 'MULTI_ASSIGNEE_SHIFT', name: 'Bar', start: Date.UTC(2027, 5, 8, 9), end: Date.UTC(2027, 5, 8, 17), status: 'ASSIGNED' },
  person: { userId: ETHAN, displayName: 'Ethan Cole', avatarUrl: null },
  warnings: { overlaps: [], timeOff: [], week: { monday: '2027-06-07', workedMinutes: 480, withThisMinutes: 480, over: false } },
  staffing: 'assigned',
  replacement: { colleagues, othersHolding },
});
const mia: CoverAsker = { userId: MIA, displayName: 'Mia Park', avatarUrl: null, warnings: { overlaps: [], timeOff: [], week: { monday: '2027-06-07', workedMinutes: 0, withThisMinutes: 480, over: false } } };
const people: MembersRead = {
  ok: true,
  members: [
    { userId: ETHAN, fullName: 'Ethan Cole', title: null, avatarUrl: null },
    { userId: ANA, fullName: 'Ana Ruiz', title: 'Barista', avatarUrl: null },
  ],
};

type Sent = Parameters<typeof sendReplacement>[0];
const done = (sent: Sent): ActionResult<ReplacementResult> => ({ ok: true, data: { result: 'done', choice: sent.choice, alreadyApplied: false, requester: sent.choice === 'keep' ? 'ACCEPTED' : null, cover: sent.coverUserId ? 'ASSIGNED' : null } });

function openInbox(request: InboxRequest, answer: (sent: Sent) => ActionResult<ReplacementResult> = done, offer?: StartOffer) {
  const sent: Sent[] = [];
  const send: typeof sendReplacement = async (body) => {
    sent.push(body);
    return answer(body);
  };
  const queryClient = testQueryClient();
  const read: InboxRead = { requests: [request], awaiting: [], window, timeZone: 'UTC', fetchedAt: Date.now() };
  queryClient.setQueryData(requestKeys.window('11', window), read);
  renderComponent(<RequestsInbox organizationId="11" window={window} isDefaultWindow timeZone="UTC" canDecide problem={null} pollMs={3_600_000} people={Promise.resolve(people)} sendReplacementAnswer={send} offer={offer} />, { queryClient });
  return { sent, queryClient };
}

const row = () => screen.getByTestId('request-row');

test('the row offers the colleague’s cover as one decision and says what every choice does; no Approve, Decline or checkbox', async () => {
  const { sent } = openInbox(ethan([mia]));
  const choices = within(row());
  expect(choices.queryByRole('button', { name: /^Approve Ethan/ })).toBeNull();
  expect(choices.queryByRole('button', { name: /^Decline/ })).toBeNull();
  expect(choices.queryByRole('checkbox')).toBeNull();
  const when = /Tue 8 Jun 09:00–17:00/;
  const colleague = choices.getByRole('button', { name: /^Approve cover: Mia takes Ethan’s shift: Ethan Cole for Bar/ });
  expect(row().textContent).toContain('Mia’s request to join is approved, then Ethan comes off');
  expect(screen.getByTestId('replacement-consequences').textContent).toMatch(/^Release: Ethan comes off .+; the shift becomes open\.Keep: The request is refused: Ethan stays on .+ \(marked Accepted\)\.$/);
  expect(screen.getByTestId('replacement-consequences').textContent).toMatch(when);

  await userEvent.click(colleague);
  await expect.poll(() => sent).toEqual([{ organizationId: '11', itemId: '900', userId: ETHAN, choice: 'colleague', coverUserId: MIA, confirmConflicts: false }]);
  await expect.element(screen.getByText('Mia took Ethan’s shift.')).toBeVisible();
  expect(choices.queryByRole('button', { name: /^Release/ })).toBeNull();
});

test('approving a colleague’s cover shows what it double-books and breaks before the click, then asks, a rule break with a reason sent with the answer', async () => {
  const door = { id: '901', type: 'MULTI_ASSIGNEE_SHIFT', name: 'Door', start: Date.UTC(2027, 5, 8, 10), end: Date.UTC(2027, 5, 8, 12), status: 'ASSIGNED' };
  const tired: CoverAsker = { ...mia, warnings: { ...mia.warnings, overlaps: [door] }, ruleBreaks: [{ rule: 'minRest', actual: 540, limit: 660, words: 'rest 9 h, minimum 11 h' }] };
  const { sent } = openInbox(ethan([tired]));
  const warned = within(row()).getByRole('group', { name: 'What putting Mia Park on it warns of' });
  await expect.element(warned).toHaveTextContent(/Overlaps Door · 10:00–12:00/);
  await expect.element(warned).toHaveTextContent(/rest 9 h, minimum 11 h/);

  await userEvent.click(within(row()).getByRole('button', { name: /^Approve cover: Mia takes Ethan’s shift/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Double booking' });
  const asked = within(dialog).getByRole('list', { name: 'Conflicts' }).textContent;
  expect(asked).toContain('Mia Park is already on Door');
  expect(asked).toContain('Mia Park: rest 9 h, minimum 11 h.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve cover anyway' }));
  await expect.element(within(dialog).getByText(RULE_BREAK_REASON_MISSING)).toBeVisible();
  expect(sent).toEqual([]);
  await userEvent.fill(within(dialog).getByRole('textbox'), 'Only Mia knows the bar');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Approve cover anyway' }));
  await expect.poll(() => sent).toEqual([{ organizationId: '11', itemId: '900', userId: ETHAN, choice: 'colleague', coverUserId: MIA, confirmConflicts: true, ruleBreakReason: 'Only Mia knows the bar' }]);
  await expect.element(screen.getByText('Mia took Ethan’s shift.')).toBeVisible();
});

test('release names who still works it; keep says the request is refused and the requester stays', async () => {
  const { sent } = openInbox(ethan([], ['Cal Moy']));
  expect(screen.getByTestId('replacement-consequences').textContent).toContain('; Cal still works it.');
  await userEvent.click(screen.getByRole('button', { name: /^Keep them on it: Ethan Cole for Bar, / }));
  await expect.poll(() => sent.map((s) => [s.choice, s.coverUserId])).toEqual([['keep', null]]);
  await expect.element(screen.getByText('Ethan stays on it; the request was refused.')).toBeVisible();
});

test('find a cover: nobody picked is refused next to the picker; the picked person is named, a double booking is asked about, then sent with the yes', async () => {
  const clash = 'Ana Ruiz is already on Door, Tue 8 Jun 10:00–12:00 at that time.';
  const { sent } = openInbox(ethan([]), (body) => (body.confirmConflicts ? done(body) : { ok: false, error: { kind: 'conflict', message: `Double booking: ${clash} Confirm to go ahead.`, fieldErrors: { confirmConflicts: [clash] } } }));
  await userEvent.click(screen.getByRole('button', { name: /^Find a cover for Ethan Cole/ }));
  expect(row().textContent).toContain('The person you pick is put on Tue 8 Jun 09:00–17:00, then Ethan comes off.');
  await userEvent.click(screen.getByRole('button', { name: 'Put them on' }));
  await expect.element(screen.getByRole('alert')).toHaveTextContent('Choose who covers the shift');
  expect(sent).toEqual([]);

  await userEvent.click(screen.getByRole('combobox', { name: /^Who covers Ethan Cole for Bar/ }));
  await userEvent.keyboard('Ana');
  await userEvent.click(await screen.findByRole('option', { name: /Ana Ruiz/ }));
  // The requester is never offered as their own cover.
  expect(screen.queryByRole('option', { name: /Ethan Cole/ })).toBeNull();
  expect(row().textContent).toContain('Ana is put on Tue 8 Jun 09:00–17:00, then Ethan comes off.');
  expect(screen.queryByRole('alert')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Put Ana Ruiz on' }));
  const dialog = await screen.findByRole('dialog', { name: 'Double booking' });
  expect(within(dialog).getByRole('list', { name: 'Conflicts' }).textContent).toBe(clash);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Put them on anyway' }));
  await expect.poll(() => sent.map((s) => [s.choice, s.coverUserId, s.confirmConflicts])).toEqual([
    ['cover', ANA, false],
    ['cover', ANA, true],
  ]);
  await expect.element(screen.getByText('Ana took Ethan’s shift.')).toBeVisible();
});

test('Find a cover can offer the shift to the best-placed people: the ranking is read only then, and the offer names the requester, who stays on until a cover accepts', async () => {
  const start = recordingAction<typeof startOfferAction>(() => ({ ok: true, data: null }));
  const { sent, queryClient } = openInbox(ethan([]), done, start.action);
  const choices: OfferChoices = { refusal: null, ranked: [{ userId: ANA, fullName: 'Ana Ruiz', weekMinutes: 0, patternWeeks: 0, why: 'No hours this week' }], leftOut: [] };
  queryClient.setQueryData(offerKeys.choices('11', '900', ETHAN), choices);
  const watched = () => queryClient.getQueryCache().find({ queryKey: offerKeys.choices('11', '900', ETHAN), exact: true })?.getObserversCount() ?? 0;
  await userEvent.click(within(row()).getByRole('button', { name: /^Find a cover for Ethan Cole/ }));
  expect(watched()).toBe(0);
  await userEvent.click(within(row()).getByRole('button', { name: /^Offer to the best-placed people: Ethan Cole/ }));
  const form = within(row()).getByRole('form', { name: 'Offer this shift' });
  await expect.element(within(form).getByRole('list', { name: 'Who it goes to, in order' })).toHaveTextContent('1. Ana Ruiz No hours this week');
  await userEvent.click(within(form).getByRole('button', { name: 'Offer' }));
  await expect.poll(() => start.calls).toEqual([expect.objectContaining({ organizationId: '11', itemId: '900', count: 1, replacing: ETHAN })]);
  await expect.element(within(row()).getByRole('status')).toHaveTextContent('Offered: Ethan Cole stays on it until a cover accepts, then comes off.');
  expect(sent).toEqual([]);
});
