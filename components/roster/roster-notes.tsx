import Link from 'next/link';
import { Button } from '@/components/ui/button';
import { CloseIcon, ErrorIcon, SuccessIcon } from '@/components/ui/icons';
import { formatThreshold } from '@/lib/entry-points';
import type { RosterNotice } from './use-roster-edits';

/** Where an admin sets an organization's weekly hours limit (its entry point, in Settings). */
const SETTINGS_HREF = '/settings';

/** How the roster counts: an item's hours are its start day's (lib/roster/roster.ts). */
export const HOURS_BY_START_DAY = 'hours count on the day a shift starts';

/** Beside the week's title: how hours are counted, and what the continuation mark means. */
export function HoursNote() {
  return (
    <p className="text-xs text-slate-600" data-testid="roster-hours-note">
      Hours count on the day a shift starts · <span aria-hidden="true" className="whitespace-nowrap">↳ continued from before</span>
      <span className="sr-only">a shift still on from an earlier day is marked Continued</span>
    </p>
  );
}

/**
 * The organization's weekly hours limit beside the week's title, on or off, and where it is set:
 * a link for an admin, who can change it; a sentence for the others, who cannot.
 */
export function ThresholdNote({ thresholdMinutes, canSet }: { thresholdMinutes: number | null; canSet: boolean }) {
  return (
    <p className="text-xs text-slate-600" data-testid="roster-threshold">
      Weekly hours limit: <span className="font-medium text-slate-900 tabular-nums">{thresholdMinutes === null ? 'off' : formatThreshold(thresholdMinutes)}</span>
      {thresholdMinutes !== null && ' a person'}
      {' · '}
      {canSet ? (
        <Link href={SETTINGS_HREF} className="font-medium text-indigo-700 underline-offset-2 hover:underline">
          Set it in Settings
        </Link>
      ) : (
        'An admin sets it in Settings.'
      )}
    </p>
  );
}

/**
 * What became of the last drag or Alt+arrow: said aloud (a live region, also for keyboard users who
 * moved an item out of sight) and shown until the next one or a dismissal. A failure says why.
 */
export function EditNotice({ notice, onDismiss }: { notice: RosterNotice | null; onDismiss: () => void }) {
  const failed = notice?.tone === 'error';
  return (
    <div role={failed ? 'alert' : 'status'} data-testid="roster-notice" data-tone={notice?.tone} className={notice ? 'flex items-start gap-2 rounded-md border px-3 py-2 text-sm ' + (failed ? 'border-rose-200 bg-rose-50 text-rose-900' : 'border-emerald-200 bg-emerald-50 text-emerald-900') : 'sr-only'}>
      {notice && (
        <>
          {failed ? <ErrorIcon size={16} aria-hidden="true" className="mt-0.5 shrink-0" /> : <SuccessIcon size={16} aria-hidden="true" className="mt-0.5 shrink-0" />}
          <span className="flex-1">{notice.text}</span>
          <Button variant="ghost" size="icon" aria-label="Dismiss" className="-my-1 size-7" onClick={onDismiss}>
            <CloseIcon size={14} />
          </Button>
        </>
      )}
    </div>
  );
}
