import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { relativeTo, type ConnectionState, type ConnectionView } from '@/lib/settings/connection-view';
import { formatUtc } from '@/lib/time/format-utc';
import { RenewControl } from './renew-control';

// The "Service connection" card: what the stored token is, where it came from and when it ends.
// A server component: times and "in N days" are computed once, on the server, at `now`.

const stateBadge: Record<ConnectionState, { tone: BadgeTone; label: string }> = {
  ok: { tone: 'success', label: 'Connected' },
  unused: { tone: 'info', label: 'Not used yet' },
  expiring: { tone: 'warning', label: 'Expires soon' },
  expired: { tone: 'danger', label: 'Expired' },
  unreadable: { tone: 'danger', label: 'Unreadable' },
  missing: { tone: 'danger', label: 'Not connected' },
};

function Item({ label, children, wide = false, testId }: { label: string; children: ReactNode; wide?: boolean; testId?: string }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined} data-testid={testId}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

function Unknown({ children = 'Unknown' }: { children?: ReactNode }) {
  return <span className="text-slate-500">{children}</span>;
}

function When({ at, now, empty }: { at: string | null; now: number; empty?: string }) {
  if (!at) return <Unknown>{empty}</Unknown>;
  return (
    <span className="flex flex-wrap items-baseline gap-x-2">
      <time dateTime={at} className="tabular-nums">
        {formatUtc(at)}
      </time>
      <span className="text-xs text-slate-500">{relativeTo(at, now)}</span>
    </span>
  );
}

function YesNo({ value, yes, no, noTone = 'warning' }: { value: boolean; yes: string; no: string; noTone?: BadgeTone }) {
  return (
    <Badge tone={value ? 'success' : noTone} dot>
      {value ? yes : no}
    </Badge>
  );
}

export function ConnectionCard({ view, now }: { view: ConnectionView; now: number }) {
  const badge = stateBadge[view.state];
  return (
    <Card role="region" className="flex flex-col" aria-labelledby="service-connection-title">
      <CardHeader
        title={<span id="service-connection-title">Service connection</span>}
        description="The one service token Shiftdesk uses for every request. It never leaves the server."
        actions={
          <Badge tone={badge.tone} dot data-testid="connection-state">
            {badge.label}
          </Badge>
        }
      />
      <CardBody className="flex-1 space-y-5">
        {view.notices.length > 0 && (
          <div className="space-y-2">
            {view.notices.map((notice) => (
              <Alert key={notice.title} tone={notice.tone} title={notice.title}>
                {notice.message}
              </Alert>
            ))}
          </div>
        )}
        <dl className="grid grid-cols-1 gap-x-6 gap-y-4 sm:grid-cols-2">
          <Item label="Service base URL" wide>
            <span className="font-mono text-xs break-all">{view.baseUrl}</span>
          </Item>
          <Item label="Token" testId="connection-token">
            <YesNo value={view.hasToken && view.state !== 'unreadable'} yes="Configured" no={view.state === 'unreadable' ? 'Unreadable' : 'Not configured'} noTone="danger" />
          </Item>
          <Item label="Source">{view.hasToken ? view.sourceLabel : <Unknown>None</Unknown>}</Item>
          <Item label="Renewal variant">
            <span>{view.variantLabel}</span>
            <span className="ml-2 inline-block font-mono text-xs text-slate-500">{view.endpoint}</span>
          </Item>
          <Item label="Client credentials">
            <YesNo value={view.hasClientCredentials} yes="Stored" no="Not stored" />
          </Item>
          <Item label="Expires" testId="connection-expires">
            <When at={view.expiresAt} now={now} />
          </Item>
          <Item label="Issued" testId="connection-issued">
            <When at={view.issuedAt} now={now} />
          </Item>
          <Item label="Last renewal" testId="connection-last-renewal">
            <When at={view.lastRenewedAt} now={now} empty="Never" />
          </Item>
          <Item label="Automatic renewal from" testId="connection-renews-from">
            <When at={view.renewsFrom} now={now} empty="Unknown until the expiry is known" />
          </Item>
          <Item label="Target">
            {view.target ? (
              <span>
                {view.target}
                {view.targetId && <span className="ml-2 inline-block font-mono text-xs text-slate-500">{view.targetId}</span>}
              </span>
            ) : (
              <Unknown />
            )}
          </Item>
          <Item label="Scopes" wide testId="connection-scopes">
            {view.scopes && view.scopes.length > 0 ? (
              <ul className="flex flex-wrap gap-1.5" aria-label="Scopes">
                {view.scopes.map((scope) => (
                  <li key={scope}>
                    <Badge tone="accent" className="font-mono">
                      {scope}
                    </Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <Unknown>{view.scopes ? 'None' : 'Unknown'}</Unknown>
            )}
          </Item>
        </dl>
      </CardBody>
      <RenewControl canRenew={view.canRenew} />
    </Card>
  );
}
