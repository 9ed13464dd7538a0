'use client';

import { AutoFillButton } from '@/components/auto-fill';
import { BoardDraftBar } from '@/components/drafts/actions';

/** The week's planning row on both boards (schedulers): the draft bar, with Auto-fill, which fills the draft. */
export function BoardPlanning({ organizationId, timeZone, shownDate, draftWeek, announceTo }: { organizationId: string; timeZone: string; shownDate: string; draftWeek: { from: number; to: number }; announceTo: readonly { id: string; name: string }[] | undefined }) {
  return <BoardDraftBar organizationId={organizationId} range={draftWeek} timeZone={timeZone} conversations={announceTo} actions={<AutoFillButton organizationId={organizationId} timeZone={timeZone} shownDate={shownDate} />} />;
}
