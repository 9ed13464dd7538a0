import { request } from '@playwright/test';
import { demoPassword, demoUsers } from '@/test/support/demo-accounts';
import { signInOverHttp } from '@/test/support/sign-in-over-http';
import { median, ms, percentile } from '@/test/support/stats';
import type { BenchRow } from './bench-row';

// T1, Today's answer: `GET /api/today` signed in, every configured organization of the large seed,
// one warm-up then `BENCH_RUNS` (7) reads one after another, each timed to its last byte.

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
export const T1_TARGET_MS = 1_000;

export async function benchToday(servers: { appUrl: string }): Promise<BenchRow[]> {
  const session = await request.newContext({ baseURL: servers.appUrl });
  const failure = await signInOverHttp(session, servers.appUrl, { email: demoUsers.scheduler.email, password: demoPassword });
  if (failure) throw new Error(`T1 sign-in: ${failure}`);
  const read = async () => {
    const started = performance.now();
    const response = await session.get('/api/today');
    if (!response.ok()) throw new Error(`T1 /api/today -> ${response.status()}`);
    const body = (await response.json()) as { organizations: { needsYou: number }[] };
    return { time: performance.now() - started, organizations: body.organizations.length, needsYou: body.organizations.reduce((s, o) => s + o.needsYou, 0) };
  };
  const first = await read();
  const warm = [];
  for (let i = 0; i < RUNS; i += 1) warm.push(await read());
  await session.dispose();
  const times = warm.map((r) => r.time);
  const p50 = median(times);
  return [
    {
      measure: 'T1 Today, GET /api/today (warm)',
      median: ms(p50),
      p95: ms(percentile(times, 95)),
      detail: `first ${ms(first.time)}; ${first.organizations} organizations, ${first.needsYou} lines need you`,
      target: { text: `<= ${T1_TARGET_MS} ms`, met: p50 <= T1_TARGET_MS },
    },
  ];
}
