import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { startOfferAction } from '@/lib/offers/actions';
import type { OfferChoices } from '@/lib/offers/offer-view';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent } from '@/test/support/render-component';
import { OfferForm } from './offer-form';

const choices: OfferChoices = {
  refusal: null,
  ranked: [
    { userId: '1', fullName: 'Eve Moreau', weekMinutes: 0, patternWeeks: 2, why: "No hours this week; worked this shift's day and time 2 times in the last 4 weeks" },
    { userId: '2', fullName: 'Dee Park', weekMinutes: 0, patternWeeks: 0, why: 'No hours this week' },
    { userId: '3', fullName: 'Cai Wong', weekMinutes: 240, patternWeeks: 0, why: '4 h this week' },
    { userId: '4', fullName: 'Ben Ode', weekMinutes: 600, patternWeeks: 0, why: '10 h this week' },
  ],
  leftOut: [{ userId: '5', fullName: 'Ana Lima', reason: 'overlap', detail: 'Works another item at that time' }],
};

function showForm() {
  const start = recordingAction<typeof startOfferAction>(() => ({ ok: true, data: null }));
  const started: unknown[] = [];
  renderComponent(<OfferForm organizationId="11" itemId="22" choices={choices} start={start.action} onStarted={(o) => started.push(o)} />);
  const form = screen.getByRole('form', { name: 'Offer this shift' });
  return { form, sent: start.calls, started, count: () => within(form).getByLabelText(/^Invite how many at once/) };
}

test('lists who it goes to in order with why; more than are free is refused next to the field and nothing is sent', async () => {
  const { form, sent, count } = showForm();
  const order = within(within(form).getByRole('list', { name: 'Who it goes to, in order' })).getAllByRole('listitem');
  expect(order.map((li) => li.textContent)).toEqual(choices.ranked.map((p, i) => `${i + 1}. ${p.fullName} ${p.why}`));
  await expect.element(count()).toHaveValue('3');
  await userEvent.fill(count(), '5');
  await userEvent.click(within(form).getByRole('button', { name: 'Offer' }));
  await expect.element(count()).toHaveAccessibleDescription('Only 4 people are free for this shift');
  await userEvent.fill(count(), '0');
  await userEvent.click(within(form).getByRole('button', { name: 'Offer' }));
  await expect.element(count()).toHaveAccessibleDescription('At least 1 person');
  expect(sent).toEqual([]);
});

test('keyboard only: the number, pass-on and Offer send one offer with the dialog’s key', async () => {
  const { sent, started, count } = showForm();
  await userEvent.click(count());
  await userEvent.keyboard('{Control>}a{/Control}2');
  await userEvent.keyboard('{Tab} '); // the pass-on checkbox, unticked
  await userEvent.keyboard('{Tab}{Enter}');
  await expect.poll(() => sent.length).toBe(1);
  expect(sent[0]).toMatchObject({ organizationId: '11', itemId: '22', count: 2, passOn: false, offerKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
  await expect.poll(() => started.length).toBe(1);
});
