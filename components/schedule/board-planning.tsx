'use client';

import { AutoFillButton } from '@/components/auto-fill';
import { BoardDraftBar } from '@/components/drafts/actions';

/** The week's planning row on both boards (schedulers): the draft bar, with Auto-fill, which fills the draft. A publish's
 * lines not written say when their items are in the organization's zone (the board's when it has none). */
export function BoardPlanning({ organizationId, timeZone, organizationZone, shownDate, draftWeek, announceTo }: { organizationId: string; timeZone: string; organizationZone: string | null; shownDate: string; draftWeek: { from: number; to: number }; announceTo: readonly { id: string; name: string }[] | undefined }) {
  return <BoardDraftBar organizationId={organizationId} range={draftWeek} timeZone={organizationZone ?? timeZone} conversations={announceTo} actions={<AutoFillButton organizationId={organizationId} timeZone={timeZone} shownDate={shownDate} />} />;
}
