import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** Shown when the latest read failed: the calendar keeps the last data and says how old it is, or says nothing could be read. */
export function StaleNotice({ since, message, onRetry }: { since: number | null; message: string; onRetry: () => void }) {
  const time = since ? new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' }).format(since) : null;
  return (
    <Alert
      // Nothing to show at all is a failure said aloud; old data still shown is a warning.
      tone={time ? 'warning' : 'danger'}
      title={time ? `Showing the schedule as it was at ${time} (stale since then)` : 'The schedule could not be loaded'}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      }
    >
      {message}
      {time && ' Changes made in the product since then are not shown yet.'}
    </Alert>
  );
}
