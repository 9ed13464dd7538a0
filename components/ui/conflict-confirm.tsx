'use client';

import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { WarningIcon } from '@/components/ui/icons';

// The one question before a double booking, wherever a person is put on an item (the staffing panel, the
// roster's drag and Alt+arrows, a new item's first assignee): the conflicts in words, Cancel (the
// default: Enter or Escape changes nothing) or the named yes. The server refuses the write without
// that yes (lib/schedule/server/conflict-check.ts), so the question cannot be skipped.

export type ConflictQuestion = {
  /** One sentence per person (lib/schedule/conflict-words.ts). */
  sentences: readonly string[];
  /** The yes, saying what happens: "Add anyway", "Give it anyway". */
  confirmLabel: string;
};

type Asked = ConflictQuestion & { answer: (yes: boolean) => void };

export function ConflictConfirm({ asked }: { asked: Asked | null }) {
  return (
    <Dialog
      open={asked !== null}
      onClose={() => asked?.answer(false)}
      title="Double booking"
      description="This puts someone on two things at once. Their hours count the shared time once; the conflict stays marked on both."
      footer={
        <>
          <Button variant="secondary" data-autofocus onClick={() => asked?.answer(false)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => asked?.answer(true)}>
            {asked?.confirmLabel}
          </Button>
        </>
      }
    >
      <ul className="space-y-2" aria-label="Conflicts">
        {asked?.sentences.map((sentence) => (
          <li key={sentence} className="flex gap-2 text-sm text-slate-800">
            <WarningIcon size={16} className="mt-0.5 shrink-0 text-red-600" aria-hidden />
            {sentence}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

/** `ask` opens the question and resolves with the answer; render `dialog` somewhere in the tree. */
export function useConflictConfirm() {
  const [asked, setAsked] = useState<Asked | null>(null);
  const ask = useCallback(
    (question: ConflictQuestion) =>
      new Promise<boolean>((resolve) =>
        setAsked({
          ...question,
          answer: (yes) => {
            setAsked(null);
            resolve(yes);
          },
        }),
      ),
    [],
  );
  return { ask, dialog: <ConflictConfirm asked={asked} /> };
}
