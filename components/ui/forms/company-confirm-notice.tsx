import { buttonStyles } from '@/components/ui/button';
import { CONFIRMATION_MINUTES } from '@/lib/identity/confirm-password';

export type CompanyConfirm = { href: string; providerName: string };

/**
 * For an account that signs in with the company (no password here): a sensitive change asks for a
 * fresh company sign-in instead of the password. Shown before the form's fields, since going to
 * the provider leaves the page and would drop anything typed.
 */
export function CompanyConfirmNotice({ confirm, confirmedRecently }: { confirm: CompanyConfirm; confirmedRecently: boolean }) {
  if (confirmedRecently) {
    return <p className="text-sm text-slate-600">You confirmed it is you with {confirm.providerName} in the last {CONFIRMATION_MINUTES} minutes.</p>;
  }
  return (
    <div className="space-y-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200" data-testid="company-confirm">
      <p>This change asks you to sign in with {confirm.providerName} again first. Do it before filling in this form: it leaves this page.</p>
      <a className={buttonStyles({ variant: 'secondary', size: 'sm' })} href={confirm.href}>
        Confirm with {confirm.providerName}
      </a>
    </div>
  );
}
