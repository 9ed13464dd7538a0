import { needsSchema } from '@/lib/schedule';
import type { ShiftTemplate } from '@/lib/shift-templates';

// What the New item dialog keeps of a picked template beyond its form's fields: the item's
// "needs N" (as typed) and the template's default people still ticked.

export type TemplateChoice = { templateId: string; needs: string; people: readonly string[] };

export const choiceOf = (template: ShiftTemplate): TemplateChoice => ({ templateId: template.id, needs: String(template.needs), people: template.people });

/** The needs as a number, or the message to show next to the field. */
export function readChoice(choice: TemplateChoice): { ok: true; value: { templateId: string; needs: number; people: string[] } } | { ok: false; message: string } {
  const typed = choice.needs.trim();
  const needs = needsSchema.safeParse(typed === '' ? NaN : Number(typed));
  if (!needs.success) return { ok: false, message: needs.error.issues[0]!.message };
  return { ok: true, value: { templateId: choice.templateId, needs: needs.data, people: [...choice.people] } };
}
