import { redirect } from 'next/navigation';
import { pathIdOrNotFound } from '@/lib/server/access/path-ids';

/** An organization opens on its schedule, where managers spend their day. */
export default async function OrganizationPage({ params }: { params: Promise<{ organizationId: string }> }) {
  redirect(`/organizations/${pathIdOrNotFound((await params).organizationId)}/schedule`);
}
