'use client';

import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { WarningIcon } from '@/components/ui/icons';
import { Textarea } from '@/components/ui/textarea';

// The one question before a double booking, wherever a person is put on an item (the staffing panel, the
// roster's drag and Alt+arrows, a new item's first assignee): the conflicts in words, Cancel (the
// default: Enter or Escape changes nothing) or the named yes. The server refuses the write without
// that yes (lib/schedule/server/conflict-check.ts), so the question cannot be skipped. Working-time
// rule breaks are asked in the same question, and their yes needs a reason (kept in the audit log).

export type ConflictQuestion = {
  /** One sentence per person (lib/schedule/conflict-words.ts). */
  sentences: readonly string[];
  /** The yes, saying what happens: "Add anyway", "Give it anyway". */
  confirmLabel: string;
  /** For a question about neither a double booking nor a rule (a position the person may not work). */
  heading?: { title: string; description: string };
  /** Working-time rule breaks among the sentences: the yes then needs a reason that `check` accepts (its message, or null). */
  ruleBreaks?: { sentences: readonly string[]; check: (reason: string) => string | null };
};

/** A yes; `reason` is the manager's reason for the rule breaks, when there were any. */
export type ConflictYes = { reason: string | undefined };

type Asked = ConflictQuestion & { answer: (yes: ConflictYes | false) => void };

export function ConflictConfirm({ asked }: { asked: Asked | null }) {
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const breaks = asked?.ruleBreaks;
  const doubles = asked?.sentences.filter((s) => !breaks?.sentences.includes(s)) ?? [];
  const answer = (yes: boolean) => {
    if (!asked) return;
    if (!yes || !breaks) return asked.answer(yes ? { reason: undefined } : false);
    const problem = breaks.check(reason);
    if (problem) return setReasonError(problem);
    asked.answer({ reason: reason.trim() });
  };
  return (
    <Dialog
      open={asked !== null}
      onClose={() => answer(false)}
      title={asked?.heading?.title ?? (breaks && doubles.length === 0 ? 'Working-time rules' : 'Double booking')}
      description={
        asked?.heading
          ? asked.heading.description
          : breaks
          ? 'This breaks the organization’s working-time rules. You may go ahead: say why, and the audit log keeps it with the rules.'
          : 'This puts someone on two things at once. Their hours count the shared time once; the conflict stays marked on both.'
      }
      footer={
        <>
          <Button variant="secondary" data-autofocus onClick={() => answer(false)}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => answer(true)}>
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
      {breaks && (
        <Field label="Reason" required error={reasonError ?? undefined} hint="Why this goes ahead; the audit log keeps it." className="mt-3">
          <Textarea
            rows={2}
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setReasonError(null);
            }}
          />
        </Field>
      )}
    </Dialog>
  );
}

/**
 * `ask` opens the question and resolves with yes or no; `askWithReason` also with the reason for
 * rule breaks (ask it when the server named some). Render `dialog` somewhere in the tree.
 */
export function useConflictConfirm() {
  const [asked, setAsked] = useState<Asked | null>(null);
  const askWithReason = useCallback(
    (question: ConflictQuestion) =>
      new Promise<ConflictYes | false>((resolve) =>
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
  const ask = useCallback(async (question: ConflictQuestion) => (await askWithReason(question)) !== false, [askWithReason]);
  return { ask, askWithReason, dialog: <ConflictConfirm key={asked ? 'open' : 'closed'} asked={asked} /> };
}
