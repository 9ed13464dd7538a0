import type { Db } from '@/lib/server/db/types';

// Where a pass's time goes (npm run bench:repeats): how long the database and the service were
// busy, as the union of the intervals in which at least one statement or request was in flight
// (PGlite runs one statement at a time, so its busy time is a floor under the pass's wall time
// whatever the concurrency), and the time both were idle (the pass's own JavaScript between awaits).

type Interval = { calls: number; busyMs: number };

/** Counts calls and the time at least one was in flight, for any number of overlapping calls. */
export function busyClock() {
  let inFlight = 0;
  let since = 0;
  const totals: Interval = { calls: 0, busyMs: 0 };
  return {
    totals,
    get inFlight() {
      return inFlight;
    },
    start() {
      totals.calls += 1;
      if (inFlight++ === 0) since = performance.now();
    },
    end() {
      if (--inFlight === 0) totals.busyMs += performance.now() - since;
    },
    reset() {
      totals.calls = 0;
      totals.busyMs = 0;
    },
  };
}
export type BusyClock = ReturnType<typeof busyClock>;

async function timed<T>(clocks: BusyClock[], work: () => Promise<T>): Promise<T> {
  for (const clock of clocks) clock.start();
  try {
    return await work();
  } finally {
    for (const clock of clocks) clock.end();
  }
}

/** Every statement drizzle sends to this database's PGlite is counted on `db` and `either`. */
export function probeDatabase(db: Db, clocks: BusyClock[]): void {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => timed(clocks, () => query(...args));
}

/** Every interface request this process sends to `baseUrl` from now on (the app's client takes fetch when composed); not /_control/. */
export function probeFetch(baseUrl: string, clocks: BusyClock[]): () => void {
  const original = globalThis.fetch;
  const counted = (url: string) => url.startsWith(baseUrl) && !url.startsWith(`${baseUrl}/_control/`);
  globalThis.fetch = (input, init) => (counted(String(input instanceof Request ? input.url : input)) ? timed(clocks, () => original(input, init)) : original(input, init));
  return () => void (globalThis.fetch = original);
}
