import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { visibleRange } from '@/lib/schedule/calendar-view';
import { boardReadRange } from '@/lib/schedule/judged-range';
import { scheduleKeys } from '@/lib/schedule/queries';
import type { ScheduleRead } from '@/lib/schedule/schedule-read';
import type { ScheduleMember } from '@/lib/schedule/schedule-item';
import { NO_WORKING_TIME_RULES } from '@/lib/working-time';
import { renderComponent, testQueryClient } from '@/test/support/render-component';
import { scheduleItem } from '@/test/support/schedule-item';
import { useBreakMarks } from './use-break-marks';
import { useScheduleData, type Judging } from './use-schedule-data';

// The boards' one read, widened by the rules (lib/schedule/judged-range.ts): the board shows the
// range's items, and marks a break that needs a shift of the week before. Berlin, Monday 8 March 2027.

const zone = 'Europe/Berlin';
const ana: ScheduleMember = { key: 'USER:1', type: 'USER', userId: '1', groupId: null, displayName: 'Ana Lima', avatarUrl: null, status: 'ASSIGNED', phone: null };
const sundayClose = scheduleItem({ id: 'sun-close', start: Date.UTC(2027, 2, 7, 13), end: Date.UTC(2027, 2, 7, 22), members: [ana] });
const mondayOpen = scheduleItem({ id: 'mon-open', start: Date.UTC(2027, 2, 8, 5), end: Date.UTC(2027, 2, 8, 13), members: [ana] });
const range = visibleRange('week', '2027-03-08', zone);
const judging: Judging = { rules: { ...NO_WORKING_TIME_RULES, minRestMinutes: 11 * 60 }, timeZone: zone };

function Board() {
  const data = useScheduleData('11', range, 3_600_000, judging);
  const marks = useBreakMarks(judging.rules, data.judged, range, zone);
  return (
    <p data-testid="board">
      shown {data.items.map((i) => i.id).join(',')}; marked {[...(marks?.byItem.keys() ?? [])].join(',')}
    </p>
  );
}

test('the week reads Sunday’s close with it, shows only Monday’s open, and marks its short rest', async () => {
  const queryClient = testQueryClient();
  const read = boardReadRange(range, judging.rules, zone);
  // What the route answers for the widened range (the page preloads that same range).
  queryClient.setQueryData<ScheduleRead>(scheduleKeys.range('11', read.from, read.to), { items: [sundayClose, mondayOpen], fetchedAt: Date.now() });
  renderComponent(<Board />, { queryClient });
  await expect.element(screen.getByTestId('board')).toHaveTextContent('shown mon-open; marked mon-open');
});
