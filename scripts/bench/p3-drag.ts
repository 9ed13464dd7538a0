import type { BrowserContext } from '@playwright/test';
import type { BenchRow } from './bench-row';
import { rawItem } from './emulator-control';
import { measureDrags } from './measure-drag';
import { measurePaint } from './measure-paint';
import { median, ms, percentile } from '@/test/support/stats';

// P3, drag -> server-confirmed on the schedule: the schedule benchmark's drags (measure-drag.ts),
// without its paint runs.

const DRAGS = Number(process.env.BENCH_DRAGS ?? 30);
export const P3_TARGET_P95_MS = 150;

export async function benchDrags(context: BrowserContext, emulatorUrl: string, scheduleUrl: string): Promise<BenchRow[]> {
  console.log(`  P3 dragging ${DRAGS} events on ${scheduleUrl}`);
  const page = (await measurePaint(context, scheduleUrl, true)).page;
  const { samples, aborted } = await measureDrags(page, DRAGS, async (id) => (await rawItem(emulatorUrl, id)).start);
  await page.close();
  const confirmed = samples.map((d) => d.confirmedMs);
  const sent = samples.map((d) => d.requestSentMs);
  const saved = samples.filter((d) => d.saved).length;
  const p95 = percentile(confirmed, 95);
  return [
    {
      measure: `P3 drag -> server-confirmed (${samples.length} drags)`,
      median: ms(median(confirmed)),
      p95: ms(p95),
      detail: `${saved}/${samples.length} saved, ${aborted} retried; mouse-up -> sent p50 ${ms(median(sent))}`,
      target: { text: `<= ${P3_TARGET_P95_MS} ms (p95)`, met: p95 <= P3_TARGET_P95_MS && saved === samples.length },
    },
  ];
}
