'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { callAction } from '@/components/ui/call-action';
import { useConflictConfirm } from '@/components/ui/conflict-confirm';
import { Dialog, DialogCancel } from '@/components/ui/dialog';
import { askRefusedWrite } from '@/components/working-time';
import { replaceInCache } from '@/lib/schedule';
import { announceCreated } from './announce-created';
import { itemNeedsOptions } from '@/lib/schedule/queries';
import { cellPeople, templateSpanOn, templateTimesWords, type ShiftTemplate } from '@/lib/shift-templates';
import type { createFromTemplateAction } from '@/lib/shift-templates/actions';

export type AddFromTemplateDialogProps = {
  organizationId: string;
  templates: readonly ShiftTemplate[];
  /** The templates' times of day are wall-clock times here. */
  organizationZone: string;
  /** The roster cell's day ("YYYY-MM-DD") and words for it ("Mon 30 Nov"). */
  day: { date: string; words: string };
  /** The row's person, given the shift; null: the open shifts row (nobody yet). */
  person: { userId: string; name: string } | null;
  /** A member's name (undefined: not a member, so a template's default person who left is not put on it). */
  nameOf?: (userId: string) => string | undefined;
  create: typeof createFromTemplateAction;
  onClose: () => void;
};

/**
 * The roster cell's "Add from template" (Shift+F10 or the context-menu key on a cell, or a right
 * click): the templates as a list of buttons, arrows move, Enter makes the template's shift on the
 * cell's day for the row's person and the template's default people up to its "needs N"
 * (lib/shift-templates/cell-people.ts; each button names them), in the one action New item uses.
 * A double booking or a rule break is asked about first, as for any create.
 */
export function AddFromTemplateDialog({ organizationId, templates, organizationZone, day, person, nameOf = () => undefined, create, onClose }: AddFromTemplateDialogProps) {
  const queryClient = useQueryClient();
  const conflicts = useConflictConfirm();
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const list = useRef<HTMLUListElement>(null);

  // Everyone the template's shift goes to here: the row's person, then the template's people still members.
  const peopleFor = (template: ShiftTemplate) => cellPeople({ needs: template.needs, people: template.people.filter((userId) => nameOf(userId) !== undefined) }, person?.userId ?? null);
  const nameIn = (userId: string) => (userId === person?.userId ? person.name : (nameOf(userId) ?? userId));

  const add = async (template: ShiftTemplate) => {
    setBusy(template.id);
    setProblem(null);
    const input = {
      organizationId,
      templateId: template.id,
      type: template.type,
      name: template.name,
      ...(template.notes ? { notes: template.notes } : {}),
      timeZoneName: organizationZone,
      ...templateSpanOn(template, day.date, organizationZone),
      needs: template.needs,
      assigneeUserId: person?.userId ?? '',
      people: peopleFor(template).filter((userId) => userId !== person?.userId),
    };
    const send = (confirmConflicts: boolean, ruleBreakReason?: string) => callAction(() => create({ ...input, confirmConflicts, ruleBreakReason }));
    let result = await send(false);
    const yes = result.ok ? null : await askRefusedWrite(conflicts.askWithReason, result.error, 'Create anyway');
    if (yes) result = await send(true, yes.reason);
    setBusy(null);
    if (yes === false) return;
    if (!result.ok) return setProblem(result.error.message);
    await replaceInCache(queryClient, organizationId, { item: result.data.item });
    void queryClient.invalidateQueries({ queryKey: itemNeedsOptions(organizationId).queryKey });
    announceCreated(result.data, nameIn);
    onClose();
  };

  // Up and Down (and Home, End) move between the templates, as in a menu.
  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = [...(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
    if (to === undefined || buttons.length === 0) return;
    event.preventDefault();
    buttons[(to + buttons.length) % buttons.length]?.focus();
  };

  return (
    <Dialog open onClose={onClose} title="Add from template" description={`${person ? person.name : 'Open shift'}, ${day.words}`} busy={busy !== null} footer={<DialogCancel />}>
      {problem && (
        <Alert tone="danger" title="Not created">
          {problem}
        </Alert>
      )}
      {templates.length === 0 ? (
        <p className="text-sm text-slate-600">No shift templates yet: schedulers add them on the organization’s Members page.</p>
      ) : (
        <ul ref={list} className="space-y-1" aria-label="Templates" onKeyDown={onKeyDown}>
          {templates.map((t, i) => (
            <li key={t.id}>
              <button
                type="button"
                className="flex w-full flex-wrap items-baseline justify-between gap-x-3 rounded-md border border-slate-200 px-3 py-2 text-left text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60"
                onClick={() => void add(t)}
                disabled={busy !== null}
                {...(i === 0 ? { 'data-autofocus': true } : {})}
              >
                <span className="font-medium text-slate-900">{t.name}</span>
                <span className="text-slate-600 tabular-nums">
                  {templateTimesWords(t)} · needs {t.needs}
                  {busy === t.id ? ' · creating…' : ''}
                </span>
                <span className="w-full text-xs text-slate-600">{peopleFor(t).length > 0 ? `For ${peopleFor(t).map(nameIn).join(', ')}` : 'Open: nobody on it yet'}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {conflicts.dialog}
    </Dialog>
  );
}
