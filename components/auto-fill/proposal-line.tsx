'use client';

import { useId, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import type { PlannedPerson } from '@/lib/auto-fill';
import type { ViewLine } from '@/lib/auto-fill/proposal-view';

// One proposed line: its checkbox (chosen for the draft), the person and the shift, its reasons
// (always shown, small, and read out with the checkbox on focus), and a hand change: another
// person, or the place kept open. A changed line waits for "Re-solve the rest".

/** The Select's value for "nobody: keep the place open". */
const KEEP_OPEN = '';

export type ProposalLineProps = {
  line: ViewLine;
  hours: string;
  people: readonly PlannedPerson[];
  chosen: boolean;
  inDraft: boolean;
  /** The hand change: another person's id, `null` (kept open), `undefined` (none). */
  edit: string | null | undefined;
  refusal: string | undefined;
  onChoose: (chosen: boolean) => void;
  onEdit: (userId: string | null) => void;
};

export function ProposalLineRow({ line, hours, people, chosen, inDraft, edit, refusal, onChoose, onEdit }: ProposalLineProps) {
  const id = useId();
  const [changing, setChanging] = useState(false);
  const shiftName = line.shift.name ?? 'Shift';
  const changedTo = edit === undefined ? undefined : edit === null ? 'kept open' : (people.find((p) => p.userId === edit)?.name ?? 'someone else');
  return (
    <li className="space-y-1 py-2" data-line={line.key}>
      <div className="flex flex-wrap items-start gap-x-2 gap-y-1">
        <input
          id={`${id}-choose`}
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
          checked={chosen && !inDraft && edit === undefined}
          disabled={inDraft || edit !== undefined}
          aria-describedby={`${id}-reasons`}
          onChange={(event) => onChoose(event.target.checked)}
        />
        <label htmlFor={`${id}-choose`} className="min-w-0 flex-1 text-sm text-slate-900">
          <span className={changedTo ? 'font-medium line-through' : 'font-medium'}>{line.personName}</span> · {shiftName} {hours}
          {changedTo && <span className="ml-1 font-medium text-indigo-800">→ {changedTo}</span>}
        </label>
        {inDraft ? (
          <Badge tone="success">In the draft</Badge>
        ) : (
          <Button variant="ghost" size="sm" aria-expanded={changing} aria-label={`Change ${line.personName} on ${shiftName} ${hours}`} onClick={() => setChanging((open) => !open)}>
            Change
          </Button>
        )}
      </div>
      <p id={`${id}-reasons`} className="pl-6 text-xs text-slate-600">
        {line.reasons.join(' · ')}
      </p>
      {changing && !inDraft && (
        <div className="pl-6">
          <Select
            aria-label={`Person for ${shiftName} ${hours}`}
            value={edit === undefined ? line.userId : (edit ?? KEEP_OPEN)}
            onChange={(event) => onEdit(event.target.value === KEEP_OPEN ? null : event.target.value)}
            options={[...people.map((p) => ({ value: p.userId, label: p.userId === line.userId ? `${p.name} (proposed)` : p.name })), { value: KEEP_OPEN, label: 'Nobody: keep the place open' }]}
          />
        </div>
      )}
      {refusal && (
        <p role="alert" className="pl-6 text-xs font-medium text-red-700">
          {refusal}
        </p>
      )}
    </li>
  );
}
