import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { cancelOfferAction, startOfferAction } from '@/lib/offers/actions';
import { notOfferable } from '@/lib/offers/offer-refusal';
import { offerKeys } from '@/lib/offers/queries';
import type { OfferRead } from '@/lib/offers/offer-view';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent, testQueryClient } from '@/test/support/render-component';
import { scheduleItem } from '@/test/support/schedule-item';
import { OfferDialog, type OfferTarget } from './offer-dialog';

// "Offer" from the roster's open row (and Today): the caller's refusal, judged on the item and needs
// it holds, shows before the form can open.

function showDialog(target: OfferTarget) {
  const queryClient = testQueryClient();
  queryClient.setQueryData<OfferRead>(offerKeys.item('11', target.itemId), { offer: null });
  const start = recordingAction<typeof startOfferAction>(() => ({ ok: true, data: null }));
  const cancel = recordingAction<typeof cancelOfferAction>(() => ({ ok: true, data: null }));
  renderComponent(<OfferDialog target={target} actions={{ start: start.action, cancel: cancel.action }} onClose={() => undefined} onChanged={() => undefined} />, { queryClient });
  return screen.getByRole('dialog', { name: `Offer ${target.title}` });
}

test('a shift the caller holds as cancelled says so in the dialog, with no Offer…', async () => {
  const cancelled = scheduleItem({ id: '22', status: 'CANCELLED' });
  const dialog = showDialog({ organizationId: '11', itemId: '22', title: 'Bar', refusal: notOfferable(cancelled, 1) });
  await expect.element(within(dialog).getByText('This shift is cancelled.')).toBeVisible();
  expect(within(dialog).queryByRole('button', { name: 'Offer…' })).toBeNull();
});

test('an open shift the caller holds has Offer…', async () => {
  const open = scheduleItem({ id: '23' });
  const dialog = showDialog({ organizationId: '11', itemId: '23', title: 'Bar', refusal: notOfferable(open, 1) });
  await expect.element(within(dialog).getByRole('button', { name: 'Offer…' })).toBeVisible();
});
