import { within } from '@testing-library/react';
import { userEvent } from 'vitest/browser';

// A DateTimeField (components/ui/date-time-field.tsx) as a component test meets it: a group named
// "Starts" holding a date part and a time part, labelled "... date" and "... time".

function partsOf(group: HTMLElement) {
  return { date: within(group).getByLabelText(/ date$/) as HTMLInputElement, time: within(group).getByLabelText(/ time$/) as HTMLInputElement };
}

/** Types a wall time, "2027-02-02T07:15", into both parts (the time 24-hour, which every cycle reads). */
export async function fillDateTime(group: HTMLElement, wall: string) {
  const { date, time } = partsOf(group);
  await userEvent.fill(date, wall.slice(0, 10));
  await userEvent.fill(time, wall.slice(11, 16));
}

/** What the field shows: "2027-02-02 7:15 AM". */
export function shownDateTime(group: HTMLElement): string {
  const { date, time } = partsOf(group);
  return `${date.value} ${time.value}`;
}
