import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { ScheduleItem } from '@/lib/schedule/schedule-item';
import { fillDateTime, shownDateTime } from '@/test/support/date-time-field';
import { renderComponent } from '@/test/support/render-component';
import { scheduleItem } from '@/test/support/schedule-item';
import { HourCycleProvider } from '@/components/ui/hour-cycle';
import type { HourCycle } from '@/lib/time/hour-cycle';
import { ItemTimesForm } from './item-times-form';
import type { MoveResult } from './use-item-moves';

type Move = { item: ScheduleItem; start: number; end: number };

function showForm(item: ScheduleItem, timeZone: string, answer: (move: Move) => MoveResult = ({ item, start, end }) => ({ status: 'saved', item: { ...item, start, end, version: 'after' } }), hourCycle: HourCycle = 'h23') {
  const moves: Move[] = [];
  // As the drawer does: a saved move comes back as the item shown.
  function Drawer() {
    const [shown, setShown] = useState(item);
    return (
      <ItemTimesForm
        item={shown}
        timeZone={timeZone}
        onMove={async (item, start, end) => {
          moves.push({ item, start, end });
          const result = answer({ item, start, end });
          if (result.status === 'saved') setShown(result.item);
          return result;
        }}
      />
    );
  }
  renderComponent(
    <HourCycleProvider cycle={hourCycle}>
      <Drawer />
    </HourCycleProvider>,
  );
  const form = screen.getByRole('form', { name: 'Times' });
  return {
    form,
    moves,
    field: (label: string) => within(form).getByLabelText(new RegExp(`^${label}`)),
    group: (name: string) => within(form).getByRole('group', { name }),
    save: () => userEvent.click(within(form).getByRole('button', { name: 'Save times' })),
  };
}

test('start and end to any minute are saved as a move in the shown zone, and the outcome says when', async () => {
  const { form, group, save, moves } = showForm(scheduleItem(), 'Europe/London');
  await fillDateTime(group('Starts'), '2027-02-02T07:15');
  await fillDateTime(group('Ends'), '2027-02-02T15:40');
  await save();
  await expect.element(within(form).getByRole('status')).toHaveTextContent('Saved: Tue, 2 Feb 2027, 07:15 – 15:40');
  expect(moves.map(({ start, end }) => [start, end])).toEqual([[Date.UTC(2027, 1, 2, 7, 15), Date.UTC(2027, 1, 2, 15, 40)]]);
});

test('in a 12-hour locale the outcome says the saved times 12-hour, as the rest of the page does', async () => {
  const { form, group, save } = showForm(scheduleItem(), 'Europe/London', undefined, 'h12');
  await fillDateTime(group('Starts'), '2027-02-02T00:00');
  await fillDateTime(group('Ends'), '2027-02-02T12:00');
  await save();
  await expect.element(within(form).getByRole('status')).toHaveTextContent('Saved: Tue, 2 Feb 2027, 12:00 AM – 12:00 PM');
});

test('a time skipped by the spring-forward change is refused next to the field; nothing moves', async () => {
  const item = scheduleItem({ start: Date.UTC(2027, 2, 13, 14), end: Date.UTC(2027, 2, 13, 16), timeZoneName: 'America/New_York' });
  const { field, group, save, moves } = showForm(item, 'America/New_York');
  await fillDateTime(group('Starts'), '2027-03-14T02:30');
  await save();
  await expect.element(field('Start time')).toHaveAccessibleDescription('This time does not exist in that time zone (the clocks change)');
  expect(moves).toEqual([]);
});

test('an end before the start is refused on the end', async () => {
  const { field, group, save, moves } = showForm(scheduleItem(), 'Europe/London');
  await fillDateTime(group('Ends'), '2027-02-02T08:00');
  await save();
  await expect.element(field('End time')).toHaveAccessibleDescription('End must be after start');
  expect(moves).toEqual([]);
});

test('time off is set in whole days: all day turns the fields into days, a last day before the first is refused', async () => {
  const { form, field, save, moves } = showForm(scheduleItem({ type: 'TIME_OFF' }), 'Europe/London');
  await userEvent.click(within(form).getByRole('checkbox', { name: 'All day' }));
  expect(field('First day')).toHaveValue('2027-02-02');
  await userEvent.fill(field('Last day'), '2027-02-01');
  await save();
  await expect.element(field('Last day')).toHaveAccessibleDescription('The last day must not be before the first');
  await userEvent.fill(field('Last day'), '2027-02-03');
  await save();
  await expect.poll(() => moves.map(({ start, end }) => [start, end])).toEqual([[Date.UTC(2027, 1, 2), Date.UTC(2027, 1, 4)]]);
});

test('a conflict or a refusal is said beside the buttons; a refusal on a field goes on the field', async () => {
  let answer: MoveResult = { status: 'conflict' };
  const { form, field, group, save } = showForm(scheduleItem(), 'Europe/London', () => answer);
  await fillDateTime(group('Starts'), '2027-02-02T08:00');
  await save();
  await expect.element(within(form).getByRole('status')).toHaveTextContent('Not saved yet: the item changed in the product');
  answer = { status: 'failed', error: { kind: 'invalid_input', message: 'Refused.', fieldErrors: { end: ['Too long for the service'] } } };
  await save();
  await expect.element(field('End date')).toHaveAccessibleDescription('Too long for the service');
});

test('new times the manager kept from going ahead (a double booking or a rule break asked about) say so, and the typed times stay to change', async () => {
  const { form, group, save } = showForm(scheduleItem(), 'Europe/London', () => ({ status: 'kept' }));
  await fillDateTime(group('Ends'), '2027-02-02T23:00');
  await save();
  await expect.element(within(form).getByRole('status')).toHaveTextContent('Not saved: you kept the times as they were.');
  expect(shownDateTime(group('Ends'))).toBe('2027-02-02 23:00');
});
