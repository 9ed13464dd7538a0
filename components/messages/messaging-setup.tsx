'use client';

import { EditRemoveActions } from '@/components/settings/edit-remove-actions';
import { lazy, Suspense, useState } from 'react';
import type { RemoveRequest } from '@/components/settings/remove-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { MessageIcon, PlusIcon } from '@/components/ui/icons';
import { Table, TableBody, TableCaption, TableCell, TableContainer, TableHead, TableHeaderCell, TableRow } from '@/components/ui/table';
import { removeConversationAction, removeTemplateAction } from '@/lib/actions/messages';
import type { ConversationView, TemplateView } from '@/lib/messages/types';
import type { ConversationDialogProps, OrganizationChoice } from './conversation-dialog';
import { organizationLabel, savedConversationLabel } from './labels';
import type { TemplateDialogProps } from './template-dialog';

// The dialogs (and their forms, react-hook-form and the schemas) are not in the page's first load:
// they are closed at first paint. React.lazy, not next/dynamic, whose loader weighs ~5 KB itself.
const TemplateDialog = lazy(() => import('./template-dialog').then((m) => ({ default: m.TemplateDialog })));
const ConversationDialog = lazy(() => import('./conversation-dialog').then((m) => ({ default: m.ConversationDialog })));
const RemoveDialog = lazy(() => import('@/components/settings/remove-dialog').then((m) => ({ default: m.RemoveDialog })));

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
      <Card role="region" aria-labelledby="templates-title">
        <CardHeader
          title={<span id="templates-title">Card templates</span>}
          description="The service’s templates and the content keys each takes."
          actions={
            <Button size="sm" icon={<PlusIcon size={14} />} onClick={() => setTemplateEdit({ mode: 'create' })}>
              Add template
            </Button>
          }
        />
        {templates.length === 0 ? (
          <EmptyState compact icon={<MessageIcon size={18} />} title="No templates" description="Add the id of a card template the service provides, and its keys." />
        ) : (
          <TableContainer bordered={false}>
            <Table>
              <TableCaption>Card templates</TableCaption>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>Name</TableHeaderCell>
                  <TableHeaderCell>Template id</TableHeaderCell>
                  <TableHeaderCell>Content keys</TableHeaderCell>
                  <TableHeaderCell align="right">
                    <span className="sr-only">Actions</span>
                  </TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {templates.map((t) => (
                  <TableRow key={t.templateId} data-testid={`template-${t.templateId}`}>
                    <TableCell className="font-medium text-slate-900">{t.displayName}</TableCell>
                    <TableCell numeric>{t.templateId}</TableCell>
                    <TableCell>
                      <div className="flex flex-wrap gap-1">
                        {t.keys.map((k) => (
                          <Badge key={k.key} tone={k.required ? 'accent' : 'neutral'} title={`${k.label}${k.required ? ' (required)' : ''}${k.maxLength ? `, at most ${k.maxLength} characters` : ''}`}>
                            <span className="font-mono">{k.key}</span>
                            {k.required && <span aria-label="required">*</span>}
                          </Badge>
                        ))}
                      </div>
                    </TableCell>
                    <TableCell align="right">
                      <EditRemoveActions
                        name={t.displayName}
                        onEdit={() => setTemplateEdit({ mode: 'update', ...t })}
                        onRemove={() =>
                          setRemoval({
                            title: `Remove ${t.displayName}?`,
                            body: <p>The composer no longer offers it. Messages already sent with it stay in the history; nothing changes on the service.</p>,
                            done: `${t.displayName} removed`,
                            remove: () => removeTemplateAction({ templateId: t.templateId }),
                          })
                        }
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Card>

      <Card role="region" aria-labelledby="conversations-title">
        <CardHeader
          title={<span id="conversations-title">Saved conversations</span>}
          description="Offered as checkboxes in the composer, grouped by organization."
          actions={
            <Button size="sm" icon={<PlusIcon size={14} />} onClick={() => setConversationEdit({ mode: 'create' })}>
              Add conversation
            </Button>
          }
        />
        {conversations.length === 0 ? (
          <EmptyState compact icon={<MessageIcon size={18} />} title="No saved conversations" description="Add a conversation by its organization id and conversation id." />
        ) : (
          <TableContainer bordered={false}>
            <Table>
              <TableCaption>Saved conversations</TableCaption>
              <TableHead>
                <TableRow>
                  <TableHeaderCell>Name</TableHeaderCell>
                  <TableHeaderCell>Organization</TableHeaderCell>
                  <TableHeaderCell>Conversation id</TableHeaderCell>
                  <TableHeaderCell align="right">
                    <span className="sr-only">Actions</span>
                  </TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {conversations.map((c) => (
                  <TableRow key={c.id} data-testid={`conversation-${c.organizationId}-${c.conversationId}`}>
                    <TableCell className="font-medium text-slate-900">
                      <span className="flex items-center gap-2">
                        {c.name}
                        {c.everyone && <Badge tone="info">All members</Badge>}
                      </span>
                    </TableCell>
                    <TableCell>
                      <div>{organizationLabel(c)}</div>
                      <div className="font-mono text-xs text-slate-500">{c.organizationId}</div>
                    </TableCell>
                    <TableCell numeric>{c.conversationId}</TableCell>
                    <TableCell align="right">
                      <EditRemoveActions
                        name={savedConversationLabel(c)}
                        onEdit={() => setConversationEdit({ mode: 'update', ...c })}
                        onRemove={() =>
                          setRemoval({
                            title: `Remove ${c.name}?`,
                            body: (
                              <p>
                                {savedConversationLabel(c)} is no longer offered in the composer. The history keeps what was sent to it; nothing changes on the
                                service.
                              </p>
                            ),
                            done: `${c.name} removed`,
                            remove: () => removeConversationAction({ id: c.id }),
                          })
                        }
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Card>

      <Suspense fallback={null}>
        <TemplateDialog editing={templateEdit} onClose={() => setTemplateEdit(null)} />
        <ConversationDialog editing={conversationEdit} organizations={organizations} onClose={() => setConversationEdit(null)} />
        <RemoveDialog request={removal} onClose={() => setRemoval(null)} />
      </Suspense>
    </div>
  );
}
