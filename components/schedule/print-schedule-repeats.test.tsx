import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { RepeatMarksProvider } from '@/components/repeats';
import { repeatMarksOptions } from '@/lib/repeats/queries';
import { renderComponent, testQueryClient } from '@/test/support/render-component';
import { repeatMark } from '@/test/support/repeat-mark';
import { scheduleItem } from '@/test/support/schedule-item';
import { PrintSchedule } from './print-schedule';

// The printed schedule marks an occurrence of a repeating series with its rule in words (the
// boards' marks), and a plain item not at all.

const MONDAY = Date.UTC(2027, 2, 1);
const range = { from: MONDAY, to: MONDAY + 7 * 86_400_000 };
const occurrence = scheduleItem({ id: '2', name: 'Front desk', start: MONDAY + 7 * 3_600_000, end: MONDAY + 15 * 3_600_000 });
const plain = scheduleItem({ id: '3', name: 'Delivery', start: MONDAY + 86_400_000 + 9 * 3_600_000, end: MONDAY + 86_400_000 + 10 * 3_600_000 });
const mark = repeatMark();

test('an occurrence is printed with "Repeats: every weekday until 31 March"; a plain item without', async () => {
  const queryClient = testQueryClient();
  queryClient.setQueryData(repeatMarksOptions('1', range).queryKey, { [occurrence.id]: mark });
  renderComponent(
    <RepeatMarksProvider organizationId="1" range={range}>
      <PrintSchedule view="week" items={[occurrence, plain]} range={{ start: range.from, end: range.to }} timeZone="UTC" title="Week of 1 March" />
    </RepeatMarksProvider>,
    { queryClient },
  );
  const printed = (id: string) => document.querySelector<HTMLElement>(`[data-print-item="${id}"]`)!;
  await expect.poll(() => printed(occurrence.id).querySelector('[data-print-repeats]')?.textContent).toBe('Repeats: every weekday until 31 March');
  expect(printed(plain.id).querySelector('[data-print-repeats]')).toBeNull();
  expect(screen.getByText('Delivery')).toBeDefined();
});
