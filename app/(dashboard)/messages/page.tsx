import type { Metadata } from 'next';
import Link from 'next/link';
import { QueryProvider } from '@/components/queries/query-provider';
import { Composer } from '@/components/messages';
import { MessageHistory } from '@/components/messages';
import { sendMessageAction } from '@/lib/messages/actions';
import { Alert } from '@/components/ui/alert';
import { buttonStyles } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { MessageIcon, SettingsIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { appServices, requireUser } from '@/lib/server/app';
import { readMessagesPage } from '@/lib/messages/server';

export const metadata: Metadata = { title: 'Messages' };

function requestTime(): number {
  return Date.now();
}

/** Announcements: schedulers and admins compose and send; everyone signed in reads the history. */
export default async function MessagesPage() {
  const user = await requireUser('viewer');
  const { mayCompose, isAdmin, templates, conversations, history, capabilities, organizationZones } = await readMessagesPage(await appServices(), user);

  return (
    <>
      <PageHeader
        title="Messages"
        description="Send announcement cards into the product’s conversations. Every message is recorded before it is sent, so a double click or a restart never sends it twice."
        actions={
          isAdmin ? (
            <Link href="/messages/setup" className={buttonStyles()}>
              <SettingsIcon size={14} />
              Templates and conversations
            </Link>
          ) : undefined
        }
      />
      <QueryProvider>
        <div className="space-y-8">
          {!mayCompose ? (
            <Alert tone="info" title="Read only">
              Your role can read the history of messages. Schedulers and admins send them.
            </Alert>
          ) : templates.length === 0 ? (
            <EmptyState
              icon={<MessageIcon size={18} />}
              title="No card templates yet"
              description={isAdmin ? 'Add the service’s card templates and the conversations to send to.' : 'An admin must add the service’s card templates first.'}
              action={
                isAdmin ? (
                  <Link href="/messages/setup" className={buttonStyles({ variant: 'primary' })}>
                    Set up templates
                  </Link>
                ) : undefined
              }
            />
          ) : (
            <Composer send={sendMessageAction} templates={templates} conversations={conversations} capabilities={capabilities} canSaveConversations={isAdmin} />
          )}
          <MessageHistory initial={{ rows: history, fetchedAt: requestTime() }} canAct={mayCompose} canSend={capabilities.canSend} organizationZones={organizationZones} />
        </div>
      </QueryProvider>
    </>
  );
}
