import { Badge } from '@/components/ui/badge';
import { WarningIcon } from '@/components/ui/icons';
import type { RuleBreak } from '@/lib/working-time';

/** The working-time rules a choice breaks, one badge each with the figures (the staffing picker, the requests inbox). */
export function RuleBreakBadges({ breaks }: { breaks: readonly RuleBreak[] }) {
  return breaks.map((b) => (
    <Badge key={b.words} tone="warning" wrap title="Breaks a working-time rule" data-warning="rule">
      <WarningIcon size={12} className="shrink-0" />
      {b.words}
    </Badge>
  ));
}
