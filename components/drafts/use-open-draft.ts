'use client';

import { useQuery } from '@tanstack/react-query';
import type { DraftRead } from '@/lib/drafts';
import { draftRangeOptions } from '@/lib/drafts/queries';

const NO_RANGE = { from: 0, to: 0 };

/**
 * The open draft over a board's week (the bar's own read, shared through react-query), or null:
 * none, still being read, a publish under way, or a viewer (who may not read drafts).
 */
export function useOpenDraft(organizationId: string, range: { from: number; to: number } | null, canEdit: boolean): NonNullable<DraftRead> | null {
  const read = useQuery({ ...draftRangeOptions(organizationId, range ?? NO_RANGE), enabled: canEdit && range !== null }).data?.draft;
  return read && read.draft.state === 'open' ? read : null;
}
