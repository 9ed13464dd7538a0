'use client';

import dynamic from 'next/dynamic';
import type { MembersRead } from '@/lib/people';
import { createSeriesAction } from '@/lib/repeats/actions';
import { createCalendarItemAction } from '@/lib/schedule/actions';
import type { ShiftTemplate } from '@/lib/shift-templates';
import { createFromTemplateAction } from '@/lib/shift-templates/actions';

// The form loads after a click (a New item button, a selected range, a roster cell), not with the board.
const CreateItemDialog = dynamic(() => import('./create-item-dialog').then((m) => m.CreateItemDialog));

type Props = {
  organizationId: string;
  timeZone: string;
  organizationZone: string | null;
  /** Where it starts (a selected range, a roster cell's day), or null: the dialog's own default. */
  initial: { start: number; end: number } | null;
  assigneeUserId?: string;
  shown: { start: number; end: number };
  /** The members as streamed: null while they load. */
  membersRead: MembersRead | null;
  templates: readonly ShiftTemplate[];
  onClose: () => void;
};

/** New item as both boards open it: the plain create, from a template, or repeating. */
export function BoardCreateDialog({ organizationId, timeZone, organizationZone, initial, assigneeUserId, shown, membersRead, templates, onClose }: Props) {
  return (
    <CreateItemDialog
      organizationId={organizationId}
      timeZone={timeZone}
      initial={initial}
      {...(assigneeUserId !== undefined ? { assigneeUserId } : {})}
      shown={shown}
      members={membersRead?.ok ? membersRead.members : []}
      membersNote={membersRead === null ? 'Loading members…' : membersRead.ok ? null : 'The members could not be read: nobody can be chosen now.'}
      create={createCalendarItemAction}
      templates={{ list: templates, organizationZone: organizationZone ?? timeZone, create: createFromTemplateAction }}
      createSeries={createSeriesAction}
      onClose={onClose}
    />
  );
}
