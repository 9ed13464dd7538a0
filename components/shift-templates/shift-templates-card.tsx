'use client';

import { lazy, Suspense, useState } from 'react';
import { AdminTableCard } from '@/components/ui/admin/admin-table-card';
import type { RemoveRequest } from '@/components/ui/admin/remove-dialog';
import { CalendarIcon } from '@/components/ui/icons';
import { itemTypeLabel } from '@/lib/schedule';
import { templateTimesWords, type ShiftTemplate } from '@/lib/shift-templates';
import type { addTemplateAction, editTemplateAction, removeTemplateAction } from '@/lib/shift-templates/actions';
import type { TemplateDialogProps } from './template-dialog';

// The organization's shift templates, for schedulers: a table with Add, Edit and Remove. The
// dialogs load when first opened.
const TemplateDialog = lazy(() => import('./template-dialog').then((m) => ({ default: m.TemplateDialog })));
const RemoveDialog = lazy(() => import('@/components/ui/admin/remove-dialog').then((m) => ({ default: m.RemoveDialog })));

export type ShiftTemplatesCardProps = {
  organizationId: string;
  templates: readonly ShiftTemplate[];
  actions: { add: typeof addTemplateAction; edit: typeof editTemplateAction; remove: typeof removeTemplateAction };
};

export function ShiftTemplatesCard({ organizationId, templates, actions }: ShiftTemplatesCardProps) {
  const [editing, setEditing] = useState<TemplateDialogProps['editing']>(null);
  const [removal, setRemoval] = useState<RemoveRequest | null>(null);
  const remove = (t: ShiftTemplate) =>
    setRemoval({
      title: `Remove ${t.name}?`,
      body: <p>New items can no longer start from it. Items made from it stay as they are.</p>,
      done: `${t.name} removed`,
      remove: () => actions.remove({ organizationId, templateId: t.id }),
    });

  return (
    <>
      <AdminTableCard
        id="shift-templates"
        title="Shift templates"
        description="Named shapes for new items: type, times of day, how many people."
        addLabel="Add template"
        onAdd={() => setEditing({ mode: 'create' })}
        empty={{ icon: <CalendarIcon size={18} />, title: 'No templates', description: 'Add one for a shift you create often, like “Front desk 07:00–15:00”.' }}
        columns={[
          { header: 'Name', className: 'font-medium text-slate-900', cell: (t) => t.name },
          { header: 'Type', cell: (t) => itemTypeLabel(t.type) },
          { header: 'Times', className: 'tabular-nums', cell: templateTimesWords },
          { header: 'Needs', className: 'tabular-nums', cell: (t) => t.needs },
        ]}
        rows={templates}
        rowKey={(t) => t.id}
        rowTestId={(t) => `template-${t.id}`}
        rowName={(t) => t.name}
        onEdit={(t) => setEditing({ mode: 'update', ...t })}
        onRemove={remove}
      />
      <Suspense fallback={null}>
        <TemplateDialog organizationId={organizationId} editing={editing} onClose={() => setEditing(null)} add={actions.add} edit={actions.edit} />
        <RemoveDialog request={removal} onClose={() => setRemoval(null)} />
      </Suspense>
    </>
  );
}
