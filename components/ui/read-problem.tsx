import { Card } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import type { AppErrorShape } from '@/lib/errors';
import { ReloadButton } from './reload-button';

const titles: Partial<Record<AppErrorShape['kind'], string>> = {
  unauthorised: 'The service refused Shiftdesk’s token',
  forbidden: 'The service token does not allow this',
  rate_limited: 'The service is busy',
  unavailable: 'The service cannot be reached',
  timeout: 'The service did not answer in time',
};

/** An upstream read that failed: what happened, and whether trying again can help. */
export function ReadProblem({ error, what }: { error: AppErrorShape; what: string }) {
  return (
    <Card>
      <ErrorState
        title={titles[error.kind] ?? `Could not load ${what}`}
        message={
          <>
            {error.message}
            {error.retryable ? ' Try again in a moment.' : ' Trying again will not help until this is fixed.'}
          </>
        }
        action={error.retryable ? <ReloadButton /> : undefined}
      />
    </Card>
  );
}
