import type { MemberNow } from './decision-plan';
import type { ReplacementChoice } from './replacement-plan';

/** What answering a replacement request came to, as the browser gets it: both people's standing as read back. */
export type ReplacementResult =
  | { result: 'done' | 'waiting_for_cover'; choice: ReplacementChoice; alreadyApplied: boolean; requester: string | null; cover: string | null }
  | { result: 'not_pending'; choice: ReplacementChoice; now: MemberNow };
