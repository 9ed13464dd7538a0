import { queryOptions } from '@tanstack/react-query';
import type { DraftsAnswer } from '@/lib/drafts/draft-answer';
import { fetchJson } from '@/lib/queries/fetch-json';
import { SCHEDULE_POLL_MS } from '@/lib/poll-intervals';

// The draft over a board's range (the draft bar and both boards' striped entries share this one
// read), polled like the schedule, and fast while a publish or its Undo runs; and one draft by id,
// read after its publish left "open" to follow the progress and offer Undo.

export const PUBLISH_POLL_MS = 500;

export const draftKeys = {
  all: ['drafts'] as const,
  range: (organizationId: string, from: number, to: number) => ['drafts', organizationId, from, to] as const,
  one: (organizationId: string, draftId: string) => ['drafts', organizationId, 'id', draftId] as const,
};

const drafts = (organizationId: string, params: Record<string, string>) => `/api/organizations/${organizationId}/drafts?${new URLSearchParams(params)}`;

/** Busy while lines are still being written or taken back. */
export const draftBusy = (answer: DraftsAnswer | undefined) => answer?.draft?.draft.state === 'publishing' || answer?.draft?.draft.undoState === 'undoing';

export function draftRangeOptions(organizationId: string, range: { from: number; to: number }) {
  return queryOptions({
    queryKey: draftKeys.range(organizationId, range.from, range.to),
    queryFn: ({ signal }) => fetchJson<DraftsAnswer>(drafts(organizationId, { from: String(range.from), to: String(range.to) }), signal),
    staleTime: 2_000,
    refetchInterval: (query) => (draftBusy(query.state.data) ? PUBLISH_POLL_MS : SCHEDULE_POLL_MS),
  });
}

export function draftByIdOptions(organizationId: string, draftId: string, range: { from: number; to: number }) {
  return queryOptions({
    queryKey: draftKeys.one(organizationId, draftId),
    queryFn: ({ signal }) => fetchJson<DraftsAnswer>(drafts(organizationId, { from: String(range.from), to: String(range.to), draftId }), signal),
    staleTime: 0,
    refetchInterval: (query) => (draftBusy(query.state.data) ? PUBLISH_POLL_MS : false),
  });
}
