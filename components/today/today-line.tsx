import { IntentLink } from '@/components/ui/intent-link';
import type { TodayLine } from '@/lib/today';
import { formatSpan } from '@/components/ui/zoned-format';
import { useHourCycle } from '@/components/ui/hour-cycle';
import { Button } from '@/components/ui/button';

/** One line of Today: what, when (in the organization's zone), why it is here, and where to act. */
/** `id`: unique on the page (one item may be on several sections' lines). `onOffer`: an "Offer" button (an uncovered shift, for those who may staff it). */
export function TodayLineRow({ id, line, timeZone, onOffer }: { id: string; line: TodayLine; timeZone: string; onOffer?: () => void }) {
  const hourCycle = useHourCycle();
  return (
    <li className="flex flex-col gap-0.5 px-5 py-2 text-sm sm:flex-row sm:items-baseline sm:gap-3" data-today-line={line.key}>
      <IntentLink href={line.href} className="min-w-0 font-medium break-words text-brand-700 hover:underline" aria-describedby={`${id}-action`}>
        {line.text}
      </IntentLink>
      {line.start !== null && line.end !== null && <span className="text-slate-600 tabular-nums">{formatSpan(line.start, line.end, timeZone, hourCycle)}</span>}
      <span className="min-w-0 break-words text-slate-700">{line.detail}</span>
      <span id={`${id}-action`} className="text-xs text-slate-500 sm:ml-auto">
        {line.action}
      </span>
      {onOffer && (
        <Button variant="secondary" size="sm" className="self-start sm:self-auto" aria-label={`Offer ${line.text}`} onClick={onOffer}>
          Offer
        </Button>
      )}
    </li>
  );
}
