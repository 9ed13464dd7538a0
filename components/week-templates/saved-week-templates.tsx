'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { callAction } from '@/components/ui/call-action';
import { toast } from '@/components/ui/toast';
import type { WeekTemplate } from '@/lib/week-templates';
import type { removeWeekTemplateAction } from '@/lib/week-templates/actions';

// The organization's week templates under the save form (their names are taken), each removable after
// a second word ("Remove" then "Remove “name”"): applied copies keep their record and Undo.

export type SavedWeekTemplatesProps = {
  organizationId: string;
  templates: readonly WeekTemplate[];
  remove: typeof removeWeekTemplateAction;
  /** After a removal, so the list is read again. */
  onRemoved: () => void;
};

export function SavedWeekTemplates({ organizationId, templates, remove, onRemoved }: SavedWeekTemplatesProps) {
  const [asking, setAsking] = useState<string | null>(null);
  if (templates.length === 0) return null;
  const onRemove = async (template: WeekTemplate) => {
    const result = await callAction(() => remove({ organizationId, templateId: template.id }));
    setAsking(null);
    if (result.ok) toast.success('Week template removed', { description: template.name });
    else toast.error('Not removed', { description: result.error.message });
    onRemoved();
  };
  return (
    <section aria-label="Saved week templates" className="mt-4 border-t border-slate-200 pt-3">
      <h3 className="mb-1.5 text-sm font-medium text-slate-700">Saved week templates</h3>
      <ul className="divide-y divide-slate-100 text-sm">
        {templates.map((t) => (
          <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 py-1.5">
            <span className="min-w-0 break-words text-slate-800">
              {t.name} <span className="text-slate-500">· {t.itemCount} {t.itemCount === 1 ? 'item' : 'items'}{t.withPeople ? ', with people' : ''}</span>
            </span>
            {asking === t.id ? (
              <span className="flex gap-2">
                <Button size="sm" variant="ghost" onClick={() => setAsking(null)}>
                  Keep it
                </Button>
                <Button size="sm" variant="danger" onClick={() => void onRemove(t)}>
                  Remove “{t.name}”
                </Button>
              </span>
            ) : (
              <Button size="sm" variant="secondary" aria-label={`Remove ${t.name}…`} onClick={() => setAsking(t.id)}>
                Remove…
              </Button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
