'use client';

import { createContext, useContext, type ReactNode } from 'react';
import type { DraftEntryMark } from '@/lib/drafts';

// The open draft's marks, by item id, handed from a board to its entries through context (the
// roster's cells are several components deep), and the tag an entry shows: its words ("Draft:
// new") and, on hover and on keyboard focus of the entry, the reasons its lines carry.

const NO_MARKS: ReadonlyMap<string, DraftEntryMark> = new Map();
const DraftMarks = createContext<ReadonlyMap<string, DraftEntryMark>>(NO_MARKS);

export function DraftMarksProvider({ marks, children }: { marks: ReadonlyMap<string, DraftEntryMark>; children: ReactNode }) {
  return <DraftMarks value={marks}>{children}</DraftMarks>;
}

export const useDraftMark = (itemId: string): DraftEntryMark | undefined => useContext(DraftMarks).get(itemId);

/** Classes for an entry the draft marks: striped (new, changed) or struck through (removed). The
 * dashed outline is important: the entry's own outline-none (its focus mark is a ring) would hide it. */
export const draftEntryClasses = (mark: DraftEntryMark | undefined) =>
  mark && (mark.mark === 'draft-removed' ? 'line-through opacity-60' : 'outline-2 -outline-offset-2 outline-dashed! outline-violet-600 bg-[repeating-linear-gradient(45deg,rgb(124_58_237/0.18)_0_5px,transparent_5px_10px)]');

/** Inside an entry that is a `group`: the tag, and the reasons shown while it is hovered or focused. */
export function DraftTag({ mark }: { mark: DraftEntryMark }) {
  return (
    <div className="text-[10px]">
      <span className="rounded bg-violet-700 px-1 font-semibold text-white" data-draft-words>
        {mark.words}
      </span>
      {mark.reasons.length > 0 && (
        <>
          <span className="sr-only">. Why: {mark.reasons.join('; ')}</span>
          <ul aria-hidden="true" className="mt-0.5 hidden list-disc space-y-0.5 pl-3 text-slate-800 group-hover:block group-focus:block group-focus-within:block" data-draft-reasons>
            {mark.reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
