'use client';

import { Alert } from '@/components/ui/alert';
import { outboxStateLabels, type SendOutcome } from '@/lib/messages/types';
import { targetLabel } from './labels';

/** What a send did, per conversation: sent, failed (retry from the history) or uncertain. */
export function OutcomeSummary({ outcome }: { outcome: SendOutcome }) {
  const notSent = outcome.rows.filter((r) => r.state !== 'sent');
  if (notSent.length === 0) {
    return (
      <Alert tone="success" title={outcome.alreadySubmitted ? 'Already sent' : 'Sent'}>
        {outcome.rows.map(targetLabel).join(', ')}
      </Alert>
    );
  }
  const uncertain = notSent.some((r) => r.state === 'uncertain');
  const sentCount = outcome.rows.length - notSent.length;
  const title =
    sentCount > 0 ? `Sent to ${sentCount} of ${outcome.rows.length}` : notSent.every((r) => r.state === 'uncertain') ? 'May have been sent' : 'Not sent';
  return (
    <Alert tone={uncertain ? 'warning' : 'danger'} title={title}>
      <ul className="mt-1 space-y-1">
        {outcome.rows.map((r) => (
          <li key={r.id}>
            <span className="font-medium">{targetLabel(r)}</span>: {r.state === 'uncertain' ? 'may have been sent' : outboxStateLabels[r.state].toLowerCase()}
            {r.lastError && r.state !== 'sent' ? ` — ${r.lastError}` : ''}
          </li>
        ))}
      </ul>
      {notSent.some((r) => r.state === 'failed') && (
        <p className="mt-2">Nothing was delivered where it failed. Retry it from the history below: the card already made is sent, never a second one.</p>
      )}
      {uncertain && <p className="mt-2">Check the conversation first, then use “Mark as sent” or “Send again anyway” in the history below.</p>}
    </Alert>
  );
}
