import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { OfferActions } from '@/components/offers';
import { offerKeys } from '@/lib/offers/queries';
import type { OfferChoices, OfferRead } from '@/lib/offers/offer-view';
import type { TodaySection, TodayView } from '@/lib/today';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent, testQueryClient } from '@/test/support/render-component';
import { TodayBoard } from './today-board';

// Today's "Offer" on an uncovered shift: only there, only for those given the offer actions, and
// usable by keyboard alone: Tab to it, Enter opens the drawer's offer form in a dialog, and the
// offer sent names the shift. (What the form checks: components/offers/offer-form.test.tsx.)

const HOUR = 3_600_000;
const now = Date.UTC(2027, 2, 3, 8);
const line = (key: string, text: string) => ({ key, text, detail: 'Nobody on it', action: 'Open the shift to assign someone or answer who asked', href: `/organizations/77/schedule?item=${key}`, start: now + 3 * HOUR, end: now + 6 * HOUR });
const section = (kind: TodaySection['kind'], lines: TodaySection['lines'], needsYou = true): TodaySection => ({ kind, title: kind, needsYou, lines });
const view: TodayView = {
  now,
  organizations: [
    {
      id: '77',
      name: 'Harbour Café',
      timeZone: 'Europe/London',
      needsYou: 1,
      sections: [section('uncovered', [line('10', 'Lunch')]), section('short', []), section('on-now', [line('11', 'Breakfast')], false)],
    },
  ],
};
const choices: OfferChoices = {
  refusal: null,
  ranked: [
    { userId: '1', fullName: 'Eve Moreau', weekMinutes: 0, patternWeeks: 0, why: 'No hours this week' },
    { userId: '2', fullName: 'Dee Park', weekMinutes: 240, patternWeeks: 0, why: '4 h this week' },
  ],
  leftOut: [],
};

function showToday(withOffers: boolean) {
  const start = recordingAction<OfferActions['start']>(() => ({ ok: true, data: null }));
  const cancel = recordingAction<OfferActions['cancel']>(() => ({ ok: true, data: null }));
  // The offer and its choices as the offer routes would answer them, not read again on mount (no server behind the test).
  const queryClient = testQueryClient();
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, refetchOnMount: false } });
  queryClient.setQueryData<OfferRead>(offerKeys.item('77', '10'), { offer: null });
  queryClient.setQueryData<OfferChoices>(offerKeys.choices('77', '10'), choices);
  renderComponent(<TodayBoard initial={view} organizationId={null} offerActions={withOffers ? { start: start.action, cancel: cancel.action } : undefined} />, { queryClient });
  return { sent: start.calls };
}

test('an uncovered shift is offered by keyboard alone: Tab to Offer, Enter opens the offer form, the offer names the shift', async () => {
  const { sent } = showToday(true);
  // Only the uncovered line has Offer (not the shift on now).
  expect(screen.getAllByRole('button', { name: /^Offer / }).map((b) => b.getAttribute('aria-label'))).toEqual(['Offer Lunch']);
  const offer = screen.getByRole('button', { name: 'Offer Lunch' });
  for (let i = 0; i < 20 && document.activeElement !== offer; i++) await userEvent.tab();
  await expect.element(offer).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const dialog = screen.getByRole('dialog', { name: 'Offer Lunch' });
  const more = await within(dialog).findByRole('button', { name: 'Offer…' });
  for (let i = 0; i < 10 && document.activeElement !== more; i++) await userEvent.tab();
  await expect.element(more).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const form = within(dialog).getByRole('form', { name: 'Offer this shift' });
  await expect.element(within(form).getByLabelText(/^Invite how many at once/)).toHaveValue('2');
  const send = within(form).getByRole('button', { name: 'Offer' });
  for (let i = 0; i < 10 && document.activeElement !== send; i++) await userEvent.tab();
  await expect.element(send).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect.poll(() => sent.map(({ organizationId, itemId, count, passOn }) => ({ organizationId, itemId, count, passOn }))).toEqual([{ organizationId: '77', itemId: '10', count: 2, passOn: true }]);
});

test('without the offer actions (a viewer) no line has Offer', () => {
  showToday(false);
  expect(screen.queryAllByRole('button', { name: /^Offer/ })).toEqual([]);
  expect(screen.getByRole('link', { name: 'Lunch' })).toBeTruthy();
});
