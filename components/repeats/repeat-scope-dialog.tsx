'use client';

import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

// The one question before a repeating shift's times change (a drag, the keyboard, the drawer's
// times): this shift only, this and following, or all shifts in the series, as every calendar asks.
// Keyboard-first: "This shift only" has the focus, Tab walks the choices, Escape or Cancel changes
// nothing. A move to another day changes only this shift (a series keeps its days; its rule
// changes through "Edit repeat…").

export type RepeatScope = 'this' | 'following' | 'all';
export type RepeatScopeQuestion = { name: string; words: string; sameDay: boolean };
type Asked = RepeatScopeQuestion & { answer: (scope: RepeatScope | false) => void };

const CHOICES: { scope: RepeatScope; label: string; hint: string }[] = [
  { scope: 'this', label: 'This shift only', hint: 'It leaves the series; the others stay as they are.' },
  { scope: 'following', label: 'This and following shifts', hint: 'The series splits here: earlier shifts stay as they are.' },
  { scope: 'all', label: 'All shifts in the series', hint: 'Every future shift nobody changed by hand.' },
];

export function RepeatScopeDialog({ asked }: { asked: Asked | null }) {
  const answer = (scope: RepeatScope | false) => asked?.answer(scope);
  return (
    <Dialog
      open={asked !== null}
      onClose={() => answer(false)}
      title="Change a repeating shift"
      description={asked ? `“${asked.name}” repeats ${asked.words.charAt(0).toLowerCase()}${asked.words.slice(1)}. Which shifts change?` : undefined}
      footer={
        <Button variant="secondary" onClick={() => answer(false)}>
          Cancel
        </Button>
      }
    >
      <div className="space-y-2" role="group" aria-label="Which shifts change">
        {CHOICES.map(({ scope, label, hint }) => {
          const only = scope !== 'this' && asked?.sameDay === false;
          return (
            <button
              key={scope}
              type="button"
              data-autofocus={scope === 'this' ? '' : undefined}
              data-repeat-scope={scope}
              disabled={only}
              onClick={() => answer(scope)}
              className="block w-full rounded-md border border-slate-300 px-3 py-2 text-left outline-none hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-indigo-600 disabled:cursor-not-allowed disabled:opacity-60"
            >
              <span className="block text-sm font-medium text-slate-900">{label}</span>
              <span className="block text-xs text-slate-600">{only ? 'Only this shift moves to another day.' : hint}</span>
            </button>
          );
        })}
      </div>
    </Dialog>
  );
}

/** `ask` opens the question and resolves with the scope, or false for Cancel; render `dialog` in the tree. */
export function useRepeatScope() {
  const [asked, setAsked] = useState<Asked | null>(null);
  const ask = useCallback(
    (question: RepeatScopeQuestion) =>
      new Promise<RepeatScope | false>((resolve) =>
        setAsked({
          ...question,
          answer: (scope) => {
            setAsked(null);
            resolve(scope);
          },
        }),
      ),
    [],
  );
  return { ask, dialog: <RepeatScopeDialog asked={asked} /> };
}
