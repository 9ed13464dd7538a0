import 'server-only';
import { offers } from '@/lib/server/db/schema';
import type { DurableTrack } from '@/lib/server/durable/durable-track';

// The offer as a kind of durable work (lib/server/durable): one step, a check, claimed from open
// and held in checking. A check left by a stopped process goes back to open: the next check reads
// the item again, and what was committed (who was invited, who keeps the shift) stands.

export const offerTrack: DurableTrack = {
  name: 'offer',
  table: offers,
  stateKey: 'state',
  steps: [{ from: 'open', working: 'checking' }],
  abandoned: [{ working: 'checking', to: 'open', set: { lastError: 'Shiftdesk stopped during a check; it was picked up again.' } }],
};
