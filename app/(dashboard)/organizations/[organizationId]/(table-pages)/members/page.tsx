import type { Metadata } from 'next';
import { Suspense } from 'react';
import { MembersTable, type MembersAvailability } from '@/components/people';
import { packMember } from '@/components/people';
import { ReadProblem } from '@/components/ui/read-problem';
import { TableLoading } from '@/components/shell/table-loading';
import { appServices, organizationInScopeOrNotFound, requireUser } from '@/lib/server/app';
import { learnAvailabilityAction, setAvailabilityAction } from '@/lib/availability/actions';
import { addPositionAction, removePositionAction, renamePositionAction, setPersonPositionsAction } from '@/lib/positions/actions';
import { PositionsEditor } from '@/components/positions';
import { getEntryPoints } from '@/lib/server/entry-points';
import { ShiftTemplatesCard } from '@/components/shift-templates';
import { addTemplateAction, editTemplateAction, removeTemplateAction } from '@/lib/shift-templates/actions';
import { templatesOf } from '@/lib/shift-templates/server';
import { RepeatHorizonForm } from '@/components/repeats';
import { setRepeatHorizonAction } from '@/lib/repeats/actions';
import { horizonWeeksOfOrganization } from '@/lib/repeats/server';
import { hasRole } from '@/lib/identity/roles';
import { directoryOf, type OrganizationMember } from '@/lib/people/server';
import { readForPage, type PageRead } from '@/lib/server/access/path-ids';
import { settlesWithin } from '@/lib/server/settles-within';

export const metadata: Metadata = { title: 'Members' };

/**
 * How long the page waits for its read before it sends the skeleton instead. A skeleton costs more
 * than the wait it covers: React reveals what streams in behind it no sooner than 300 ms after it
 * was painted. A kept member list (docs/decisions/shared-reads.md) is here at once.
 */
const QUICK_READ_MS = 100;

type Shown = { read: PageRead<OrganizationMember[]>; availability: MembersAvailability | undefined };

function Members({ read, availability }: Shown) {
  if (!read.ok) return <ReadProblem error={read.error} what="the members" />;
  return <MembersTable packed={read.data.map(packMember)} availability={availability} />;
}

async function StreamedMembers({ read, availability }: { read: Promise<Shown['read']>; availability: Shown['availability'] }) {
  return <Members read={await read} availability={availability} />;
}

/** Everyone in the organization, with names, titles, admin flags and avatars. */
export default async function MembersPage({ params }: { params: Promise<{ organizationId: string }> }) {
  const user = await requireUser('viewer');
  const organizationId = await organizationInScopeOrNotFound((await params).organizationId);
  const availability = hasRole(user, 'scheduler') ? { organizationId, actions: { save: setAvailabilityAction, learn: learnAvailabilityAction }, savePositions: setPersonPositionsAction } : undefined;
  const services = await appServices();
  const directory = directoryOf(services);
  const read = readForPage(() => directory.getOrganizationMembers(organizationId));
  // Shift templates and the repeat horizon are Shiftdesk's own (no service read), managed by schedulers under the members.
  const templates = availability ? (
    <>
      <ShiftTemplatesCard organizationId={organizationId} templates={await templatesOf(services.db, organizationId)} actions={{ add: addTemplateAction, edit: editTemplateAction, remove: removeTemplateAction }} />
      <RepeatHorizonForm organizationId={organizationId} horizonWeeks={await horizonWeeksOfOrganization(services.db, organizationId)} save={setRepeatHorizonAction} />
    </>
  ) : null;
  // Positions are scheduler+ to change, but Settings is admin-only: schedulers manage them here too (the same editor).
  const positions = availability ? (
    <div className="max-w-2xl">
      <PositionsEditor
        organizationId={organizationId}
        organizationName={(await getEntryPoints(services.db)).organizations.find((o) => o.id === organizationId)?.name ?? `Organization ${organizationId}`}
        title="Positions"
        description="What a shift can require (front desk, nurse…). Set them on items in the drawer and on people with Positions in their row."
        actions={{ add: addPositionAction, rename: renamePositionAction, remove: removePositionAction }}
      />
    </div>
  ) : null;
  if (await settlesWithin(read, QUICK_READ_MS))
    return (
      <div className="space-y-6">
        <Members read={await read} availability={availability} />
        {templates}
        {positions}
      </div>
    );
  return (
    <div className="space-y-6">
      <Suspense fallback={<TableLoading />}>
        <StreamedMembers read={read} availability={availability} />
      </Suspense>
      {templates}
      {positions}
    </div>
  );
}
