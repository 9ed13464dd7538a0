'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTransition, type FormEvent } from 'react';
import { Button, buttonStyles } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { RefreshIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { requestsPageHref, type InboxWindow } from '@/lib/requests/request-urls';
import { shortDay } from '@/lib/time/day-words';

export type InboxToolbarProps = {
  organizationId: string;
  window: InboxWindow;
  isDefaultWindow: boolean;
  timeZone: string;
  count: number | null;
  /** Scheduler or admin; others are told why there is nothing to click. */
  canDecide: boolean;
  fetchedAt: number | null;
  refreshing: boolean;
  onRefresh: () => void;
};

/** Where the keyboard focus goes when no request is left to answer. */
export const REQUESTS_HEADING_ID = 'requests-heading';

const INLINE_FIELD = 'flex w-48 items-center gap-2 space-y-0!';

/** In the organization's zone, like every other time on the page (and the same on server and browser). */
const clockIn = (timeZone: string) => new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23', timeZone });

/**
 * The range (a GET form: it works without JavaScript, and the link keeps it), what is shown, and
 * a refresh. The days are the organization's.
 */
export function InboxToolbar({ organizationId, window, isDefaultWindow, timeZone, count, canDecide, fetchedAt, refreshing, onRefresh }: InboxToolbarProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const from = String(data.get('from') ?? '');
    const to = String(data.get('to') ?? '');
    startTransition(() => router.push(`${requestsPageHref(organizationId)}?${new URLSearchParams({ ...(from ? { from } : {}), ...(to ? { to } : {}) })}`));
  };

  return (
    <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
      <div className="min-w-0">
        <h2 id={REQUESTS_HEADING_ID} tabIndex={-1} className="text-base font-semibold text-slate-900 focus:outline-none">
          Requests to answer
        </h2>
        <p className="text-sm text-slate-500" aria-live="polite">
          {count === null ? 'Loading…' : `${count} waiting`} · items starting {shortDay(window.from, true)} – {shortDay(window.to, true)} · times in {timeZone}
        </p>
        {!canDecide && <p className="mt-0.5 text-xs text-slate-500">View only: answering requests needs the scheduler role.</p>}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {/* Labels beside the fields: the list, not the range, should have the screen's height. */}
        <form method="get" action={requestsPageHref(organizationId)} onSubmit={onSubmit} className="flex flex-wrap items-center gap-x-3 gap-y-2" aria-label="Range of days">
          <Field label="From" className={INLINE_FIELD}>
            <Input type="date" name="from" defaultValue={window.from} required />
          </Field>
          <Field label="To" className={INLINE_FIELD}>
            <Input type="date" name="to" defaultValue={window.to} required />
          </Field>
          <Button type="submit" className="h-9!" loading={pending}>
            Show
          </Button>
          {!isDefaultWindow && (
            <Link href={requestsPageHref(organizationId)} className={buttonStyles({ variant: 'ghost', className: 'h-9!' })}>
              Next 14 days
            </Link>
          )}
        </form>
        <div className="flex items-center gap-2 sm:border-l sm:border-slate-200 sm:pl-3">
          {fetchedAt !== null && <span className="hidden text-xs text-slate-500 tabular-nums lg:inline">Updated {clockIn(timeZone).format(fetchedAt)}</span>}
          <Button className="h-9!" loading={refreshing} icon={<RefreshIcon size={14} />} onClick={onRefresh}>
            Refresh
          </Button>
        </div>
      </div>
    </div>
  );
}
