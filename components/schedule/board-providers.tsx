'use client';

import type { ReactNode } from 'react';
import { EditTargetProvider, type DraftEditing } from '@/components/drafts';
import { RepeatMarksProvider } from '@/components/repeats';
import { ItemNeedsProvider } from './queries';

/**
 * What the schedule's and the roster's items read beside them: each item's needs, the repeat marks
 * of the range, and where hand edits below (New item, the drawer) go: into an open draft, else live.
 */
export function BoardProviders({ organizationId, range, editing, children }: { organizationId: string; range: { from: number; to: number } | null; editing: DraftEditing | null; children: ReactNode }) {
  return (
    <ItemNeedsProvider organizationId={organizationId}>
      <RepeatMarksProvider organizationId={organizationId} range={range}>
        <EditTargetProvider editing={editing}>{children}</EditTargetProvider>
      </RepeatMarksProvider>
    </ItemNeedsProvider>
  );
}
