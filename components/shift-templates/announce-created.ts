import { toast } from '@/components/ui/toast';
import { itemTypeLabel, type ScheduleItem } from '@/lib/schedule';

/** What createFromTemplateAction answers: the item, and anyone the service would not put on it (after it was made). */
export type CreatedFromTemplate = { item: ScheduleItem; refused: readonly { userId: string | null | undefined; error: string }[] };

/**
 * Says the item was made and, as a warning that stays readable, who could not be put on it: the
 * item exists by then, so a refused person is said, not thrown (as an Undo of a deletion does).
 */
export function announceCreated(created: CreatedFromTemplate, nameOf: (userId: string) => string | undefined): void {
  toast.success(`Created “${created.item.name ?? itemTypeLabel(created.item.type)}”`);
  if (created.refused.length === 0) return;
  const who = created.refused.map((r) => `${(r.userId && nameOf(r.userId)) ?? 'Someone'} (${r.error})`).join('; ');
  toast.warning(`Not put on it: ${who}. Add them from the item.`);
}
