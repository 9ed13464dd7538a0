import type { Metadata } from 'next';
import Link from 'next/link';
import { AuditFilters } from '@/components/audit';
import { AuditPagination } from '@/components/audit';
import { AuditTable } from '@/components/audit';
import { IgnoredFilters } from '@/components/audit';
import type { AuditRowView } from '@/components/audit';
import { Badge } from '@/components/ui/badge';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { HistoryIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { auditSentence, formatEntryCount } from '@/lib/audit';
import { parseAuditSearchParams } from '@/lib/audit';
import { AUDIT_PAGE_SIZE, auditHref, hasFilters, withoutCursor, type AuditView, type RawSearchParams } from '@/lib/audit';
import { listAudit, listAuditActions } from '@/lib/audit/server';
import type { AuditRecord } from '@/lib/server/audit-trail';
import { appServices, requestHourCycle, requireUser } from '@/lib/server/app';
import type { HourCycle } from '@/lib/time/hour-cycle';

export const metadata: Metadata = { title: 'Audit log' };

/** Admins only: who did what, newest first, filtered and paged through the URL. */
export default async function AuditPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  await requireUser('admin');
  const { view, ignored } = parseAuditSearchParams(await searchParams);

  const { db } = await appServices();
  const hourCycle = await requestHourCycle();
  const [page, actions] = await Promise.all([
    listAudit(db, { action: view.action, actorEmail: view.actor, outcome: view.outcome, before: view.before, limit: AUDIT_PAGE_SIZE, withTotal: true }),
    listAuditActions(db),
  ]);
  const total = page.total ?? 0;

  return (
    <>
      <PageHeader
        title="Audit log"
        meta={<Badge>{formatEntryCount(total)}</Badge>}
        description="Sign-ins, refused access, token renewals and every change made through Shiftdesk, newest first. Times are in your browser’s time zone, named under each."
      />
      <div className="space-y-4">
        <IgnoredFilters ignored={ignored} />
        <Card>
          <div className="border-b border-slate-200 px-4 py-3">
            <AuditFilters key={auditHref(withoutCursor(view))} view={view} actions={actions} />
          </div>
          {page.entries.length > 0 ? <AuditTable entries={page.entries.map((entry) => toRowView(entry, hourCycle))} /> : <NothingHere view={view} />}
          <AuditPagination view={view} nextCursor={page.nextCursor} shown={page.entries.length} total={total} />
        </Card>
      </div>
    </>
  );
}

function NothingHere({ view }: { view: AuditView }) {
  if (view.before !== undefined) {
    return (
      <EmptyState
        compact
        icon={<HistoryIcon size={18} />}
        title="No older entries"
        description={hasFilters(view) ? 'This is the end of the log for these filters.' : 'This is the end of the log.'}
        action={
          <Link href={auditHref(withoutCursor(view))} className={buttonStyles()}>
            Back to the newest
          </Link>
        }
      />
    );
  }
  if (hasFilters(view)) {
    return (
      <EmptyState
        compact
        icon={<HistoryIcon size={18} />}
        title="No entries match these filters"
        description="Try another action or outcome, or check the actor’s email address."
        action={
          <Link href="/audit" className={buttonStyles()}>
            Clear filters
          </Link>
        }
      />
    );
  }
  return <EmptyState compact icon={<HistoryIcon size={18} />} title="Nothing recorded yet" description="Sign-ins, refusals and changes appear here as they happen." />;
}

// The sentence is built here, on the server: its words for item types come from the schedule
// feature, which the audit page's browser code need not load.
function toRowView({ aggregateKey: _key, ...entry }: AuditRecord, hourCycle: HourCycle): AuditRowView {
  return { ...entry, at: entry.at.toISOString(), sentence: auditSentence(entry, hourCycle) };
}
