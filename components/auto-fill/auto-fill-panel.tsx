'use client';

import { useMemo, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogCancel } from '@/components/ui/dialog';
import { useHourCycle } from '@/components/ui/hour-cycle';
import { InlineStatus } from '@/components/ui/inline-status';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import type { Assignment, HandChanges } from '@/lib/auto-fill';
import { handChangesOf, keysOfPerson, lineKey, proposalDays, proposedPeople, toggleLines, type LineEdits, type ProposalAnswer } from '@/lib/auto-fill/proposal-view';
import type { ActionResult } from '@/lib/errors';
import { dayHeading, itemHours } from '@/lib/time/day-words';
import { GroupToggle } from './group-toggle';
import { ProposalLineRow } from './proposal-line';
import { ProposalScore } from './proposal-score';
import { useProposalRequest } from './use-proposal-request';

// The auto-fill proposal beside the schedule: its score in words, its lines by day (one person's,
// when filtered) with their reasons, the places left open and why. The manager chooses lines (per
// line, day, person or all) and accepts them into the draft, or changes a line by hand and has the
// rest solved again around it. Lines accepted stay marked "In the draft" whatever is solved next.

export type AutoFillPanelProps = {
  answer: ProposalAnswer;
  timeZone: string;
  onClose: () => void;
  /** The rest solved again around the hand changes (refused by line when a change breaks a rule). */
  resolve: (changes: HandChanges, signal: AbortSignal) => Promise<ProposalAnswer>;
  /** Puts the chosen lines of a proposal into the range's draft (opening one when none is open). */
  accept: (proposalId: string, lines: Assignment[]) => Promise<ActionResult<{ accepted: number }>>;
};

const EVERYONE = '';

/** The refusals of a re-solve by the line they are about: the line changed to that person, or kept open on that item. */
function refusalsByLine(answer: ProposalAnswer, edits: LineEdits, fieldErrors: Record<string, string[]> | undefined): Map<string, string> {
  const found = new Map<string, string>();
  for (const line of answer.assignments) {
    const edit = edits.get(lineKey(line));
    if (edit === undefined) continue;
    const field = edit === null ? `open.${line.itemId}` : `pinned.${line.itemId}:${edit}`;
    const words = fieldErrors?.[field];
    if (words) found.set(lineKey(line), words.join(' '));
  }
  return found;
}

export function AutoFillPanel({ answer: first, timeZone, onClose, resolve, accept }: AutoFillPanelProps) {
  const cycle = useHourCycle();
  const [answer, setAnswer] = useState(first);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(first.assignments.map(lineKey)));
  const [inDraft, setInDraft] = useState<Set<string>>(new Set());
  const [edits, setEdits] = useState<Map<string, string | null>>(new Map());
  const [person, setPerson] = useState(EVERYONE);
  const [refusals, setRefusals] = useState<Map<string, string>>(new Map());
  const [problem, setProblem] = useState<string | null>(null);
  const [accepting, setAccepting] = useState(false);
  const [accepted, setAccepted] = useState<number | null>(null);
  const resolving = useProposalRequest();

  const days = useMemo(() => proposalDays(answer, timeZone, person === EVERYONE ? null : person), [answer, timeZone, person]);
  const people = useMemo(() => proposedPeople(answer), [answer]);
  // Lines that can still be chosen: not already in the draft, not waiting for a re-solve.
  const open = (keys: string[]) => keys.filter((k) => !inDraft.has(k) && !edits.has(k));
  const shown = open(days.flatMap((d) => d.lines.map((l) => l.key)));
  const toAccept = answer.assignments.filter((a) => chosen.has(lineKey(a)) && !inDraft.has(lineKey(a)) && !edits.has(lineKey(a)));

  const edit = (key: string, original: string, userId: string | null) => {
    setEdits((now) => {
      const next = new Map(now);
      if (userId === original) next.delete(key);
      else next.set(key, userId);
      return next;
    });
    setRefusals(new Map());
  };

  const onResolve = async () => {
    setProblem(null);
    setRefusals(new Map());
    const outcome = await resolving.start((signal) => resolve(handChangesOf(answer, edits, inDraft), signal));
    if (outcome.state === 'ready') {
      setAnswer(outcome.answer);
      setEdits(new Map());
      setChosen(new Set(outcome.answer.assignments.map(lineKey)));
    } else if (outcome.state === 'failed') {
      const byLine = refusalsByLine(answer, edits, outcome.error.fieldErrors);
      setRefusals(byLine);
      setProblem(byLine.size > 0 ? 'Not re-solved: a change cannot be kept (see the line).' : outcome.error.message);
    }
  };

  const onAccept = async () => {
    setProblem(null);
    setAccepted(null);
    setAccepting(true);
    const lines = toAccept.map(({ itemId, userId }) => ({ itemId, userId }));
    const result = await accept(answer.proposalId, lines);
    setAccepting(false);
    if (!result.ok) {
      setProblem(result.error.message);
      return;
    }
    setInDraft((now) => new Set([...now, ...lines.map(lineKey)]));
    setAccepted(result.data.accepted);
  };

  const busy = accepting || resolving.request.state === 'solving';
  return (
    <Dialog
      open
      onClose={onClose}
      placement="side"
      busy={accepting}
      title="Auto-fill"
      description="A proposed staffing of this week’s open places. Nothing changes until you accept lines into the draft."
      footer={
        <div className="flex w-full flex-wrap items-center justify-end gap-2">
          {resolving.request.state === 'solving' && (
            <span role="status" className="mr-auto inline-flex items-center gap-2 text-sm text-slate-700">
              <Spinner /> Re-solving… {resolving.request.seconds} s
              <Button variant="ghost" size="sm" onClick={resolving.cancel}>
                Stop
              </Button>
            </span>
          )}
          <DialogCancel>Close</DialogCancel>
          {edits.size > 0 && (
            <Button variant="secondary" onClick={() => void onResolve()} disabled={busy}>
              Re-solve the rest ({edits.size} {edits.size === 1 ? 'change' : 'changes'})
            </Button>
          )}
          <Button variant="primary" onClick={() => void onAccept()} loading={accepting} disabled={busy || toAccept.length === 0}>
            Accept {toAccept.length} {toAccept.length === 1 ? 'line' : 'lines'} into the draft
          </Button>
        </div>
      }
    >
      <div className="space-y-4">
        <ProposalScore score={answer.score} timeLimited={answer.status === 'timeLimit'} />
        {problem && (
          <Alert tone="danger" title="Not done">
            {problem}
          </Alert>
        )}
        {accepted !== null && <InlineStatus tone="success">{accepted === 1 ? '1 line is' : `${accepted} lines are`} in the draft. Publish it from the draft bar when the week is ready.</InlineStatus>}
        <div className="flex flex-wrap items-end gap-3">
          <label className="text-sm text-slate-700">
            <span className="mb-1 block font-medium">Person</span>
            <Select value={person} onChange={(event) => setPerson(event.target.value)} options={[{ value: EVERYONE, label: 'Everyone' }, ...people.map((p) => ({ value: p.userId, label: p.name }))]} />
          </label>
          {person === EVERYONE ? (
            <GroupToggle label="All lines" keys={shown} chosen={chosen} onToggle={() => setChosen((c) => toggleLines(c, shown))} />
          ) : (
            <GroupToggle label={`All of ${people.find((p) => p.userId === person)?.name ?? 'their'} lines`} keys={open(keysOfPerson(answer, person))} chosen={chosen} onToggle={() => setChosen((c) => toggleLines(c, open(keysOfPerson(answer, person))))} />
          )}
        </div>
        {days.length === 0 && <p className="text-sm text-slate-600">Nothing to propose here.</p>}
        {days.map((day) => {
          const keys = open(day.lines.map((l) => l.key));
          const heading = dayHeading(day.day);
          return (
            <section key={day.day} aria-label={heading} className="border-t border-slate-200 pt-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-sm font-semibold text-slate-900">{heading}</h3>
                {day.lines.length > 0 && <GroupToggle label={`All of ${heading.split(' ')[0]}`} keys={keys} chosen={chosen} onToggle={() => setChosen((c) => toggleLines(c, keys))} />}
              </div>
              <ul className="divide-y divide-slate-100">
                {day.lines.map((line) => (
                  <ProposalLineRow
                    key={line.key}
                    line={line}
                    hours={itemHours(line.shift, timeZone, day.day, cycle)}
                    people={answer.people}
                    chosen={chosen.has(line.key)}
                    inDraft={inDraft.has(line.key)}
                    edit={edits.get(line.key)}
                    refusal={refusals.get(line.key)}
                    onChoose={(on) => setChosen((c) => (on ? new Set([...c, line.key]) : new Set([...c].filter((k) => k !== line.key))))}
                    onEdit={(userId) => edit(line.key, line.userId, userId)}
                  />
                ))}
              </ul>
              {day.unfilled.length > 0 && (
                <ul aria-label={`Left open on ${heading}`} className="mt-1 space-y-1">
                  {day.unfilled.map((open) => (
                    <li key={`${open.itemId}:${open.reasons.join()}`} className="rounded-md bg-amber-50 px-2 py-1 text-sm text-amber-900">
                      <span className="font-medium">
                        {open.shift.name ?? 'Shift'} {itemHours(open.shift, timeZone, day.day, cycle)}: {open.missing} {open.missing === 1 ? 'place' : 'places'} left open
                      </span>
                      <span className="block text-xs">{open.reasons.join(' · ')}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </Dialog>
  );
}
