'use client';

import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from '@/components/ui/toast';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { connectServiceAction } from '@/lib/settings/actions';
import type { AppErrorShape } from '@/lib/errors';
import { lazyZodResolver } from '@/components/ui/forms/lazy-zod-resolver';
import { CLIENT_ID_MAX, CREDENTIAL_MAX, connectFieldNames, type ConnectKind } from '@/lib/settings/connect-fields';
import type { ConnectFormInput, ConnectFormValues } from '@/lib/settings/connect-schema';
import { variantInfo, type TokenVariantName } from '@/lib/settings/connection-view';
import { formatUtc } from '@/lib/time/format-utc';
import { retryAdvice, splitFieldErrors } from '@/components/ui/forms/form-errors';
import { SegmentedChoice } from './segmented-choice';
import { ConfirmItIsYou, type Reauth } from '@/components/ui/forms/confirm-it-is-you';

export type ConnectFormProps = {
  /** Exchanges and stores what was pasted (the server action, passed in by the page). */
  connect: typeof connectServiceAction;
  /** Whether a client id is stored (then the credential fields may stay empty). */
  hasClientCredentials: boolean;
  /** The renewal variant in use, for the "keep current" choice. */
  currentVariant: TokenVariantName;
  /** How this admin confirms the change (the password, or company sign-in), and whether they did lately. */
  reauth: Reauth;
};

type Problem = { title: string; message: string; advice: string; tone: 'warning' | 'danger' };
type Success = { message: string; partial: boolean };

const kinds = [
  { value: 'code', label: 'Authorization code' },
  { value: 'token', label: 'Access token' },
] as const satisfies readonly { value: ConnectKind; label: string }[];

const connectResolver = lazyZodResolver<ConnectFormInput, ConnectFormValues>(() => import('@/lib/settings/connect-schema').then((m) => () => m.connectFormSchema));

const empty: ConnectFormInput = { kind: 'code', value: '', clientId: '', clientSecret: '', variant: '', confirmPassword: '' };

export function ConnectForm({ connect, hasClientCredentials, currentVariant, reauth }: ConnectFormProps) {
  const [problem, setProblem] = useState<Problem | null>(null);
  const [success, setSuccess] = useState<Success | null>(null);
  const form = useForm<ConnectFormInput, unknown, ConnectFormValues>({
    resolver: connectResolver.resolver,
    defaultValues: empty,
  });
  useEffect(() => connectResolver.preload(), []);
  const { errors, isSubmitting } = form.formState;
  const kind = useWatch({ control: form.control, name: 'kind' }) ?? 'code';
  const isCode = kind === 'code';

  const fail = (error: AppErrorShape) => {
    const { fields, rest } = splitFieldErrors(error.fieldErrors, connectFieldNames);
    fields.forEach(([name, message], i) => form.setError(name, { type: 'server', message }, { shouldFocus: i === 0 }));
    // A refusal on the admin's own password is about them, not about what they pasted.
    const aboutPassword = fields.some(([name]) => name === 'confirmPassword');
    setProblem({
      tone: error.retryable ? 'warning' : 'danger',
      title: aboutPassword
        ? 'Confirm it is you'
        : fields.length === 0
          ? 'Not connected'
          : error.kind === 'invalid_input'
            ? 'Check the highlighted fields'
            : 'The service refused it',
      message: [error.message, ...rest].join(' '),
      advice: aboutPassword
        ? error.retryable
          ? retryAdvice(error)
          : 'Enter your password and connect again.'
        : error.kind === 'unauthorised' && fields.length > 0
          ? form.getValues('kind') === 'code'
            ? 'Get a fresh code and try again.'
            : 'Check the token, or get a new one.'
          : retryAdvice(error, { highlighted: fields.length > 0 }),
    });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    setSuccess(null);
    let result: Awaited<ReturnType<typeof connect>>;
    try {
      // The raw form values: the action parses them with the same schema.
      result = await connect(form.getValues());
    } catch {
      fail({ kind: 'unavailable', message: 'Shiftdesk could not be reached. Check your connection.', retryable: true });
      return;
    }
    if (!result.ok) {
      fail(result.error);
      return;
    }
    const { connection, expiryConfirmed } = result.data;
    const expiry = connection.expiresAt ? `It expires on ${formatUtc(connection.expiresAt)}.` : '';
    const message = expiryConfirmed
      ? `Connected with the ${values.kind === 'code' ? 'authorization code' : 'access token'}. ${expiry}`
      : 'The token was stored, but the service could not confirm its expiry now. Shiftdesk will renew it when the service refuses it.';
    setSuccess({ message, partial: !expiryConfirmed });
    toast.success('Service connected', { description: expiry || undefined });
    form.reset({ ...empty, kind: values.kind });
  });

  return (
    <Card role="region" aria-labelledby="connect-title" className="flex flex-col">
      <CardHeader
        title={<span id="connect-title">Connect with a code or a token</span>}
        description="Replaces the stored token. If the service refuses what you paste, nothing changes."
      />
      <form
        onSubmit={(event) => {
          // A message from the last attempt must not outlive it, even when this one stops in the browser.
          setProblem(null);
          setSuccess(null);
          return onSubmit(event);
        }}
        noValidate
        className="flex flex-1 flex-col"
      >
        <CardBody className="flex-1 space-y-4">
          <ConfirmItIsYou reauth={reauth} registration={form.register('confirmPassword')} error={errors.confirmPassword?.message}>
            <SegmentedChoice
              legend="What are you pasting?"
              options={kinds}
              current={kind}
              {...form.register('kind', {
                onChange: () => {
                  form.clearErrors('value');
                  setProblem(null);
                },
              })}
            />
            <Field
              label={isCode ? 'Authorization code' : 'Access token'}
              required
              error={errors.value?.message}
              hint={
                isCode
                  ? 'A single-use code from the service (valid for a few minutes). It is exchanged at once for a 30-day token.'
                  : 'A still-valid token. It is exchanged once to learn its expiry; the service’s answer replaces it.'
              }
            >
              <Input
                type={isCode ? 'text' : 'password'}
                autoComplete="off"
                spellCheck={false}
                maxLength={CREDENTIAL_MAX + 64}
                className="font-mono"
                {...form.register('value')}
              />
            </Field>
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              <Field
                label="Client id"
                required={!hasClientCredentials}
                error={errors.clientId?.message}
                hint={hasClientCredentials ? 'Leave empty to keep the stored one.' : 'None stored: needed to exchange and renew.'}
              >
                <Input autoComplete="off" spellCheck={false} maxLength={CLIENT_ID_MAX + 64} {...form.register('clientId')} />
              </Field>
              <Field
                label="Client secret"
                error={errors.clientSecret?.message}
                hint={hasClientCredentials ? 'Leave empty to keep the stored one.' : 'Needed with a code, and for the oauth variant.'}
              >
                <Input type="password" autoComplete="new-password" spellCheck={false} maxLength={CREDENTIAL_MAX + 64} {...form.register('clientSecret')} />
              </Field>
            </div>
            <Field label="Renewal variant" error={errors.variant?.message} hint="Which endpoint renews the token from now on.">
              <Select
                options={[
                  { value: '', label: `Keep current: ${variantInfo[currentVariant].label}` },
                  { value: 'connect', label: `connect (variant B) · ${variantInfo.connect.endpoint}` },
                  { value: 'oauth', label: `oauth (variant A) · ${variantInfo.oauth.endpoint}` },
                ]}
                {...form.register('variant')}
              />
            </Field>
          </ConfirmItIsYou>
          {problem && (
            <Alert tone={problem.tone} title={problem.title}>
              <span data-testid="connect-error">{problem.message}</span> {problem.advice}
            </Alert>
          )}
          {success && !problem && (
            <Alert tone={success.partial ? 'warning' : 'success'} title={success.partial ? 'Stored without a confirmed expiry' : 'Service connected'}>
              {success.message}
            </Alert>
          )}
        </CardBody>
        <div className="flex items-center justify-end gap-2 rounded-b-lg border-t border-slate-200 bg-slate-50/70 px-5 py-3">
          <Button type="submit" variant="primary" loading={isSubmitting}>
            Connect
          </Button>
        </div>
      </form>
    </Card>
  );
}
