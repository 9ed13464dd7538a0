'use client';

import Link from 'next/link';
import type { UseFormReturn } from 'react-hook-form';
import type { ConversationView, MessagingCapabilities } from '@/lib/messages/types';
import type { FormValues } from './composer-form';
import { ConversationPicker } from './conversation-picker';

type TargetFieldsProps = {
  form: UseFormReturn<FormValues>;
  conversations: readonly ConversationView[];
  capabilities: MessagingCapabilities;
  chosen: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
  canSaveConversations: boolean;
};

/** "Send to": the saved conversations to tick (an admin saves them, for organizations in scope, in /messages/setup). */
export function TargetFields({ form, conversations, capabilities, chosen, onToggle, canSaveConversations }: TargetFieldsProps) {
  const targetError = (form.formState.errors as Record<string, { message?: string } | undefined>).targets?.message;
  return (
    <fieldset className="space-y-3" aria-describedby={targetError ? 'targets-error' : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        Send to<span className="ml-0.5 text-red-600" aria-hidden>*</span>
      </legend>
      {conversations.length === 0 && (
        <p className="text-sm text-slate-500">
          No saved conversations yet.{' '}
          {canSaveConversations ? (
            <Link href="/messages/setup" className="font-medium text-brand-700 hover:underline">
              Save one first
            </Link>
          ) : (
            'An admin must save the conversations to send to first.'
          )}
        </p>
      )}
      <ConversationPicker conversations={conversations} chosen={chosen} capabilities={capabilities} onToggle={onToggle} />
      {targetError && (
        <p id="targets-error" className="text-xs font-medium text-red-600">
          {targetError}
        </p>
      )}
    </fieldset>
  );
}
