'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import type { DraftSummary } from '@/lib/drafts';
import type { AnnounceConversation } from './draft-commands';

// "Publish the draft?": what it writes, in words, and optionally the conversation its one
// announcement card goes to (none by default), with the card's summary as it will be posted.

export function PublishDialog({ summary, conversations, busy, problem, onPublish, onClose }: { summary: DraftSummary; conversations: readonly AnnounceConversation[]; busy: boolean; problem: string | null; onPublish: (conversationId: string) => void; onClose: () => void }) {
  const [conversation, setConversation] = useState('');
  const chosen = conversations.find((c) => c.id === conversation) ?? null;
  return (
    <Dialog
      open
      onClose={onClose}
      busy={busy}
      title="Publish the draft?"
      description={`${summary.words}. Each line is checked again just before it is written; you can undo the publish afterwards.`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Keep drafting
          </Button>
          <Button variant="primary" loading={busy} onClick={() => onPublish(chosen?.id ?? '')}>
            Publish {summary.changes} {summary.changes === 1 ? 'change' : 'changes'}
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        {conversations.length > 0 && (
          <Field label="Announce it in" hint={chosen ? `Posts one card to ${chosen.name}: “${summary.words}.”` : 'No card is posted.'}>
            <Select value={conversation} onChange={(e) => setConversation(e.target.value)} placeholder="No announcement" options={conversations.map((c) => ({ value: c.id, label: c.name }))} />
          </Field>
        )}
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
      </div>
    </Dialog>
  );
}
