'use client';

import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { CompanyConfirmNotice, type CompanyConfirm } from './company-confirm-notice';
import { ConfirmPasswordField } from './confirm-password-field';

/** What a page knows about confirming a sensitive change: lately confirmed, and how (company sign-in or password). */
export type Reauth = {
  /** This session confirmed it in the last few minutes: the server will not ask again yet. */
  confirmedRecently: boolean;
  /** Set for an account that signs in with the company: it confirms there, not with a password. */
  company: CompanyConfirm | null;
};

export type ConfirmItIsYouProps = {
  reauth: Reauth;
  /** form.register(CONFIRM_PASSWORD_FIELD) */
  registration: UseFormRegisterReturn;
  error?: string;
  /** The form's own fields. */
  children: ReactNode;
};

/**
 * The fields of a form whose change the server lets through only for a user who proved it is
 * them again (`reauthenticate` in its action's definition): a company account is sent to its
 * provider first (before the fields: going there leaves the page), anyone else types the password
 * last, beside the submit button.
 */
export function ConfirmItIsYou({ reauth, registration, error, children }: ConfirmItIsYouProps) {
  return (
    <>
      {reauth.company && <CompanyConfirmNotice confirm={reauth.company} confirmedRecently={reauth.confirmedRecently} />}
      {children}
      {!reauth.company && <ConfirmPasswordField registration={registration} error={error} confirmedRecently={reauth.confirmedRecently} />}
    </>
  );
}

/** A form's values as its action takes them: the password only when one was typed. */
export function withTypedPassword<V extends { confirmPassword?: string }>({ confirmPassword, ...rest }: V): Omit<V, 'confirmPassword'> | (Omit<V, 'confirmPassword'> & { confirmPassword: string }) {
  return confirmPassword ? { ...rest, confirmPassword } : rest;
}
