'use client';

import { lazy, Suspense, useState } from 'react';
import { AdminTableCard } from '@/components/ui/admin/admin-table-card';
import type { RemoveRequest } from '@/components/ui/admin/remove-dialog';
import { Badge } from '@/components/ui/badge';
import { MessageIcon } from '@/components/ui/icons';
import { removeConversationAction, removeTemplateAction, saveConversationAction, saveTemplateAction } from '@/lib/messages/actions';
import type { ConversationView, TemplateView } from '@/lib/messages/types';
import type { ConversationDialogProps, OrganizationChoice } from './conversation-dialog';
import { organizationLabel, savedConversationLabel } from './labels';
import type { TemplateDialogProps } from './template-dialog';

// The dialogs (and their forms, react-hook-form and the schemas) are not in the page's first load:
// they are closed at first paint. React.lazy, not next/dynamic, whose loader weighs ~5 KB itself.
const TemplateDialog = lazy(() => import('./template-dialog').then((m) => ({ default: m.TemplateDialog })));
const ConversationDialog = lazy(() => import('./conversation-dialog').then((m) => ({ default: m.ConversationDialog })));
const RemoveDialog = lazy(() => import('@/components/ui/admin/remove-dialog').then((m) => ({ default: m.RemoveDialog })));

export type MessagingSetupProps = {
  templates: readonly TemplateView[];
  conversations: readonly ConversationView[];
  organizations: readonly OrganizationChoice[];
};

/** Admins: the card templates and saved conversations the composer offers. */
export function MessagingSetup({ templates, conversations, organizations }: MessagingSetupProps) {
  const [templateEdit, setTemplateEdit] = useState<TemplateDialogProps['editing']>(null);
  const [conversationEdit, setConversationEdit] = useState<ConversationDialogProps['editing']>(null);
  const [removal, setRemoval] = useState<RemoveRequest | null>(null);

  return (
    <div className="space-y-6">
      <AdminTableCard
        id="templates"
        title="Card templates"
        description="The service’s templates and the content keys each takes."
        addLabel="Add template"
        onAdd={() => setTemplateEdit({ mode: 'create' })}
        empty={{ icon: <MessageIcon size={18} />, title: 'No templates', description: 'Add the id of a card template the service provides, and its keys.' }}
        columns={[
          { header: 'Name', className: 'font-medium text-slate-900', cell: (t) => t.displayName },
          { header: 'Template id', numeric: true, cell: (t) => t.templateId },
          { header: 'Content keys', cell: (t) => <TemplateKeys template={t} /> },
        ]}
        rows={templates}
        rowKey={(t) => t.templateId}
        rowTestId={(t) => `template-${t.templateId}`}
        rowName={(t) => t.displayName}
        onEdit={(t) => setTemplateEdit({ mode: 'update', ...t })}
        onRemove={(t) =>
          setRemoval({
            title: `Remove ${t.displayName}?`,
            body: <p>The composer no longer offers it. Messages already sent with it stay in the history; nothing changes on the service.</p>,
            done: `${t.displayName} removed`,
            remove: () => removeTemplateAction({ templateId: t.templateId }),
          })
        }
      />

      <AdminTableCard
        id="conversations"
        title="Saved conversations"
        description="Offered as checkboxes in the composer, grouped by organization."
        addLabel="Add conversation"
        onAdd={() => setConversationEdit({ mode: 'create' })}
        empty={{ icon: <MessageIcon size={18} />, title: 'No saved conversations', description: 'Add a conversation by its organization id and conversation id.' }}
        columns={[
          {
            header: 'Name',
            className: 'font-medium text-slate-900',
            cell: (c) => (
              <span className="flex items-center gap-2">
                {c.name}
                {c.everyone && <Badge tone="info">All members</Badge>}
              </span>
            ),
          },
          {
            header: 'Organization',
            cell: (c) => (
              <>
                <div>{organizationLabel(c)}</div>
                <div className="font-mono text-xs text-slate-500">{c.organizationId}</div>
              </>
            ),
          },
          { header: 'Conversation id', numeric: true, cell: (c) => c.conversationId },
        ]}
        rows={conversations}
        rowKey={(c) => c.id}
        rowTestId={(c) => `conversation-${c.organizationId}-${c.conversationId}`}
        rowName={savedConversationLabel}
        onEdit={(c) => setConversationEdit({ mode: 'update', ...c })}
        onRemove={(c) =>
          setRemoval({
            title: `Remove ${c.name}?`,
            body: (
              <p>
                {savedConversationLabel(c)} is no longer offered in the composer. The history keeps what was sent to it; nothing changes on the service.
              </p>
            ),
            done: `${c.name} removed`,
            remove: () => removeConversationAction({ id: c.id }),
          })
        }
      />

      <Suspense fallback={null}>
        <TemplateDialog editing={templateEdit} onClose={() => setTemplateEdit(null)} save={saveTemplateAction} />
        <ConversationDialog editing={conversationEdit} organizations={organizations} onClose={() => setConversationEdit(null)} save={saveConversationAction} />
        <RemoveDialog request={removal} onClose={() => setRemoval(null)} />
      </Suspense>
    </div>
  );
}

/** A template's content keys, the required ones marked. */
function TemplateKeys({ template }: { template: TemplateView }) {
  return (
    <div className="flex flex-wrap gap-1">
      {template.keys.map((k) => (
        <Badge key={k.key} tone={k.required ? 'accent' : 'neutral'} title={`${k.label}${k.required ? ' (required)' : ''}${k.maxLength ? `, at most ${k.maxLength} characters` : ''}`}>
          <span className="font-mono">{k.key}</span>
          {k.required && <span aria-label="required">*</span>}
        </Badge>
      ))}
    </div>
  );
}
