import { useMemo } from 'react';
import { draftEntries, draftWeekOf, type DraftLine } from '@/lib/drafts';
import type { ScheduleItem } from '@/lib/schedule';
import type { MemberOption } from '@/lib/people';
import { useCopyIntoDraft } from './edit-target';
import { useBoardDraftEditing } from './board-draft-editing';
import { useOpenDraft } from './use-open-draft';

const NO_LINES: readonly DraftLine[] = [];

/**
 * A board's draft: the week shown, its open draft (schedulers), the edit target its edits go
 * through and Copy's way into it. The schedule and the roster both start from this.
 */
export function useBoardDraft(organizationId: string, date: string, timeZone: string | null, canEdit: boolean) {
  const draftWeek = useMemo(() => (timeZone ? draftWeekOf(date, timeZone) : null), [date, timeZone]);
  const openDraft = useOpenDraft(organizationId, draftWeek, canEdit);
  const draftTarget = useBoardDraftEditing(organizationId, openDraft?.draft.id);
  const copyIntoDraft = useCopyIntoDraft(draftTarget);
  return { draftWeek, openDraft, draftTarget, copyIntoDraft };
}

/** The live items with the open draft laid over them (lib/drafts/draft-entries.ts), people named from the members. */
export function useDraftedItems(items: readonly ScheduleItem[], lines: readonly DraftLine[] | undefined, members: readonly MemberOption[]) {
  const nameOf = useMemo(() => {
    const names = new Map(members.map((m) => [m.userId, m.fullName]));
    return (userId: string) => names.get(userId) ?? 'Someone';
  }, [members]);
  return useMemo(() => draftEntries(items, lines ?? NO_LINES, nameOf), [items, lines, nameOf]);
}
