import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { AuditOutcomeValue } from '@/lib/audit/search-params';

const tones: Record<AuditOutcomeValue, BadgeTone> = { success: 'success', failure: 'danger', refused: 'warning' };

/** success (green), failure (red), refused (amber); the word is always shown, not only the colour. */
export function OutcomeBadge({ outcome }: { outcome: AuditOutcomeValue }) {
  return (
    <Badge tone={tones[outcome]} dot>
      {outcome}
    </Badge>
  );
}
