import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { NO_AVAILABILITY, type Availability, type SetAvailabilityInput } from '@/lib/availability';
import type { learnAvailabilityAction, setAvailabilityAction } from '@/lib/availability/actions';
import { recordingAction } from '@/test/support/recording-action';
import { renderComponent } from '@/test/support/render-component';
import { AvailabilityForm } from './availability-form';

const learned = { preferredDays: [2, 4], preferredStarts: ['09:00'], targetHours: 16, matchingWeeks: 6, weeks: 8 };

function showForm(availability: Availability = NO_AVAILABILITY, answer?: Parameters<typeof recordingAction<typeof setAvailabilityAction>>[0]) {
  const save = recordingAction<typeof setAvailabilityAction>(answer);
  const learn = recordingAction<typeof learnAvailabilityAction>(() => ({ ok: true, data: learned }));
  renderComponent(<AvailabilityForm organizationId="1" userId="7" personName="Ada" availability={availability} save={save.action} learn={learn.action} />);
  const form = screen.getByRole('form', { name: 'Availability of Ada' });
  return { form, saves: save.calls, learns: learn.calls, submit: () => userEvent.click(within(form).getByRole('button', { name: 'Save availability' })) };
}

test('a window, days and hours filled in are saved as one availability', async () => {
  const { form, saves, submit } = showForm();
  await userEvent.click(within(form).getByRole('button', { name: 'Add a window' }));
  await userEvent.selectOptions(within(form).getByLabelText('Day 1'), 'Friday');
  await userEvent.fill(within(form).getByLabelText('From 1'), '22:00');
  await userEvent.fill(within(form).getByLabelText('To 1'), '06:00');
  await userEvent.click(within(form).getByLabelText('Ends next day'));
  await userEvent.click(within(within(form).getByRole('group', { name: 'Preferred days' })).getByLabelText('Tuesday'));
  await userEvent.click(within(within(form).getByRole('group', { name: 'Avoided days' })).getByLabelText('Sunday'));
  await userEvent.fill(within(form).getByLabelText('Usual start times'), '07:00, 15:00');
  await userEvent.fill(within(form).getByLabelText('Target hours a week'), '24');
  await userEvent.fill(within(form).getByLabelText('Maximum hours a week'), '32');
  await submit();
  await expect.element(within(form).getByText('Saved')).toBeVisible();
  expect(saves).toEqual([
    {
      organizationId: '1',
      userId: '7',
      availability: { unavailable: [{ weekday: 5, from: '22:00', to: '06:00', overnight: true }], preferredDays: [2], avoidedDays: [7], preferredStarts: ['07:00', '15:00'], targetHours: 24, maxHours: 32 },
    },
  ]);
});

test('each problem is named next to its field and nothing is sent', async () => {
  const { form, saves, submit } = showForm({ ...NO_AVAILABILITY, unavailable: [{ weekday: 1, from: '09:00', to: '12:00', overnight: false }], preferredDays: [6] });
  await userEvent.click(within(form).getByRole('button', { name: 'Add a window' }));
  await userEvent.fill(within(form).getByLabelText('From 2'), '11:00');
  await userEvent.fill(within(form).getByLabelText('To 2'), '10:00');
  await userEvent.click(within(within(form).getByRole('group', { name: 'Avoided days' })).getByLabelText('Saturday'));
  await userEvent.fill(within(form).getByLabelText('Usual start times'), '7am');
  await userEvent.fill(within(form).getByLabelText('Target hours a week'), '40');
  await userEvent.fill(within(form).getByLabelText('Maximum hours a week'), '30');
  await submit();
  await expect.element(within(form).getByLabelText('To 2')).toHaveAccessibleDescription('Ends after it starts, or tick “Ends next day”');
  await expect.element(within(form).getByLabelText('Usual start times')).toHaveAccessibleDescription('A time like 09:00');
  await expect.element(within(form).getByLabelText('Target hours a week')).toHaveAccessibleDescription('Target at most the maximum');
  await expect.element(within(form).getByRole('group', { name: 'Avoided days' })).toHaveAccessibleDescription('Preferred and avoided: Saturday');
  await userEvent.fill(within(form).getByLabelText('To 2'), '13:00');
  await submit();
  await expect.element(within(form).getByLabelText('From 2')).toHaveAccessibleDescription('Overlaps Monday 09:00–12:00');
  expect(saves).toEqual([]);
});

test('a refusal from the server is shown next to its field', async () => {
  const { form, submit } = showForm(NO_AVAILABILITY, () => ({ ok: false, error: { kind: 'invalid_input', message: 'Some values are not valid.', fieldErrors: { 'availability.maxHours': ['Hours from 0 to 168'] } } }));
  await userEvent.fill(within(form).getByLabelText('Maximum hours a week'), '40');
  await submit();
  await expect.element(within(form).getByLabelText('Maximum hours a week')).toHaveAccessibleDescription('Hours from 0 to 168');
});

test('learn from history proposes a usual week with how sure it is, and Use this puts it in the form to save', async () => {
  const { form, saves, learns, submit } = showForm({ ...NO_AVAILABILITY, avoidedDays: [4, 7] });
  await userEvent.click(within(form).getByRole('button', { name: 'Learn from history' }));
  const proposal = within(form).getByRole('status');
  await expect.element(proposal).toHaveTextContent('Usual week over the last 8 weeks: Tuesday, Thursday; starts 09:00; 16 h a week.');
  await expect.element(proposal).toHaveTextContent('Matches 6 of 8 weeks.');
  expect(learns).toEqual([{ organizationId: '1', userId: '7' }]);
  expect(saves).toEqual([]);
  await userEvent.click(within(form).getByRole('button', { name: 'Use this' }));
  await submit();
  await expect.element(within(form).getByText('Saved')).toBeVisible();
  expect((saves[0] as SetAvailabilityInput).availability).toEqual({ unavailable: [], preferredDays: [2, 4], avoidedDays: [7], preferredStarts: ['09:00'], targetHours: 16, maxHours: null });
});

test('the form works from the keyboard alone: a new window takes focus, Tab through its fields, Enter saves', async () => {
  const { form, saves } = showForm();
  within(form).getByRole('button', { name: 'Add a window' }).focus();
  await userEvent.keyboard('{Enter}');
  await expect.element(within(form).getByLabelText('Day 1')).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}{Tab}22:00{Tab}06:00{Tab} ');
  await expect.element(within(form).getByLabelText('Ends next day')).toBeChecked();
  await userEvent.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
  await expect.element(within(form).getByText('Saved')).toBeVisible();
  expect(saves.map((s) => (s as SetAvailabilityInput).availability.unavailable)).toEqual([[{ weekday: 2, from: '22:00', to: '06:00', overnight: true }]]);
});
