'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { discardDraftAction, openDraftAction, publishDraftAction, removeDraftLineAction, undoDraftPublishAction } from '@/lib/drafts/actions';
import { draftByIdOptions, draftKeys, draftRangeOptions } from '@/lib/drafts/queries';
import { scheduleKeys } from '@/lib/schedule/queries';
import type { AnnounceConversation, DraftCommands } from './draft-commands';
import { DraftBar } from './draft-bar';

// The draft bar as a board shows it: the range's draft read (shared with the board's striped
// entries), the drafts actions, and a publish followed by id once the draft has left "open".

const commands: DraftCommands = { open: openDraftAction, discard: discardDraftAction, publish: publishDraftAction, undo: undoDraftPublishAction, removeLine: removeDraftLineAction };

export function BoardDraftBar({ organizationId, range, timeZone, actions, conversations }: { organizationId: string; range: { from: number; to: number }; timeZone: string; actions?: ReactNode; conversations?: readonly AnnounceConversation[] | undefined }) {
  const queryClient = useQueryClient();
  const [following, setFollowing] = useState<string | null>(null);
  const answer = useQuery(draftRangeOptions(organizationId, range)).data;
  const followed = useQuery({ ...draftByIdOptions(organizationId, following ?? '', range), enabled: following !== null }).data;
  const onChanged = (follow?: string | null) => {
    if (follow !== undefined) setFollowing(follow);
    void queryClient.invalidateQueries({ queryKey: draftKeys.all });
  };
  // What a publish (or its Undo) wrote shows on the boards once it has settled.
  const settled = followed?.draft && followed.draft.draft.state === 'published' && followed.draft.draft.undoState !== 'undoing' ? `${followed.draft.draft.id}:${followed.draft.draft.undoState}` : null;
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: scheduleKeys.organization(organizationId) });
  }, [settled, queryClient, organizationId]);
  return <DraftBar organizationId={organizationId} range={range} timeZone={timeZone} answer={answer} followed={following ? (followed?.draft ?? null) : null} commands={commands} onChanged={onChanged} actions={actions} conversations={conversations} />;
}
