import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query';
import type { Metadata } from 'next';
import { RequestsInbox } from '@/components/requests';
import { startOfferAction } from '@/lib/offers/actions';
import { requestKeys, REQUESTS_POLL_MS } from '@/lib/requests/queries';
import { defaultWindow, parseInboxWindow } from '@/lib/requests';
import { todayIn } from '@/lib/schedule';
import { hasRole } from '@/lib/server/identity';
import { appServices, organizationInScopeOrNotFound, requireUser } from '@/lib/server/app';
import { readForPage } from '@/lib/server/access/path-ids';
import { readRequestInbox } from '@/lib/requests/server';
import { organizationTimeZone } from '@/lib/server/entry-points';
import { scheduleMembersRead } from '@/lib/people/server';

export const metadata: Metadata = { title: 'Requests' };

type Props = { params: Promise<{ organizationId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * The approvals inbox. The first read happens here and is handed to the browser's query cache;
 * polls and refreshes go through the GET route handler. Viewers see it without the controls.
 */
export default async function RequestsPage({ params, searchParams }: Props) {
  const user = await requireUser('viewer');
  const organizationId = await organizationInScopeOrNotFound((await params).organizationId);
  const services = await appServices();
  const timeZone = await organizationTimeZone(services.db, organizationId);
  const today = todayIn(timeZone);
  const { window, problem } = parseInboxWindow(await searchParams, today);
  const fallback = defaultWindow(today);
  const canDecide = hasRole(user, 'scheduler');

  const queryClient = new QueryClient();
  const read = await readForPage(() => readRequestInbox(services, organizationId, window, timeZone));
  if (read.ok) queryClient.setQueryData(requestKeys.window(organizationId, window), read.data);

  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <RequestsInbox
        key={`${window.from}:${window.to}`}
        organizationId={organizationId}
        window={window}
        isDefaultWindow={window.from === fallback.from && window.to === fallback.to}
        timeZone={timeZone}
        canDecide={canDecide}
        problem={problem}
        people={canDecide ? scheduleMembersRead(services, organizationId) : undefined}
        pollMs={REQUESTS_POLL_MS}
        offer={canDecide ? startOfferAction : undefined}
      />
    </HydrationBoundary>
  );
}
