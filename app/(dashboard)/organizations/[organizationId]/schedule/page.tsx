import type { Metadata } from 'next';
import { preload } from 'react-dom';
import { ScheduleBoard } from '@/components/schedule';
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

export const metadata: Metadata = { title: 'Schedule' };

type Props = { params: Promise<{ organizationId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The schedule. The first range is not embedded in the page: a dense week is megabytes of items,
 * and inside the RSC payload the browser spent most of a second taking it apart. The document's
 * head preloads it instead (`<link rel=preload as=fetch>`) from the same GET route the calendar
 * polls, so it downloads as plain JSON while the scripts load, and the calendar's first query is
 * answered from it. (Starting the read on the server and handing it to that request was measured
 * too: no faster on a 2-core machine, and it held back the end of the HTML.)
 */
export default async function SchedulePage({ params, searchParams }: Props) {
  const user = await requireUser('viewer');
  const organizationId = await organizationInScopeOrNotFound((await params).organizationId);
  const services = await appServices();
  const entry = (await getEntryPoints(services.db)).organizations.find((o) => o.id === organizationId);
  // Where a draft's publish may announce itself (the Publish dialog): schedulers only.
  const announceTo = hasRole(user, 'scheduler') ? await publishAnnounceChoices(services.db, organizationId) : [];
  const state = parseViewState(await searchParams, entry?.timeZone ?? null);

  const range = state.timeZone ? visibleRange(state.view, state.date, state.timeZone) : null;
  // The same URL, mode and credentials as the calendar's own fetch (lib/queries/fetch-json.ts), or the browser would not reuse it.
  // The board's read: widened by what the working-time rules need around the range (judged-range.ts).
  const read = range && boardReadRange(range, entry?.workingTimeRules ?? NO_WORKING_TIME_RULES, entry?.timeZone ?? 'UTC');
  if (read) preload(calendarItemsUrl(organizationId, read.from, read.to), { as: 'fetch', crossOrigin: 'anonymous' });
  return (
    <ScheduleBoard
      organizationId={organizationId}
      canEdit={hasRole(user, 'scheduler')}
      initialState={state}
      organizationZone={entry?.timeZone ?? null}
      rules={entry?.workingTimeRules ?? NO_WORKING_TIME_RULES}
      members={scheduleMembersRead(services, organizationId)}
      pollMs={DEFAULT_POLL_MS}
      userId={user.id}
      templates={hasRole(user, 'scheduler') ? await templatesOf(services.db, organizationId) : []}
      announceTo={announceTo}
    />
  );
}
