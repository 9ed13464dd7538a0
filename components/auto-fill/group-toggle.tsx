'use client';

import { useEffect, useRef } from 'react';
import { chosenState } from '@/lib/auto-fill/proposal-view';

/** A checkbox choosing a group of lines (a day's, a person's, all): checked, unchecked or mixed. */
export function GroupToggle({ label, keys, chosen, onToggle }: { label: string; keys: readonly string[]; chosen: ReadonlySet<string>; onToggle: () => void }) {
  const ref = useRef<HTMLInputElement>(null);
  const state = chosenState(chosen, keys);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <label className="inline-flex items-center gap-2 text-sm text-slate-700">
      <input ref={ref} type="checkbox" className="size-4 accent-brand-600" checked={state === 'all'} disabled={keys.length === 0} onChange={onToggle} />
      {label}
    </label>
  );
}
