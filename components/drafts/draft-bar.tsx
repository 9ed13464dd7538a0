'use client';

import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { callAction } from '@/components/ui/call-action';
import type { DraftRead, DraftsAnswer } from '@/lib/drafts/draft-answer';
import type { ActionResult } from '@/lib/errors';
import type { AnnounceConversation, DraftCommands } from './draft-commands';
import { DraftLinesList } from './draft-lines-list';
import { PublishDialog } from './publish-dialog';
import { PublishProgress } from './publish-progress';
import { useFocusKept } from './use-focus-kept';

// The bar above the schedule and the roster (schedulers only): "Plan in draft" opens a draft for
// the range shown; while one is open, "Draft: 34 changes · Publish · Discard" (Discard asks first,
// Publish asks in a dialog); while a publish runs and once it has, its progress and Undo.
// `actions` is a slot for more buttons beside these (auto-fill's).

export type DraftBarProps = {
  organizationId: string;
  range: { from: number; to: number };
  /** The organization's zone: the days and times of a publish's lines not written. */
  timeZone: string;
  /** The draft over the range (undefined while it is first read). */
  answer: DraftsAnswer | undefined;
  /** A publish being followed after the draft left "open" (its read by id). */
  followed: DraftRead;
  commands: DraftCommands;
  /** After a write: read again, and follow that draft's publish (or stop following with null). */
  onChanged: (follow?: string | null) => void;
  conversations?: readonly AnnounceConversation[];
  actions?: ReactNode;
};

const NO_CONVERSATIONS: readonly AnnounceConversation[] = [];

export function DraftBar({ organizationId, range, timeZone, answer, followed, commands, onChanged, conversations = NO_CONVERSATIONS, actions }: DraftBarProps) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [confirmingDiscard, setConfirmingDiscard] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const focusKept = useFocusKept<HTMLElement>();

  const run = async (write: () => Promise<ActionResult<unknown>>, then: () => void) => {
    setBusy(true);
    setProblem(null);
    const result = await callAction(write);
    setBusy(false);
    if (!result.ok) return setProblem(result.error.message);
    then();
  };

  const draft = answer?.draft ?? null;
  // A publish in progress, whether this page started it or found it running.
  const shownPublish = followed ?? (draft && draft.draft.state !== 'open' ? draft : null);
  const problemLine = problem && (
    <p role="alert" className="w-full text-sm text-red-700">
      {problem}
    </p>
  );

  let body: ReactNode;
  if (shownPublish) {
    const ref = { organizationId, draftId: shownPublish.draft.id };
    body = <PublishProgress read={shownPublish} timeZone={timeZone} busy={busy} onUndo={() => void run(() => commands.undo(ref), () => onChanged(ref.draftId))} onClose={() => onChanged(null)} />;
  } else if (!answer) {
    body = <span className="text-sm text-slate-500">Reading the draft…</span>;
  } else if (!draft) {
    body = (
      <>
        <span className="text-sm text-slate-600">Live: every change reaches the team at once.</span>
        <Button size="sm" variant="secondary" loading={busy} onClick={() => void run(() => commands.open({ organizationId, from: range.from, to: range.to }), () => onChanged())}>
          Plan in draft
        </Button>
      </>
    );
  } else {
    const ref = { organizationId, draftId: draft.draft.id };
    body = (
      <>
        <span className="text-sm font-medium text-violet-950" data-testid="draft-summary">
          Draft: {draft.summary.words}
        </span>
        <Button size="sm" variant="primary" disabled={draft.summary.changes === 0} onClick={() => setPublishing(true)}>
          Publish…
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setConfirmingDiscard(true)}>
          Discard…
        </Button>
        <DraftLinesList lines={draft.lines} timeZone={timeZone} busy={busy} onRemove={(line) => void run(() => commands.removeLine({ ...ref, lineId: line.id }), () => onChanged())} />
        {confirmingDiscard && (
          <div role="alertdialog" aria-label="Discard this draft?" className="flex w-full flex-wrap items-center gap-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2">
            <p className="mr-auto text-sm font-medium text-amber-950">Discard the draft and its {draft.summary.changes === 1 ? 'change' : `${draft.summary.changes} changes`}? Nothing live changes.</p>
            <Button size="sm" variant="secondary" autoFocus onClick={() => setConfirmingDiscard(false)}>
              Keep the draft
            </Button>
            <Button size="sm" variant="danger" loading={busy} onClick={() => void run(() => commands.discard(ref), () => (setConfirmingDiscard(false), onChanged()))}>
              Discard
            </Button>
          </div>
        )}
        {publishing && (
          <PublishDialog
            summary={draft.summary}
            conversations={conversations}
            busy={busy}
            problem={problem}
            onClose={() => setPublishing(false)}
            onPublish={(conversationId) => void run(() => commands.publish({ ...ref, ...(conversationId ? { announceConversationId: conversationId } : {}) }), () => (setPublishing(false), onChanged(ref.draftId)))}
          />
        )}
      </>
    );
  }

  return (
    <section {...focusKept} aria-label="Draft" data-testid="draft-bar" data-draft-state={shownPublish ? (shownPublish.draft.undoState ?? shownPublish.draft.state) : draft ? 'open' : 'none'} className={`flex flex-wrap items-center gap-2 rounded-lg border px-3 py-2 ${draft || shownPublish ? 'sd-draft-bar border-violet-300 bg-violet-50' : 'border-slate-200 bg-white'}`}>
      {body}
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      {!publishing && problemLine}
    </section>
  );
}
