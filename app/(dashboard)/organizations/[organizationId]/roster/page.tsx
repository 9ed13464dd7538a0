import type { Metadata } from 'next';
import { preload } from 'react-dom';
import { RosterBoard } from '@/components/roster';
import { hasRole } from '@/lib/server/identity';
import { getEntryPoints } from '@/lib/server/entry-points';
import { appServices, organizationInScopeOrNotFound, requireUser } from '@/lib/server/app';
import { scheduleMembersRead } from '@/lib/people/server';
import { DEFAULT_POLL_MS } from '@/lib/schedule/queries';
import { parseViewState, visibleRange } from '@/lib/schedule';
import { boardReadRange, calendarItemsUrl } from '@/lib/schedule';
import { NO_WORKING_TIME_RULES } from '@/lib/working-time';
import { templatesOf } from '@/lib/shift-templates/server';
import { publishAnnounceChoices } from '@/lib/drafts/server';

export const metadata: Metadata = { title: 'Roster' };

type Props = { params: Promise<{ organizationId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The roster: the week as people × days. Read like the schedule: the week preloaded, the members streamed. */
export default async function RosterPage({ params, searchParams }: Props) {
  const user = await requireUser('viewer');
  const organizationId = await organizationInScopeOrNotFound((await params).organizationId);
  const services = await appServices();
  const entry = (await getEntryPoints(services.db)).organizations.find((o) => o.id === organizationId);
  // Where a draft's publish may announce itself (the Publish dialog): schedulers only.
  const announceTo = hasRole(user, 'scheduler') ? await publishAnnounceChoices(services.db, organizationId) : [];
  const state = { ...parseViewState(await searchParams, entry?.timeZone ?? null), view: 'week' as const };
  const range = state.timeZone ? visibleRange('week', state.date, state.timeZone) : null;
  // The board's read: widened by what the working-time rules need around the range (judged-range.ts).
  const read = range && boardReadRange(range, entry?.workingTimeRules ?? NO_WORKING_TIME_RULES, entry?.timeZone ?? 'UTC');
  if (read) preload(calendarItemsUrl(organizationId, read.from, read.to), { as: 'fetch', crossOrigin: 'anonymous' });

  // An organization reached only through its enterprise has no entry, so no threshold: an admin
  // adds it as an organization entry to set one (as for its name and zone).
  return (
    <RosterBoard organizationId={organizationId} initialState={state} organizationZone={entry?.timeZone ?? null} members={scheduleMembersRead(services, organizationId)}
      pollMs={DEFAULT_POLL_MS}
      thresholdMinutes={entry?.weeklyHoursThresholdMinutes ?? null}
      rules={entry?.workingTimeRules ?? NO_WORKING_TIME_RULES}
      canEdit={hasRole(user, 'scheduler')}
      canSetThreshold={hasRole(user, 'admin')}
      templates={hasRole(user, 'scheduler') ? await templatesOf(services.db, organizationId) : []}
      announceTo={announceTo}
    />
  );
}
