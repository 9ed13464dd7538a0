import type { Metadata } from 'next';
import Link from 'next/link';
import { MessagingSetup } from '@/components/messages';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageHeader } from '@/components/ui/page-header';
import { appServices, requireUser } from '@/lib/server/app';
import { readMessagingSetupPage } from '@/lib/messages/server';

export const metadata: Metadata = { title: 'Templates and conversations' };

/** Admins only: the card templates and saved conversations the composer offers. */
export default async function MessagingSetupPage() {
  await requireUser('admin');
  const { templates, conversations, organizations } = await readMessagingSetupPage(await appServices());
  return (
    <>
      <PageHeader
        breadcrumbs={<Breadcrumbs items={[{ label: 'Messages', href: '/messages' }, { label: 'Templates and conversations' }]} />}
        title="Templates and conversations"
        description={
          <>
            The service cannot list its card templates or conversations, so they are recorded here. Changes are in the{' '}
            <Link href="/audit" className="underline underline-offset-2 hover:text-slate-700">
              audit log
            </Link>
            .
          </>
        }
      />
      <MessagingSetup
        templates={templates}
        conversations={conversations}
        organizations={organizations}
      />
    </>
  );
}
