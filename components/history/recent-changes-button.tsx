'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { HistoryIcon } from '@/components/ui/icons';
import { undoCopyAction } from '@/lib/copy/actions';
import { undoChangeAction } from '@/lib/history/actions';
import { fetchRecentChanges } from '@/lib/history/queries';
import { scheduleKeys } from '@/lib/schedule/queries';
import { RecentChangesDialog } from './recent-changes-dialog';

/** "Recent changes" beside Copy on the schedule and the roster (schedulers only): the history with Undo. */
export function RecentChangesButton({ organizationId, timeZone }: { organizationId: string; timeZone: string }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        <HistoryIcon size={14} />
        Recent changes
      </Button>
      {open && (
        <RecentChangesDialog
          organizationId={organizationId}
          timeZone={timeZone}
          onClose={() => setOpen(false)}
          // An Undo changed items: the schedule and the roster read them again.
          onChanged={() => void queryClient.invalidateQueries({ queryKey: scheduleKeys.organization(organizationId) })}
          readLines={(signal) => fetchRecentChanges(organizationId, signal)}
          undoChange={undoChangeAction}
          undoCopy={undoCopyAction}
        />
      )}
    </>
  );
}
