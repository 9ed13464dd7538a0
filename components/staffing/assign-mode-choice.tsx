'use client';

import { cn } from '@/components/ui/cn';
import { assignModes, type AssignmentFormValues } from './assignment-form';

const modeLabels = { USER: 'People', GROUP: 'Group', INVITE: 'Invite by phone' } as const;
type Mode = AssignmentFormValues['mode'];

/** Who to add: people, a group or an invite by phone; time off and a draft take one person or people only, said in a line. */
export function AssignModeChoice({ mode, onMode, isTimeOff, inDraft }: { mode: Mode; onMode: (mode: Mode) => void; isTimeOff: boolean; inDraft: boolean }) {
  if (isTimeOff) return <p className="text-sm text-slate-600">Time off is for one person: choose who it is for.</p>;
  if (inDraft) return <p className="text-sm text-slate-600">Into the draft: people only (groups and invites by phone are added live, outside a draft). They go on as Assigned when it is published.</p>;
  return (
    <div role="tablist" aria-label="Who to add" className="inline-flex rounded-md border border-slate-200 bg-white p-0.5">
      {assignModes.map((m) => (
        <button
          key={m}
          type="button"
          role="tab"
          aria-selected={mode === m}
          onClick={() => onMode(m)}
          className={cn('h-7 rounded px-2.5 text-xs font-medium', mode === m ? 'bg-slate-900 text-white' : 'text-slate-600 hover:bg-slate-100')}
        >
          {modeLabels[m]}
        </button>
      ))}
    </div>
  );
}
