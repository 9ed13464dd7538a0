import type { ReactNode } from 'react';
import { appServices, enterpriseInScopeOrNotFound, requireUser } from '@/lib/server/app';
import { knownEnterpriseOrNotFound } from '@/lib/organizations/server';

// The id is checked here, outside the loading boundary below, so a bad, unconfigured or unknown id
// answers with a real 404 status instead of a streamed 200 that later shows "not found".
export default async function EnterpriseLayout({ params, children }: { params: Promise<{ enterpriseId: string }>; children: ReactNode }) {
  await requireUser('viewer');
  await knownEnterpriseOrNotFound(await appServices(), await enterpriseInScopeOrNotFound((await params).enterpriseId));
  return children;
}
