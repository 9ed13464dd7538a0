import 'server-only';
import { randomUUID } from 'node:crypto';
import { claimSteps } from './durable-rows';
import type { DurableTrack } from './durable-track';
import type { Claimed, DurableDeps } from './durable-worker';

// A pass over many waiting rows spends a statement per claim; with PGlite each statement holds the
// process's one thread. Here the workers' first claims are taken `concurrency` rows per statement
// (one claim id each batch), and handed out one row at a time: a row waits in hand at most about
// one row's work of its worker, well inside its lease. Rows another worker took meanwhile are
// simply not returned by the claim, as with claimStep.

/** Works the rows with these ids, `concurrency` at a time, each handed to `work` already claimed. */
export async function workClaimedEach<Row>(deps: DurableDeps, track: DurableTrack, ids: readonly string[], concurrency: number, work: (claimed: Claimed<Row>) => Promise<unknown>): Promise<void> {
  const inHand: Claimed<Row>[] = [];
  let next = 0;
  let claiming: Promise<void> | undefined;
  const claimMore = async () => {
    const batch = ids.slice(next, (next += concurrency));
    const claimId = randomUUID();
    inHand.push(...(await claimSteps<Row>(deps.db, track, batch, claimId, deps.leaseMs)).map((row) => ({ row, claimId })));
  };
  async function take(): Promise<Claimed<Row> | undefined> {
    while (inHand.length === 0 && next < ids.length) {
      claiming ??= claimMore().finally(() => (claiming = undefined));
      await claiming;
    }
    return inHand.shift();
  }
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let claimed = await take(); claimed; claimed = await take()) await work(claimed);
    }),
  );
}
