'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { signInAction } from '@/lib/auth/actions';
import type { AppErrorShape } from '@/lib/errors';
import { Alert } from '@/components/ui/alert';
import { Button, buttonStyles } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { DemoAccounts } from './demo-accounts';
import { lazyZodResolver } from '@/components/ui/forms/lazy-zod-resolver';
import type { SignInFormValues } from '@/lib/identity/sign-in-schema';

export type SignInFormProps = {
  /** Signs in (the server action, passed in by the page). */
  signIn: typeof signInAction;
  /** Where to go after signing in (already checked to be a local path). */
  next?: string;
  /** Show the demo accounts box (DEMO_MODE=1). */
  demo?: boolean;
  /** Show the email and password form (false when LOCAL_SIGN_IN=0, outside break-glass). */
  passwordForm?: boolean;
  /** The form is open only for the break-glass admin (LOCAL_SIGN_IN=0, /sign-in?break-glass). */
  breakGlass?: boolean;
  /** Company sign-in (OpenID Connect), when configured: the provider's name and the start link. */
  company?: { name: string; href: string } | null;
  /** Why the last company sign-in signed nobody in (from the callback). */
  initialProblem?: string;
};

type FormProblem = Pick<AppErrorShape, 'message' | 'retryable'> & { title?: string; fromCompany?: boolean };

const fieldNames = ['email', 'password'] as const;

const signInResolver = lazyZodResolver<SignInFormValues>(() => import('@/lib/identity/sign-in-schema').then((m) => () => m.signInFormSchema));

export function SignInForm({ signIn, next, demo = false, passwordForm = true, breakGlass = false, company = null, initialProblem }: SignInFormProps) {
  const router = useRouter();
  const [problem, setProblem] = useState<FormProblem | null>(initialProblem ? { message: initialProblem, retryable: false, fromCompany: true } : null);
  const [redirecting, setRedirecting] = useState(false);
  const form = useForm<SignInFormValues>({
    resolver: signInResolver.resolver,
    defaultValues: { email: '', password: '' },
  });
  useEffect(() => signInResolver.preload(), []);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setProblem(null);
    let result: Awaited<ReturnType<typeof signInAction>>;
    try {
      result = await signIn({ email, password, next });
    } catch {
      setProblem({ message: 'Shiftdesk could not be reached. Check your connection and try again.', retryable: true });
      return;
    }
    if (result.ok) {
      setRedirecting(true);
      router.replace(result.data.redirectTo);
      router.refresh();
      return;
    }
    const { fieldErrors, ...error } = result.error;
    let onFields = false;
    for (const name of fieldNames) {
      const message = fieldErrors?.[name]?.[0];
      if (message) {
        form.setError(name, { type: 'server', message }, { shouldFocus: !onFields });
        onFields = true;
      }
    }
    const others = Object.keys(fieldErrors ?? {}).some((k) => !(fieldNames as readonly string[]).includes(k));
    if (!onFields || others) {
      setProblem({
        title: error.kind === 'rate_limited' ? 'Too many attempts' : undefined,
        message: error.message,
        retryable: error.retryable,
      });
    }
  });

  const pick = (email: string, password: string) => {
    form.setValue('email', email, { shouldDirty: true });
    form.setValue('password', password, { shouldDirty: true });
    form.clearErrors();
    setProblem(null);
  };

  const problemAlert = problem && (
    <Alert tone={problem.retryable ? 'warning' : 'danger'} title={problem.title}>
      {problem.message}
    </Alert>
  );

  return (
    <div className="space-y-4">
      <div className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-popover">
        {/* A company sign-in's problem leads the card, above the button that starts it again. */}
        {problem?.fromCompany && problemAlert}
        {/* A plain link: it works before the scripts load, and the provider's page is a navigation anyway. */}
        {company && (
          <a
            href={company.href}
            className={buttonStyles({ variant: passwordForm ? 'secondary' : 'primary', size: 'lg', className: 'h-auto min-h-10 w-full whitespace-normal py-2 text-center' })}
          >
            Sign in with {company.name}
          </a>
        )}
        {company && passwordForm && (
          <div className="flex items-center gap-3 text-xs text-slate-500" aria-hidden>
            <span className="h-px flex-1 bg-slate-200" />
            {breakGlass ? 'emergency admin sign-in' : 'or with a password'}
            <span className="h-px flex-1 bg-slate-200" />
          </div>
        )}
        {passwordForm && (
          // method="post": if the script has not loaded, a submit must not put the password in the URL.
          <form method="post" onSubmit={onSubmit} noValidate className="space-y-4">
            <Field label="Email" error={errors.email?.message}>
              <Input type="email" autoComplete="username" inputMode="email" autoFocus={!company} placeholder="you@company.com" {...form.register('email')} />
            </Field>
            <Field label="Password" error={errors.password?.message}>
              <Input type="password" autoComplete="current-password" {...form.register('password')} />
            </Field>
            {!problem?.fromCompany && problemAlert}
            <Button type="submit" variant="primary" size="lg" className="w-full" loading={isSubmitting || redirecting}>
              Sign in
            </Button>
          </form>
        )}
      </div>
      {demo && passwordForm && !breakGlass && <DemoAccounts onPick={pick} />}
    </div>
  );
}
