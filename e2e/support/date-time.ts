import { expect, type Locator } from '@playwright/test';

// A date-time field (components/ui/date-time-field.tsx) as a person meets it: a group named
// "Starts" or "Ends" holding the browser's date picker ("Start date") and a typed time ("Start time").

function partsOf(scope: Locator, name: string) {
  const group = scope.getByRole('group', { name, exact: true });
  return { date: group.getByLabel(/ date$/), time: group.getByLabel(/ time$/) };
}

/** Types a wall time, "2027-01-12T14:00", into the field: the date, then the time 24-hour (every cycle reads it). */
export async function fillDateTime(scope: Locator, name: string, wall: string) {
  const { date, time } = partsOf(scope, name);
  await date.fill(wall.slice(0, 10));
  await time.fill(wall.slice(11, 16));
}

/** The field shows this day and this time, written in the user's cycle ("7:00 PM" or "19:00"). */
export async function expectDateTime(scope: Locator, name: string, day: string, time: string) {
  const parts = partsOf(scope, name);
  await expect(parts.date).toHaveValue(day);
  await expect(parts.time).toHaveValue(time);
}

/** The time part of the field, to type into or press keys on. */
export function timeOf(scope: Locator, name: string): Locator {
  return partsOf(scope, name).time;
}
