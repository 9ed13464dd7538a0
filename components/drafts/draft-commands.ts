import type { ActionResult } from '@/lib/errors';
import type { DraftLineRefInput, DraftRefInput, OpenDraftInput, PublishDraftInput } from '@/lib/drafts';

// What the draft bar asks the server to do: the drafts actions on the page, recording stand-ins in
// component tests (the seam the bar takes as a prop).
export type DraftCommands = {
  open: (input: OpenDraftInput) => Promise<ActionResult<unknown>>;
  discard: (input: DraftRefInput) => Promise<ActionResult<unknown>>;
  publish: (input: PublishDraftInput) => Promise<ActionResult<unknown>>;
  undo: (input: DraftRefInput) => Promise<ActionResult<unknown>>;
  removeLine: (input: DraftLineRefInput) => Promise<ActionResult<unknown>>;
};

/** A conversation the publish may announce itself in. */
export type AnnounceConversation = { id: string; name: string };
