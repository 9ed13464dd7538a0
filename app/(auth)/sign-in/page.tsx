import type { Metadata } from 'next';
import { SignInForm } from '@/components/auth';
import { signInAction } from '@/lib/auth/actions';
import { oidcErrorMessage } from '@/lib/auth';
import { serverEnv } from '@/lib/env';
import { OIDC_START_PATH } from '@/lib/auth/server';
import { LogoMark } from '@/components/ui/logo-mark';
import { safeReturnPath } from '@/lib/security/return-path';

export const metadata: Metadata = { title: 'Sign in' };

export default async function SignInPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const params = await searchParams;
  // Checked here and again by the action: the form only carries it.
  const next = safeReturnPath(Array.isArray(params.next) ? params.next[0] : params.next);
  const demo = process.env.DEMO_MODE === '1';
  const env = serverEnv();
  // With LOCAL_SIGN_IN=0 the form is shown only at /sign-in?break-glass, and only when an operator
  // named a break-glass admin; the server refuses every other password anyway.
  const breakGlass = !env.LOCAL_SIGN_IN && !!env.BREAK_GLASS_ADMIN_EMAIL && params['break-glass'] !== undefined;
  const passwordForm = env.LOCAL_SIGN_IN || breakGlass;
  const company = env.oidc ? { name: env.oidc.providerName, href: `${OIDC_START_PATH}${next ? `?${new URLSearchParams({ next })}` : ''}` } : null;
  const error = oidcErrorMessage(typeof params.error === 'string' ? params.error : undefined);

  return (
    <main className="relative flex min-h-screen flex-col items-center justify-center overflow-hidden bg-slate-50 px-4 py-16">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-x-0 top-0 h-96 bg-[radial-gradient(60%_100%_at_50%_0%,var(--color-brand-100),transparent)] opacity-70"
      />
      <div className="relative w-full max-w-[400px]">
        <div className="mb-7 flex flex-col items-center text-center">
          <LogoMark size={40} />
          <h1 className="mt-5 text-xl font-semibold tracking-tight text-slate-900">Sign in to Shiftdesk</h1>
          <p className="mt-1.5 text-sm text-slate-500">Schedules, requests and announcements.</p>
        </div>
        <SignInForm signIn={signInAction} next={next} demo={demo} passwordForm={passwordForm} breakGlass={breakGlass} company={company} initialProblem={error} />
        <p className="mt-6 text-center text-xs text-slate-500">Accounts are managed by your Shiftdesk administrator.</p>
      </div>
    </main>
  );
}
