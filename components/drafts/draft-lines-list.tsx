'use client';

import { Button } from '@/components/ui/button';
import { useHourCycle } from '@/components/ui/hour-cycle';
import type { DraftLine } from '@/lib/drafts';
import { namedLineWords } from './line-words';

// The open draft's changes, folded under the bar: each line in words (its item and when, in the
// organization's zone) with its reasons, and "Take out" to remove it from the draft (taking out a
// new item takes the lines on it too).
export function DraftLinesList({ lines, timeZone, busy, onRemove }: { lines: readonly DraftLine[]; timeZone: string; busy: boolean; onRemove: (line: DraftLine) => void }) {
  const cycle = useHourCycle();
  if (lines.length === 0) return null;
  const lineWords = (line: DraftLine) => namedLineWords(line, timeZone, cycle);
  return (
    <details className="w-full">
      <summary className="cursor-pointer text-sm font-medium text-violet-900">Changes in the draft ({lines.length})</summary>
      <ul aria-label="Changes in the draft" className="mt-1 max-h-48 divide-y divide-violet-100 overflow-y-auto rounded-md border border-violet-200 bg-white text-sm">
        {lines.map((line) => (
          <li key={line.id} className="flex flex-wrap items-center gap-2 px-3 py-1.5" data-line-kind={line.kind}>
            <span className="min-w-0 flex-1 break-words">
              {lineWords(line)}
              {line.reasons.length > 0 && <span className="text-slate-600">: {line.reasons.join('; ')}</span>}
            </span>
            <Button size="sm" variant="ghost" disabled={busy} aria-label={`Take out: ${lineWords(line)}`} onClick={() => onRemove(line)}>
              Take out
            </Button>
          </li>
        ))}
      </ul>
    </details>
  );
}
