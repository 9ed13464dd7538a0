import type { Metadata } from 'next';
import { preload } from 'react-dom';
import { RosterBoard } from '@/components/roster/roster-board';
import { hasRole, requireUser } from '@/lib/server/auth';
import { getEntryPoints } from '@/lib/server/navigation/entry-points';
import { organizationInScopeOrNotFound } from '@/lib/server/access/page-scope';
import { scheduleMembersRead } from '@/lib/server/navigation/schedule-members';
import { DEFAULT_POLL_MS } from '@/lib/queries/schedule';
import { parseViewState, visibleRange } from '@/lib/schedule/calendar-view';
import { calendarItemsUrl } from '@/lib/schedule/schedule-read';

export const metadata: Metadata = { title: 'Roster' };

type Props = { params: Promise<{ organizationId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The roster: the week as people × days. Read like the schedule: the week preloaded, the members streamed. */
export default async function RosterPage({ params, searchParams }: Props) {
  const user = await requireUser('viewer');
  const organizationId = await organizationInScopeOrNotFound((await params).organizationId);
  const entry = (await getEntryPoints()).organizations.find((o) => o.id === organizationId);
  const state = { ...parseViewState(await searchParams, entry?.timeZone ?? null), view: 'week' as const };
  const range = state.timeZone ? visibleRange('week', state.date, state.timeZone) : null;
  if (range) preload(calendarItemsUrl(organizationId, range.from, range.to), { as: 'fetch', crossOrigin: 'anonymous' });

  return <RosterBoard organizationId={organizationId} initialState={state} organizationZone={entry?.timeZone ?? null} members={scheduleMembersRead(organizationId)} pollMs={DEFAULT_POLL_MS} canCopy={hasRole(user, 'scheduler')} />;
}
