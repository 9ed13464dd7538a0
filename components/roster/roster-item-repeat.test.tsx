import { expect, test } from 'vitest';
import { page } from 'vitest/browser';
import { RepeatMarksProvider } from '@/components/repeats';
import type { RepeatMarks } from '@/lib/repeats';
import { repeatMarksOptions } from '@/lib/repeats/queries';
import { renderComponent, testQueryClient } from '@/test/support/render-component';
import { scheduleItem } from '@/test/support/schedule-item';
import { RosterItem } from './roster-item';

// A roster item of a repeating series carries the repeat mark, named with its rule; others do not.

const range = { from: Date.UTC(2027, 1, 1), to: Date.UTC(2027, 1, 8) };
const mark = {
  occurrenceId: 'o',
  seriesId: 'series-1',
  occurrenceKey: '2027-02-02',
  rule: { frequency: 'weekdays', weekdays: [], interval: 1, ends: { kind: 'never' } },
  startDate: '2027-02-01',
  words: 'Every weekday',
  timeZone: 'Europe/London',
  lastDate: null,
  ended: false,
  fields: { type: 'MULTI_ASSIGNEE_SHIFT', title: 'Bar', notes: '', startTime: '09:00', durationMinutes: 480, needs: 1, people: [] },
} satisfies RepeatMarks[string];

test('the occurrence is marked "Repeats: every weekday"; a plain item is not', async () => {
  const queryClient = testQueryClient();
  queryClient.setQueryData(repeatMarksOptions('1', range).queryKey, { '9001': mark });
  const { container } = renderComponent(
    <RepeatMarksProvider organizationId="1" range={range}>
      <RosterItem item={scheduleItem({ id: '9001' })} userId={null} timeZone="Europe/London" />
      <RosterItem item={scheduleItem({ id: '9002', name: 'Door' })} userId={null} timeZone="Europe/London" />
    </RepeatMarksProvider>,
    { queryClient },
  );
  await expect.element(page.getByRole('img', { name: 'Repeats: every weekday' })).toBeVisible();
  expect([...container.querySelectorAll('[data-repeats]')].map((el) => el.closest('[data-roster-item]')?.getAttribute('data-roster-item'))).toEqual(['9001']);
});
