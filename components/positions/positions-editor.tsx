'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { callAction } from '@/components/ui/call-action';
import { Field } from '@/components/ui/field';
import { InlineStatus } from '@/components/ui/inline-status';
import { Input } from '@/components/ui/input';
import type { AppErrorShape } from '@/lib/errors';
import { positionNameSchema, type Position } from '@/lib/positions';
import type { addPositionAction, removePositionAction, renamePositionAction } from '@/lib/positions/actions';
import { positionsOptions } from '@/lib/positions/queries';

export type PositionsActions = { add: typeof addPositionAction; rename: typeof renamePositionAction; remove: typeof removePositionAction };

/** The name's problem from the browser's check (the same rule the server applies), or null. */
const nameProblem = (name: string): string | null => positionNameSchema.safeParse(name).error?.issues[0]?.message ?? null;

/**
 * One organization's positions: add, rename, remove (one in use asks first). In Settings under the
 * organization's name; on the Members page (where schedulers, who may change them, reach them) under `title`.
 */
export function PositionsEditor({ organizationId, organizationName, title = organizationName, description, actions }: { organizationId: string; organizationName: string; title?: string; description?: string; actions: PositionsActions }) {
  const queryClient = useQueryClient();
  const read = useQuery(positionsOptions(organizationId));
  const refresh = () => queryClient.invalidateQueries({ queryKey: positionsOptions(organizationId).queryKey });
  return (
    <section aria-label={`Positions of ${organizationName}`} data-testid={`positions-${organizationId}`} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h3 className="text-sm font-semibold text-slate-900">{title}</h3>
      {description && <p className="text-sm text-slate-500">{description}</p>}
      {read.isError ? (
        <p className="text-sm text-red-600">The positions could not be read: {read.error.message}</p>
      ) : !read.data ? null : read.data.positions.length === 0 ? (
        <p className="text-sm text-slate-600">No positions yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {read.data.positions.map((p) => (
            <PositionRow key={p.id} organizationId={organizationId} position={p} actions={actions} onChanged={refresh} />
          ))}
        </ul>
      )}
      <NameForm label="New position" submitLabel="Add position" onSubmit={(name) => callAction(() => actions.add({ organizationId, name }))} onDone={refresh} />
    </section>
  );
}

function PositionRow({ organizationId, position, actions, onChanged }: { organizationId: string; position: Position; actions: PositionsActions; onChanged: () => Promise<void> }) {
  const [renaming, setRenaming] = useState(false);
  const [asked, setAsked] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const remove = async (confirm: boolean) => {
    setProblem(null);
    const result = await callAction(() => actions.remove({ organizationId, positionId: position.id, confirm }));
    if (result.ok) return onChanged();
    if (result.error.kind === 'conflict' && !confirm) return setAsked(result.error.message);
    setProblem(result.error.message);
  };
  return (
    <li className="space-y-2 py-2">
      {renaming ? (
        <NameForm
          label={`New name for ${position.name}`}
          submitLabel="Rename"
          initial={position.name}
          onSubmit={(name) => callAction(() => actions.rename({ organizationId, positionId: position.id, name }))}
          onDone={async () => {
            setRenaming(false);
            await onChanged();
          }}
          onCancel={() => setRenaming(false)}
        />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 flex-1 text-sm break-words text-slate-900">{position.name}</span>
          <Button variant="ghost" size="sm" onClick={() => setRenaming(true)} aria-label={`Rename ${position.name}`}>
            Rename
          </Button>
          <Button variant="ghost" size="sm" onClick={() => void remove(false)} aria-label={`Remove ${position.name}`}>
            Remove
          </Button>
        </div>
      )}
      {asked && (
        <div role="alert" className="flex flex-wrap items-center gap-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900">
          <span className="min-w-0 flex-1">{asked}</span>
          <Button variant="danger" size="sm" onClick={() => void remove(true)}>
            Remove anyway
          </Button>
          <Button variant="secondary" size="sm" data-autofocus onClick={() => setAsked(null)}>
            Keep it
          </Button>
        </div>
      )}
      {problem && <InlineStatus tone="danger">Not removed: {problem}</InlineStatus>}
    </li>
  );
}

/** A name field with its button: checked in the browser first, then the server's refusal next to the field. */
function NameForm({
  label,
  submitLabel,
  initial = '',
  onSubmit,
  onDone,
  onCancel,
}: {
  label: string;
  submitLabel: string;
  initial?: string;
  onSubmit: (name: string) => Promise<{ ok: true } | { ok: false; error: AppErrorShape }>;
  onDone: () => Promise<void>;
  onCancel?: () => void;
}) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setProblem(null);
    const local = nameProblem(name);
    setError(local);
    if (local) return;
    setBusy(true);
    const result = await onSubmit(name);
    setBusy(false);
    if (!result.ok) {
      const field = result.error.fieldErrors?.name?.[0];
      return field ? setError(field) : setProblem(result.error.message);
    }
    setName('');
    await onDone();
  };
  return (
    <form
      aria-label={label}
      noValidate
      className="flex flex-wrap items-start gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Field label={label} error={error ?? undefined} className="w-full max-w-xs">
        <Input value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
      </Field>
      <div className="mt-6 flex flex-wrap items-center gap-2">
        <Button variant="secondary" type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
        {problem && <InlineStatus tone="danger">Not saved: {problem}</InlineStatus>}
      </div>
    </form>
  );
}
