'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTransition, type FormEvent } from 'react';
import { Button, buttonStyles } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { auditActionInWords } from '@/lib/audit/action-words';
import { AUDIT_PATH, auditHref, auditOutcomeValues, hasFilters, type AuditView } from '@/lib/audit/search-params';

export type AuditFiltersProps = {
  /** The filters in effect (already checked on the server). */
  view: AuditView;
  /** The distinct actions in the log, for the action list. */
  actions: readonly string[];
};

const outcomeOptions = auditOutcomeValues.map((value) => ({ value, label: value }));

/**
 * A GET form: it works without JavaScript (the browser submits ?action=&actor=&outcome=), and with
 * it the blank fields are left out of the link. Changing a filter starts again from the newest entry.
 * The page gives it a key per view, so the fields show the view again after Clear, Back or a link.
 */
export function AuditFilters({ view, actions }: AuditFiltersProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const actionOptions = (view.action && !actions.includes(view.action) ? [...actions, view.action] : actions).map((a) => ({ value: a, label: auditActionInWords(a) }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (key: string) => {
      const value = data.get(key);
      return typeof value === 'string' ? value : undefined;
    };
    startTransition(() => router.push(auditHref({ action: text('action'), actor: text('actor'), outcome: text('outcome') })));
  };

  return (
    <form
      action={AUDIT_PATH}
      method="get"
      role="search"
      aria-label="Filter the audit log"
      noValidate
      onSubmit={onSubmit}
      className="flex flex-wrap items-end gap-3"
    >
      <Field label="Action" className="w-full sm:w-auto sm:max-w-64 sm:min-w-44 sm:flex-1">
        <Select name="action" defaultValue={view.action ?? ''} placeholder="All actions" options={actionOptions} />
      </Field>
      <Field label="Actor email" className="w-full sm:w-auto sm:max-w-72 sm:min-w-48 sm:flex-1">
        <Input name="actor" type="email" defaultValue={view.actor ?? ''} placeholder="someone@example.com" autoComplete="off" spellCheck={false} />
      </Field>
      <Field label="Outcome" className="w-full sm:w-36">
        <Select name="outcome" defaultValue={view.outcome ?? ''} placeholder="Any outcome" options={outcomeOptions} />
      </Field>
      <div className="flex items-center gap-2">
        <Button type="submit" variant="primary" className="h-9!" loading={pending}>
          Apply
        </Button>
        {hasFilters(view) && (
          <Link href={AUDIT_PATH} className={buttonStyles({ variant: 'ghost', className: 'h-9!' })}>
            Clear
          </Link>
        )}
      </div>
    </form>
  );
}
