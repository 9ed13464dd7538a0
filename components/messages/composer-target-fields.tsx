'use client';

import type { UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import type { ConversationView, MessagingCapabilities } from '@/lib/messages/types';
import type { FormValues } from './composer-form';
import { ConversationPicker } from './conversation-picker';

type TargetFieldsProps = {
  form: UseFormReturn<FormValues>;
  conversations: readonly ConversationView[];
  capabilities: MessagingCapabilities;
  chosen: ReadonlySet<string>;
  onToggle: (id: string, on: boolean) => void;
};

/** "Send to": saved conversations to tick, or one conversation typed in by its ids. */
export function TargetFields({ form, conversations, capabilities, chosen, onToggle }: TargetFieldsProps) {
  const { errors } = form.formState;
  const targetError = (errors as Record<string, { message?: string } | undefined>).targets?.message;
  const clearTargetError = () => form.clearErrors('targets' as keyof FormValues);
  return (
    <fieldset className="space-y-3" aria-describedby={targetError ? 'targets-error' : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        Send to<span className="ml-0.5 text-red-600" aria-hidden>*</span>
      </legend>
      {conversations.length === 0 && <p className="text-sm text-slate-500">No saved conversations yet: enter one by its ids below.</p>}
      <ConversationPicker conversations={conversations} chosen={chosen} capabilities={capabilities} onToggle={onToggle} />
      <div className="rounded-lg border border-dashed border-slate-300 px-3 py-3">
        <p className="mb-2 text-xs font-medium text-slate-600">Or a conversation by its ids (not saved)</p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label="Organization id" error={errors.manualOrganizationId?.message}>
            <Input inputMode="numeric" autoComplete="off" className="font-mono" {...form.register('manualOrganizationId', { onChange: clearTargetError })} />
          </Field>
          <Field label="Conversation id" error={errors.manualConversationId?.message}>
            <Input inputMode="numeric" autoComplete="off" className="font-mono" {...form.register('manualConversationId', { onChange: clearTargetError })} />
          </Field>
        </div>
      </div>
      {targetError && (
        <p id="targets-error" className="text-xs font-medium text-red-600">
          {targetError}
        </p>
      )}
    </fieldset>
  );
}
