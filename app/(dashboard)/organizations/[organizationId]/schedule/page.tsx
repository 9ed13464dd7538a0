import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { ScheduleBoard } from '@/components/calendar/schedule-board';
import { JsonHydrationBoundary } from '@/components/queries/json-hydration-boundary';
import { hasRole, requireUser } from '@/lib/server/auth';
import { prefetchSchedule } from '@/lib/server/calendar/prefetch-schedule';
import { getOrganizationMembers } from '@/lib/server/directory';
import { getEntryPoints } from '@/lib/server/navigation/entry-points';
import { pathIdOrNotFound, readForPage } from '@/lib/server/navigation/page-reads';
import { DEFAULT_POLL_MS } from '@/lib/queries/schedule';
import { parseViewState, visibleRange } from '@/lib/schedule/calendar-view';

export const metadata: Metadata = { title: 'Schedule' };

type Props = { params: Promise<{ organizationId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The schedule. The first range is read here and handed to the browser's query cache, so the
 * calendar paints with data; later ranges and polls go through the GET route handler.
 */
export default async function SchedulePage({ params, searchParams }: Props) {
  const user = await requireUser('viewer');
  const organizationId = pathIdOrNotFound((await params).organizationId);
  const entry = (await getEntryPoints()).organizations.find((o) => o.id === organizationId);
  const state = parseViewState(await searchParams, entry?.timeZone ?? null);

  const queryClient = new QueryClient();
  const range = state.timeZone ? visibleRange(state.view, state.date, state.timeZone) : null;
  const [, members] = await Promise.all([
    range ? prefetchSchedule(queryClient, organizationId, range) : null,
    readForPage(() => getOrganizationMembers(organizationId)),
  ]);

  return (
    <JsonHydrationBoundary stateJson={JSON.stringify(dehydrate(queryClient))}>
      <ScheduleBoard
        organizationId={organizationId}
        canEdit={hasRole(user, 'scheduler')}
        initialState={state}
        organizationZone={entry?.timeZone ?? null}
        members={members.ok ? members.data.filter((m) => m.resolved).map((m) => ({ userId: m.userId, fullName: m.fullName, title: m.title ?? null, avatarUrl: m.avatarPublicId ? `/api/assets/${m.avatarPublicId}` : null })) : []}
        pollMs={DEFAULT_POLL_MS}
      />
    </JsonHydrationBoundary>
  );
}
