'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { callAction } from '@/components/ui/call-action';
import { Field } from '@/components/ui/field';
import { InlineStatus } from '@/components/ui/inline-status';
import { Select } from '@/components/ui/select';
import type { AppErrorShape } from '@/lib/errors';
import { itemPositionOf, personPositionsOf, positionNamed, suggestItemPosition } from '@/lib/positions';
import type { setItemPositionAction } from '@/lib/positions/actions';
import { positionsOptions } from '@/lib/positions/queries';

const NONE = '';

/**
 * The position an item requires, in the drawer: a select of the organization's positions, and a
 * suggestion (from the item's name or its holders) the scheduler uses or ignores, never applied
 * by itself. Shiftdesk's own, so saving it changes nothing in the product.
 */
export function ItemPositionForm({
  organizationId,
  item,
  save,
}: {
  organizationId: string;
  item: { id: string; name: string | null; holders: readonly string[] };
  save: typeof setItemPositionAction;
}) {
  const queryClient = useQueryClient();
  const read = useQuery(positionsOptions(organizationId));
  const current = itemPositionOf(read.data, item.id);
  const [chosen, setChosen] = useState<string | null>(null);
  const [problem, setProblem] = useState<AppErrorShape | null>(null);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  if (read.isError) return <p className="text-sm text-red-600">The positions could not be read: {read.error.message}</p>;
  if (!read.data) return null;
  const all = read.data.positions;
  const value = chosen ?? current ?? NONE;
  const suggestion = current === null ? suggestItemPosition(item.name, all, item.holders, (userId) => personPositionsOf(read.data, userId)) : null;
  const suggested = positionNamed(all, suggestion?.positionId);

  const submit = async (positionId: string | null) => {
    setProblem(null);
    setSaved(false);
    setSaving(true);
    const result = await callAction(() => save({ organizationId, itemId: item.id, positionId }));
    setSaving(false);
    if (!result.ok) return setProblem(result.error);
    setChosen(null);
    setSaved(true);
    await queryClient.invalidateQueries({ queryKey: positionsOptions(organizationId).queryKey });
  };

  return (
    <form
      aria-label="Required position"
      noValidate
      className="space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(value === NONE ? null : value);
      }}
    >
      <div className="flex flex-wrap items-start gap-2">
        <Field label="Requires position" error={problem?.fieldErrors?.positionId?.[0]} hint={all.length === 0 ? 'No positions yet: add them in Settings' : 'The picker lists who may work it first'}>
          <Select className="w-48" value={value} onChange={(event) => setChosen(event.target.value)}>
            <option value={NONE}>None</option>
            {all.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </Select>
        </Field>
        <div className="mt-6 flex items-center gap-2">
          <Button variant="secondary" type="submit" disabled={value === (current ?? NONE)} loading={saving}>
            Save
          </Button>
          {problem && !problem.fieldErrors ? <InlineStatus tone="danger">Not saved: {problem.message}</InlineStatus> : saved && chosen === null ? <InlineStatus tone="success">Saved</InlineStatus> : null}
        </div>
      </div>
      {suggestion && suggested && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="position-suggestion">
          <span>
            Suggested: <strong>{suggested.name}</strong> ({suggestion.because})
          </span>
          <Button variant="ghost" size="sm" onClick={() => setChosen(suggested.id)} aria-label={`Use the suggested position ${suggested.name}`}>
            Use
          </Button>
        </p>
      )}
    </form>
  );
}
