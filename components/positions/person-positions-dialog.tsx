'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { callAction } from '@/components/ui/call-action';
import { Dialog, DialogBody } from '@/components/ui/dialog';
import { InlineStatus } from '@/components/ui/inline-status';
import { Spinner } from '@/components/ui/spinner';
import type { AppErrorShape } from '@/lib/errors';
import { personPositionsOf, positionNamed, suggestPersonPositions, type PositionsRead } from '@/lib/positions';
import type { setPersonPositionsAction } from '@/lib/positions/actions';
import { heldPositionsOptions, positionsOptions } from '@/lib/positions/queries';

export type PositionsPerson = { userId: string; name: string; title?: string | null };

/** The positions a person may work, in a dialog (the roster's person row and the Members page, beside Availability); reads the organization's positions when it opens. */
export function PersonPositionsDialog({ organizationId, person, save, onClose }: { organizationId: string; person: PositionsPerson | null; save: typeof setPersonPositionsAction; onClose: () => void }) {
  return (
    <Dialog open={person !== null} onClose={onClose} title={person ? `Positions of ${person.name}` : 'Positions'} description="Kept by Shiftdesk; the picker, offers and auto-fill read them.">
      <DialogBody>{person && <PositionsRead organizationId={organizationId} person={person} save={save} />}</DialogBody>
    </Dialog>
  );
}

function PositionsRead({ organizationId, person, save }: { organizationId: string; person: PositionsPerson; save: typeof setPersonPositionsAction }) {
  // Read afresh on every opening: the form takes its values once.
  const read = useQuery({ ...positionsOptions(organizationId), refetchOnMount: 'always' });
  // The shifts they held over 8 weeks, read by the server: their suggestions join when it answers (the form does not wait).
  const held = useQuery(heldPositionsOptions(organizationId, person.userId));
  if (read.isError) return <p className="text-sm text-red-600">The positions could not be read: {read.error.message}</p>;
  if (read.isPending || !read.isFetchedAfterMount) return <Spinner label="Loading positions" />;
  return <PersonPositionsForm organizationId={organizationId} person={person} read={read.data} held={held.data?.heldItemPositions} save={save} />;
}

/** Ticks for the organization's positions, the suggestions (from the title and `held`, the positions of the shifts they held over 8 weeks) to add one by one, and Save. */
export function PersonPositionsForm({ organizationId, person, read, held = [], save }: { organizationId: string; person: PositionsPerson; read: PositionsRead; held?: readonly string[] | undefined; save: typeof setPersonPositionsAction }) {
  const queryClient = useQueryClient();
  const [kept, setKept] = useState(() => personPositionsOf(read, person.userId));
  const [ticked, setTicked] = useState(kept);
  const [problem, setProblem] = useState<AppErrorShape | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const suggestions = suggestPersonPositions(person.title ?? null, read.positions, held, ticked);
  const dirty = JSON.stringify([...ticked].sort()) !== JSON.stringify([...kept].sort());
  const fieldError = Object.entries(problem?.fieldErrors ?? {}).find(([key]) => key.startsWith('positionIds'))?.[1][0];
  const toggle = (id: string, on: boolean) => setTicked((now) => (on ? [...now, id] : now.filter((t) => t !== id)));

  const submit = async () => {
    setProblem(null);
    setSaved(false);
    setSaving(true);
    const positionIds = read.positions.map((p) => p.id).filter((id) => ticked.includes(id));
    const result = await callAction(() => save({ organizationId, userId: person.userId, positionIds }));
    setSaving(false);
    if (!result.ok) return setProblem(result.error);
    setKept(positionIds);
    setSaved(true);
    await queryClient.invalidateQueries({ queryKey: positionsOptions(organizationId).queryKey });
  };

  return (
    <form
      aria-label={`Positions of ${person.name}`}
      noValidate
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <fieldset className="space-y-2" aria-describedby={fieldError ? 'person-positions-error' : undefined} aria-invalid={fieldError ? true : undefined}>
        <legend className="text-sm font-medium text-slate-900">May work</legend>
        {read.positions.length === 0 && <p className="text-sm text-slate-600">No positions yet: add them in Settings.</p>}
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {read.positions.map((p) => (
            <label key={p.id} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" className="size-4" checked={ticked.includes(p.id)} onChange={(event) => toggle(p.id, event.target.checked)} />
              {p.name}
            </label>
          ))}
        </div>
        {fieldError && (
          <p id="person-positions-error" className="text-sm text-red-700">
            {fieldError}
          </p>
        )}
      </fieldset>
      {suggestions.length > 0 && (
        <ul className="space-y-1 text-sm text-slate-700" aria-label="Suggested positions">
          {suggestions.map((s) => {
            const name = positionNamed(read.positions, s.positionId)?.name ?? '';
            return (
              <li key={s.positionId} className="flex flex-wrap items-center gap-2">
                <span>
                  Suggested: <strong>{name}</strong> ({s.because})
                </span>
                <Button variant="ghost" size="sm" onClick={() => toggle(s.positionId, true)} aria-label={`Add the suggested position ${name}`}>
                  Add
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex items-center gap-2">
        <Button variant="primary" type="submit" disabled={!dirty} loading={saving}>
          Save positions
        </Button>
        {problem && !fieldError ? <InlineStatus tone="danger">Not saved: {problem.message}</InlineStatus> : saved && !dirty ? <InlineStatus tone="success">Saved</InlineStatus> : null}
      </div>
    </form>
  );
}
