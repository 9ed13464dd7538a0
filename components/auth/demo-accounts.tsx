'use client';

/** The demo accounts seeded in demo mode (documented in the README). */
export const demoAccounts = [
  { role: 'Admin', email: 'admin@example.com' },
  { role: 'Scheduler', email: 'scheduler@example.com' },
  { role: 'Viewer', email: 'viewer@example.com' },
] as const;

export const demoPassword = 'shiftdesk-demo';

export type DemoAccountsProps = { onPick: (email: string, password: string) => void };

/** Demo mode only: the seeded accounts, each one click away from the form. */
export function DemoAccounts({ onPick }: DemoAccountsProps) {
  return (
    <section aria-labelledby="demo-accounts-title" className="rounded-lg border border-dashed border-slate-300 bg-white/60 p-4">
      <div className="mb-2.5 flex items-baseline justify-between gap-2">
        <h2 id="demo-accounts-title" className="text-xs font-semibold text-slate-700">
          Demo accounts
        </h2>
        <p className="text-xs text-slate-500">
          password <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-[11px] text-slate-700">{demoPassword}</code>
        </p>
      </div>
      <ul className="space-y-1">
        {demoAccounts.map((account) => (
          <li key={account.email}>
            <button
              type="button"
              onClick={() => onPick(account.email, demoPassword)}
              className="flex w-full items-center justify-between gap-3 rounded-md px-2 py-1.5 text-left text-xs transition-colors hover:bg-slate-100"
            >
              <span className="font-mono text-slate-700">{account.email}</span>
              <span className="text-slate-500">{account.role}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
