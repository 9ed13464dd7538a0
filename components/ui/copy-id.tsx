'use client';

import { useEffect, useState } from 'react';
import { cn } from './cn';
import { CopyIcon } from './icons';

type Outcome = 'idle' | 'copied' | 'failed';

/**
 * A service id (19 digits) behind a small "Copy id" button: people need ids to quote to support,
 * not to read. Says "Copied" for a moment; where the browser refuses the clipboard, the id is
 * shown instead so it can be selected by hand.
 */
export function CopyId({ id, name, kind = 'id', className }: { id: string; name: string; /** What the id is, e.g. "card id". */ kind?: string; className?: string }) {
  const [outcome, setOutcome] = useState<Outcome>('idle');
  useEffect(() => {
    if (outcome !== 'copied') return;
    const timer = setTimeout(() => setOutcome('idle'), 2_000);
    return () => clearTimeout(timer);
  }, [outcome]);

  // Started inside a promise: where there is no clipboard at all (a page not served over https),
  // `navigator.clipboard` is undefined and the call throws rather than rejects.
  const copy = () =>
    void Promise.resolve()
      .then(() => navigator.clipboard.writeText(id))
      .then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );

  return (
    <span className={cn('inline-flex items-center gap-1.5 align-middle print:hidden', className)}>
      <button
        type="button"
        onClick={copy}
        aria-label={`Copy ${kind} of ${name}`}
        title={id}
        className="inline-flex h-6 items-center gap-1 rounded-md px-1.5 text-xs font-medium text-slate-600 ring-1 ring-slate-200 ring-inset hover:bg-slate-50 hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none"
      >
        <CopyIcon size={12} />
        {outcome === 'copied' ? 'Copied' : `Copy ${kind}`}
      </button>
      {outcome === 'failed' && <span className="font-mono text-xs text-slate-700 select-all">{id}</span>}
      <span role="status" className="sr-only">
        {outcome === 'copied' ? `Copied the ${kind} of ${name}` : outcome === 'failed' ? 'Could not copy: the id is shown to select' : ''}
      </span>
    </span>
  );
}
