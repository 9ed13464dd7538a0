import { expect, test } from './support/test';
import { visibleRange } from '@/lib/schedule/calendar-view';
import { runLoad } from '@/test/support/load/run-load';
import { emulator } from './support/emulator';
import { E2E_APP_URL } from './support/servers';

// The load test's fast version (`npm run load` runs 50 managers for 5 minutes): 10 managers over
// HTTP for 30 s sign in, poll the schedule and the requests badge, and each moves its own item
// once. It asserts correctness only (no errors, every move written), never timing.

const MANAGERS = 10;
const QUIET_WEEK = '2029-03-05';
const HALF_HOUR = 30 * 60_000;

test('10 managers polling and editing for 30 s get no errors, and every move is written', async () => {
  test.setTimeout(180_000);
  const org = (await emulator.seed()).organizations[0]!;
  // A week of their own, so the moves disturb no other test.
  const created = [];
  for (let i = 0; i < MANAGERS; i += 1) {
    const start = Date.UTC(2029, 2, 7, 8 + i);
    created.push(await emulator.createItem({ organizationId: org.id, type: 'MEETING', name: `Load ${i}`, start, end: start + HALF_HOUR, timeZoneName: org.timeZone }));
  }

  const { log } = await runLoad({ appUrl: E2E_APP_URL, organizationId: org.id, range: visibleRange('week', QUIET_WEEK, org.timeZone), managers: MANAGERS, durationMs: 30_000 });

  expect(log.errors, 'the first errors').toEqual([]);
  expect(log.errorCount).toBe(0);
  const count = (kind: string) => log.calls.filter((c) => c.kind === kind).length;
  expect(count('sign-in')).toBe(MANAGERS);
  expect(count('calendar-items')).toBeGreaterThanOrEqual(MANAGERS);
  expect(count('requests-count')).toBeGreaterThanOrEqual(MANAGERS);
  expect(count('move')).toBe(MANAGERS);
  // Each manager moved a different item one slot later: all ten are there in the service.
  for (const item of created) expect((await emulator.item(item.id)).start, item.name ?? item.id).toBe(item.start + HALF_HOUR);
});
