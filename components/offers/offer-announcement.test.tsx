// The app's stylesheet: the 390 px layout under test comes from it.
import '@/app/globals.css';
import { screen, within } from '@testing-library/react';
import axe from 'axe-core';
import { expect, test } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { cancelOfferAction, startOfferAction } from '@/lib/offers/actions';
import { offerKeys } from '@/lib/offers/queries';
import type { OfferChoices, OfferRead } from '@/lib/offers/offer-view';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent, testQueryClient } from '@/test/support/render-component';
import { OfferDialog } from './offer-dialog';

// The offer dialog's announcement: no card unless a conversation is chosen; once one is, the card's
// words are shown before sending and the conversation goes with the offer; refused next to the field.

const card = 'Open shift: Sat 12 Dec 09:00–17:00, Harbour Café. Answer in the app.';
const choices: OfferChoices = {
  refusal: null,
  ranked: [{ userId: '1', fullName: 'Eve Moreau', weekMinutes: 0, patternWeeks: 0, why: 'No hours this week' }],
  leftOut: [],
  announce: { conversations: [{ id: 'c-1', name: 'Front of house' }, { id: 'c-2', name: 'Kitchen' }], card },
};

async function openForm(answer: Parameters<typeof recordingAction<typeof startOfferAction>>[0] = () => ({ ok: true, data: null })) {
  const queryClient = testQueryClient();
  queryClient.setQueryData<OfferRead>(offerKeys.item('11', '22'), { offer: null });
  queryClient.setQueryData<OfferChoices>(offerKeys.choices('11', '22'), choices);
  const start = recordingAction<typeof startOfferAction>(answer);
  const cancel = recordingAction<typeof cancelOfferAction>(() => ({ ok: true, data: null }));
  renderComponent(<OfferDialog target={{ organizationId: '11', itemId: '22', title: 'Late', refusal: null }} actions={{ start: start.action, cancel: cancel.action }} onClose={() => undefined} onChanged={() => undefined} />, { queryClient });
  await userEvent.click(screen.getByRole('button', { name: 'Offer…' }));
  const form = screen.getByRole('form', { name: 'Offer this shift' });
  return { form, sent: start.calls, where: () => within(form).getByRole('combobox', { name: 'Announce it in' }) };
}

test('no card by default; choosing a conversation shows the card’s words and sends the conversation with the offer', async () => {
  const { form, sent, where } = await openForm();
  await expect.element(where()).toHaveValue('');
  await expect.element(where()).toHaveAccessibleDescription('No card is posted.');
  await userEvent.selectOptions(where(), 'Kitchen');
  await expect.element(where()).toHaveAccessibleDescription(`Posts to Kitchen: “${card}”`);
  await userEvent.click(within(form).getByRole('button', { name: 'Offer' }));
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).toMatchObject({ organizationId: '11', itemId: '22', count: 1, savedConversationId: 'c-2' });
});

test('without a choice the offer names no conversation; a refused conversation is said next to the field', async () => {
  const { form, sent, where } = await openForm(() => ({ ok: false, error: { kind: 'invalid_input', message: 'This conversation is not saved for this organization.', fieldErrors: { savedConversationId: ['Choose a conversation of this organization'] } } }));
  await userEvent.click(within(form).getByRole('button', { name: 'Offer' }));
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).not.toHaveProperty('savedConversationId');
  await expect.element(where()).toHaveAccessibleDescription('Choose a conversation of this organization');
  await expect.element(where()).toHaveAttribute('aria-invalid', 'true');
});

test('at 390 px the dialog with its preview fits the width and axe finds nothing serious', async () => {
  await page.viewport(390, 844);
  const { where } = await openForm();
  await userEvent.selectOptions(where(), 'Front of house');
  const dialog = screen.getByRole('dialog');
  await expect.element(dialog).toHaveTextContent('Posts to Front of house');
  expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  const { violations } = await axe.run(dialog, { runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] });
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
