'use client';

import { useQuery } from '@tanstack/react-query';
import { candidatesOptions } from '@/lib/staffing/queries';
import type { CandidatesRead, StaffingCandidate } from '@/lib/staffing/candidates';

export type CandidateWarnings =
  | { state: 'closed' | 'loading' }
  | { state: 'failed'; message: string; retry: () => void }
  | { state: 'ready'; read: CandidatesRead; byUser: ReadonlyMap<string, StaffingCandidate>; rank: ReadonlyMap<string, number> };

/** Looked up by person and by place; a module function, so react-query indexes each answer once, not on every keystroke. */
function indexed(read: CandidatesRead) {
  const { candidates } = read;
  return { read, byUser: new Map(candidates.map((c) => [c.userId, c])), rank: new Map(candidates.map((c, i) => [c.userId, i])) };
}

/** The picker's warnings for an item, read once the picker is opened (never before). */
export function useCandidateWarnings(organizationId: string, itemId: string, opened: boolean): CandidateWarnings {
  const query = useQuery({ ...candidatesOptions(organizationId, itemId, opened), select: indexed });
  if (query.data) return { state: 'ready', ...query.data };
  if (query.isError) return { state: 'failed', message: query.error.message, retry: () => void query.refetch() };
  return { state: opened ? 'loading' : 'closed' };
}
