'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog, DialogBody } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { availabilityOfUser } from '@/lib/availability';
import { availabilityOptions } from '@/lib/availability/queries';
import { AvailabilityForm, type AvailabilityFormProps } from './availability-form';

export type AvailabilityPerson = { userId: string; name: string };
export type AvailabilityActions = Pick<AvailabilityFormProps, 'save' | 'learn'>;

/** The availability form in a dialog, for the roster's person row and the Members page; reads the organization's availability when it opens. */
export function AvailabilityDialog({ organizationId, person, actions, onClose }: { organizationId: string; person: AvailabilityPerson | null; actions: AvailabilityActions; onClose: () => void }) {
  return (
    <Dialog open={person !== null} onClose={onClose} title={person ? `Availability of ${person.name}` : 'Availability'} description="Kept by Shiftdesk; the staffing picker and auto-fill read it.">
      <DialogBody>{person && <AvailabilityRead organizationId={organizationId} person={person} actions={actions} />}</DialogBody>
    </Dialog>
  );
}

function AvailabilityRead({ organizationId, person, actions }: { organizationId: string; person: AvailabilityPerson; actions: AvailabilityActions }) {
  const queryClient = useQueryClient();
  const options = availabilityOptions(organizationId);
  // Read afresh on every opening: the form takes its values once, so it must not start from an old copy.
  const read = useQuery({ ...options, refetchOnMount: 'always' });
  if (read.isError) return <p className="text-sm text-red-600">The availability could not be read: {read.error.message}</p>;
  if (read.isPending || !read.isFetchedAfterMount) return <Spinner label="Loading availability" />;
  return (
    <AvailabilityForm
      organizationId={organizationId}
      userId={person.userId}
      personName={person.name}
      availability={availabilityOfUser(read.data, person.userId)}
      {...actions}
      onSaved={(saved) => queryClient.setQueryData(options.queryKey, (all) => ({ ...all, [person.userId]: saved }))}
    />
  );
}
