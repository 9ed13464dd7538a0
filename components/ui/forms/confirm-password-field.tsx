'use client';

import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { CONFIRMATION_MINUTES } from '@/lib/identity/confirm-password';
import { PASSWORD_MAX } from '@/lib/identity/sign-in-schema';

export type ConfirmPasswordFieldProps = {
  /** form.register(CONFIRM_PASSWORD_FIELD) */
  registration: UseFormRegisterReturn;
  error?: string;
  /** The session confirmed it in the last few minutes: the server will not ask again yet. */
  confirmedRecently: boolean;
};

/**
 * The user's own password, asked again before a sensitive change (the server decides: it refuses
 * the change without it unless this session confirmed it in the last few minutes).
 */
export function ConfirmPasswordField({ registration, error, confirmedRecently }: ConfirmPasswordFieldProps) {
  return (
    <Field
      label="Your password"
      required={!confirmedRecently}
      error={error}
      hint={
        confirmedRecently
          ? `You confirmed it in the last ${CONFIRMATION_MINUTES} minutes: you may leave it empty.`
          : `Asked again before this change; not again for ${CONFIRMATION_MINUTES} minutes.`
      }
    >
      <Input type="password" autoComplete="current-password" maxLength={PASSWORD_MAX} {...registration} />
    </Field>
  );
}
