import { Badge } from '@/components/ui/badge';
import { WarningIcon } from '@/components/ui/icons';
import type { RequestWarnings } from '@/lib/staffing/warning-types';
import { hours, itemHours, leaveDays, shortDay } from '@/lib/time/day-words';
import { itemLabel } from '@/lib/schedule';
import { useHourCycle } from '@/components/ui/hour-cycle';

/**
 * What a manager should know before saying yes: double bookings, leave, the week's hours. The
 * total with this item is shown when it goes over the limit, or always with `withTotal` (staffing).
 * The week's hours are worked time, the part of each shift inside the week (a night over Sunday
 * midnight counts in both weeks, each its own hours), and the badge says so: the roster instead
 * counts a shift whole on the day it starts (lib/roster/roster.ts) and says that.
 */
export function RequestWarningBadges({ warnings, timeZone, day, withTotal = false }: { warnings: RequestWarnings; timeZone: string; day: string; withTotal?: boolean }) {
  const hourCycle = useHourCycle();
  const { overlaps, timeOff, unavailable = [], week } = warnings;
  return (
    <ul className="flex flex-wrap gap-1.5" aria-label="Warnings">
      {overlaps.map((other) => (
        <li key={`o${other.id}`}>
          <Badge tone="danger" wrap title="Already works this item at the same time" data-warning="overlap">
            <WarningIcon size={12} className="shrink-0" />
            Overlaps {itemLabel(other)} · {itemHours(other, timeZone, day, hourCycle)}
          </Badge>
        </li>
      ))}
      {timeOff.map((leave) => (
        <li key={`t${leave.id}`}>
          <Badge tone="warning" wrap title={leave.name ? `Time off: ${leave.name}` : 'Time off'} data-warning="time-off">
            <WarningIcon size={12} className="shrink-0" />
            Time off {leaveDays(leave, timeZone)}
          </Badge>
        </li>
      ))}
      {unavailable.map((span) => (
        <li key={`u${span.start}`}>
          <Badge tone="warning" wrap title="Inside a weekly window this person is unavailable (their availability)" data-warning="unavailable">
            <WarningIcon size={12} className="shrink-0" />
            Unavailable {itemHours(span, timeZone, day, hourCycle)}
          </Badge>
        </li>
      ))}
      <li>
        <Badge
          tone={week.over ? 'warning' : 'neutral'}
          title={`Already works ${hours(week.workedMinutes)} inside the week of ${shortDay(week.monday, true)}, ${hours(week.withThisMinutes)} with this one: worked time, a shift over Sunday midnight counts its hours in the week they fall in`}
          data-warning="hours"
        >
          {week.over && <WarningIcon size={12} className="shrink-0" />}
          {hours(week.workedMinutes)} worked this week
          {(week.over || withTotal) && <span className="font-normal">→ {hours(week.withThisMinutes)}{withTotal && ' with this'}</span>}
        </Badge>
      </li>
    </ul>
  );
}
