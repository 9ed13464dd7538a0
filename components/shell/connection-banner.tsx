import Link from 'next/link';
import { Alert } from '@/components/ui/alert';
import { buttonStyles } from '@/components/ui/button';
import type { ConnectionSummary } from '@/lib/connection-summary';

const dateFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/**
 * A strip under the top bar when the service connection needs an admin: no token, a token that
 * cannot be opened, or one that expires within 7 days. Nothing is shown while all is well.
 */
export function ConnectionBanner({ summary, isAdmin }: { summary: ConnectionSummary; isAdmin: boolean }) {
  const action = isAdmin ? (
    <Link href="/settings" className={buttonStyles({ variant: 'secondary', size: 'sm' })}>
      Open settings
    </Link>
  ) : undefined;
  const askAdmin = isAdmin ? '' : ' Ask an administrator to reconnect it.';

  if (!summary.hasToken || summary.unreadable) {
    return (
      <Alert tone="danger" title="Shiftdesk is not connected to the service" action={action}>
        {summary.unreadable ? 'The stored service token cannot be opened.' : 'No service token is configured.'}
        {askAdmin}
      </Alert>
    );
  }
  if (!summary.expiresSoon || !summary.expiresAt) return null;
  const expiry = new Date(summary.expiresAt);
  const past = summary.expired;
  return (
    <Alert tone={past ? 'danger' : 'warning'} title={past ? 'The service token has expired' : 'The service token expires soon'} action={action}>
      {past ? 'It expired' : 'It expires'} on {dateFormat.format(expiry)} UTC.{askAdmin}
    </Alert>
  );
}
