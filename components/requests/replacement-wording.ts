import type { CoverAsker, ReplacementContext } from '@/lib/requests/inbox-types';
import { firstName } from './request-wording';

// What each answer to "asked to be replaced" will do to whom, said on the row before the click,
// and what it did after. The moves behind each are in lib/staffing/replacement-plan.ts.

export type ColleagueCover = { person: CoverAsker; button: string; effect: string };

export type ReplacementWording = {
  release: string;
  keep: string;
  /** Find a cover, before someone is picked (`null`) and once they are. */
  cover: (coverName: string | null) => string;
  colleagues: ColleagueCover[];
};

/** `when`: the shift as the row shows it, e.g. "Sat 09:00–17:00". */
export function replacementWording(requesterName: string, when: string, context: ReplacementContext | undefined): ReplacementWording {
  const who = firstName(requesterName);
  const others = context?.othersHolding.map(firstName) ?? [];
  const left = others.length === 0 ? 'the shift becomes open' : `${others.join(', ')} still ${others.length === 1 ? 'works' : 'work'} it`;
  return {
    release: `${who} comes off ${when}; ${left}.`,
    keep: `The request is refused: ${who} stays on ${when} (marked Accepted).`,
    cover: (coverName) => `${coverName ? firstName(coverName) : 'The person you pick'} is put on ${when}, then ${who} comes off.`,
    colleagues: (context?.colleagues ?? []).map((person) => {
      const mate = firstName(person.displayName);
      return { person, button: `Approve cover: ${mate} takes ${who}’s shift`, effect: `${mate}’s request to join is approved, then ${who} comes off ${when}.` };
    }),
  };
}

export type ReplacementAfter = { choice: 'cover' | 'colleague' | 'release' | 'keep'; result: 'done' | 'waiting_for_cover'; coverName: string | null };

/** What an answer did, once read back. */
export function replacementDone(requesterName: string, after: ReplacementAfter): string {
  const who = firstName(requesterName);
  const cover = after.coverName ? firstName(after.coverName) : 'The cover';
  if (after.result === 'waiting_for_cover') return `${cover} was asked; ${who} stays on until ${cover} takes it.`;
  if (after.choice === 'release') return `${who} is off; the shift is open.`;
  if (after.choice === 'keep') return `${who} stays on it; the request was refused.`;
  return `${cover} took ${who}’s shift.`;
}
