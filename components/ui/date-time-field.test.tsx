import { screen } from '@testing-library/react';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { userEvent } from 'vitest/browser';
import { renderComponent } from '@/test/support/render-component';
import { shownDateTime } from '@/test/support/date-time-field';
import type { HourCycle } from '@/lib/time/hour-cycle';
import { DateTimeField } from './date-time-field';
import { HourCycleProvider } from './hour-cycle';

/** The field as a form holds it: the value it is told, a record of what it sends, and a reset from outside. */
function showField(cycle: HourCycle, initial = '2027-02-04T19:00') {
  const sent: string[] = [];
  function Form() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <DateTimeField label="Starts" dateLabel="Start date" timeLabel="Start time" value={value} onChange={(wall) => (sent.push(wall), setValue(wall))} required />
        <button type="button" onClick={() => setValue('2027-03-01T08:30')}>
          Reset
        </button>
      </>
    );
  }
  renderComponent(
    <HourCycleProvider cycle={cycle}>
      <Form />
    </HourCycleProvider>,
  );
  return { group: screen.getByRole('group', { name: 'Starts' }), time: screen.getByLabelText('Start time'), date: screen.getByLabelText('Start date'), sent };
}

test('en-US shows the time 12-hour, reads “7pm” as 19:00 and writes it back as “7:00 PM”', async () => {
  const { group, time, sent } = showField('h12', '2027-02-04T09:00');
  expect(shownDateTime(group)).toBe('2027-02-04 9:00 AM');
  await userEvent.fill(time, '7pm');
  expect(sent.at(-1)).toBe('2027-02-04T19:00');
  await userEvent.tab();
  expect(shownDateTime(group)).toBe('2027-02-04 7:00 PM');
});

test('en-GB shows the time 24-hour, and a 12-hour time typed there is read too', async () => {
  const { group, time, sent } = showField('h23');
  expect(shownDateTime(group)).toBe('2027-02-04 19:00');
  await userEvent.fill(time, '6:45 am');
  await userEvent.tab();
  expect(sent.at(-1)).toBe('2027-02-04T06:45');
  expect(shownDateTime(group)).toBe('2027-02-04 06:45');
});

test('a time that is not one sends an empty value (the form refuses it) and stays as typed to be fixed', async () => {
  const { group, time, sent } = showField('h23');
  await userEvent.fill(time, '25:00');
  await userEvent.tab();
  expect(sent.at(-1)).toBe('');
  expect(shownDateTime(group)).toBe('2027-02-04 25:00');
});

test('a value set from outside replaces what was typed', async () => {
  const { group, time } = showField('h12');
  await userEvent.fill(time, 'nonsense');
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(shownDateTime(group)).toBe('2027-03-01 8:30 AM');
});

test('the group and each part are named, the parts are required, and the keyboard goes between them', async () => {
  const { date, time } = showField('h23');
  expect(date).toHaveAttribute('type', 'date');
  expect(date).toHaveAttribute('aria-required', 'true');
  expect(time).toHaveAttribute('aria-required', 'true');
  // Tab steps through the date's own day, month and year first; back from the time lands on the date.
  time.focus();
  await userEvent.tab({ shift: true });
  expect(date).toHaveFocus();
});
