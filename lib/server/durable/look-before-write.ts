import 'server-only';
import { describeFailure, sendFailureVerdict, type Problem } from './write-failure';

// A write the service takes without an idempotency key, never made twice: when it may already have
// happened (a lost answer, a stop mid-call: `mayExist`, committed on the row), look for what it made
// before writing. A write whose outcome is unknown is committed as "may exist" first, then looked
// for. What the look finds is taken as made; nothing found is written (again); a look that cannot
// tell leaves the row uncertain, for a person.

/** What a look for the write's result found. */
export type Lookup<Found> = { found: Found } | { none: true } | { unclear: Problem };

export type LookBeforeWrite<Made, Found> = {
  /** The row says the write may already have happened. */
  mayExist: boolean;
  look: () => Promise<Lookup<Found>>;
  write: () => Promise<Made>;
  /** Commits "it may exist" on the row before looking; false: the claim was lost. */
  markMayExist: () => Promise<boolean>;
};

export type WriteOutcome<Made, Found> =
  | { made: Made }
  | { found: Found }
  /** failed: the service did not act (safe to write again); uncertain: nobody can tell. */
  | { problem: Problem; to: 'failed' | 'uncertain' }
  /** The claim was lost meanwhile: whoever holds the row now decides. */
  | { lost: true };

export async function lookBeforeWrite<Made, Found>(step: LookBeforeWrite<Made, Found>): Promise<WriteOutcome<Made, Found>> {
  let mayExist = step.mayExist;
  // At most: look, write, look again after an unknown outcome.
  for (;;) {
    if (mayExist) {
      const lookup = await step.look();
      if ('found' in lookup) return { found: lookup.found };
      if ('unclear' in lookup) return { problem: lookup.unclear, to: 'uncertain' };
    }
    try {
      return { made: await step.write() };
    } catch (error) {
      const verdict = sendFailureVerdict(error);
      if (verdict !== 'failed' && !mayExist) {
        // It may have been made: say so durably, then look.
        if (!(await step.markMayExist())) return { lost: true };
        mayExist = true;
        continue;
      }
      return { problem: describeFailure(error), to: verdict === 'failed' ? 'failed' : 'uncertain' };
    }
  }
}
