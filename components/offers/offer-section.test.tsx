import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { cancelOfferAction, startOfferAction } from '@/lib/offers/actions';
import { offerKeys } from '@/lib/offers/queries';
import type { OfferChoices, OfferRead } from '@/lib/offers/offer-view';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent, testQueryClient } from '@/test/support/render-component';
import { OfferSection } from './offer-section';

// Opening a shift reads only its offer; who a new offer would go to (weeks of items and the member
// list) is read once "Offer…" opens the form.

const choices: OfferChoices = { refusal: null, ranked: [{ userId: '1', fullName: 'Eve Moreau', weekMinutes: 0, patternWeeks: 0, why: 'No hours this week' }], leftOut: [] };

function showSection(refusal: string | null = null) {
  const queryClient = testQueryClient();
  queryClient.setQueryData<OfferRead>(offerKeys.item('11', '22'), { offer: null });
  queryClient.setQueryData<OfferChoices>(offerKeys.choices('11', '22'), choices);
  const start = recordingAction<typeof startOfferAction>(() => ({ ok: true, data: null }));
  const cancel = recordingAction<typeof cancelOfferAction>(() => ({ ok: true, data: null }));
  renderComponent(<OfferSection organizationId="11" itemId="22" refusal={refusal} start={start.action} cancel={cancel.action} onChanged={() => undefined} />, { queryClient });
  const choicesWatched = () => queryClient.getQueryCache().find({ queryKey: offerKeys.choices('11', '22'), exact: true })?.getObserversCount() ?? 0;
  return { choicesWatched };
}

test('the ranking is not read on opening the shift, only when Offer… opens the form', async () => {
  const { choicesWatched } = showSection();
  const offer = screen.getByRole('button', { name: 'Offer…' });
  await expect.element(offer).toBeVisible();
  expect(choicesWatched()).toBe(0);
  await userEvent.click(offer);
  const form = screen.getByRole('form', { name: 'Offer this shift' });
  await expect.element(within(form).getByRole('list', { name: 'Who it goes to, in order' })).toHaveTextContent('1. Eve Moreau No hours this week');
  expect(choicesWatched()).toBe(1);
});

test('a shift whose places are all held says so, with no Offer… and no ranking read', async () => {
  const { choicesWatched } = showSection('All 2 places are held.');
  await expect.element(screen.getByText('All 2 places are held.')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Offer…' })).toBeNull();
  expect(choicesWatched()).toBe(0);
});
