import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import type { RequestWarnings } from '@/lib/staffing/warning-types';
import { renderComponent } from '@/test/support/render-component';
import { RequestWarningBadges } from './person-warnings';

// The week's hours in the warnings are worked time (each shift's part inside the week), while the
// roster counts a shift whole on its start day: the badge must say which it is (issue 24, point 4).
const warnings: RequestWarnings = { overlaps: [], timeOff: [], week: { monday: '2027-02-01', workedMinutes: 8 * 60, withThisMinutes: 12 * 60, over: false } };

test('the week’s hours say they are worked time, inside the week', async () => {
  renderComponent(<RequestWarningBadges warnings={warnings} timeZone="Europe/London" day="2027-02-03" withTotal />);
  const badge = screen.getByText(/worked this week/).closest<HTMLElement>('[data-warning="hours"]')!;
  expect(badge.textContent).toBe('8 h worked this week→ 12 h with this');
  expect(badge.title).toBe('Already works 8 h inside the week of Mon 1 Feb, 12 h with this one: worked time, a shift over Sunday midnight counts its hours in the week they fall in');
});
