'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { OfferDialog, type OfferActions, type OfferTarget } from '@/components/offers';
import { IntentLink } from '@/components/ui/intent-link';
import { Alert } from '@/components/ui/alert';
import { Card, CardHeader } from '@/components/ui/card';
import { cn } from '@/components/ui/cn';
import type { TodayLine, TodayOrganization, TodayView } from '@/lib/today';
import { todayOptions } from '@/lib/today/queries';
import { TodayLineRow } from './today-line';

/**
 * Today: per organization, what needs the manager (counted at the top) and who is on. Polled like
 * the schedule; `organizationId` narrows it to one organization (?organization=). `offerActions`
 * (schedulers and admins): each uncovered shift gets "Offer", which opens the drawer's offer form.
 */
export function TodayBoard({ initial, organizationId, offerActions }: { initial: TodayView; organizationId: string | null; offerActions?: OfferActions }) {
  const { data } = useQuery(todayOptions(initial));
  const queryClient = useQueryClient();
  const [offering, setOffering] = useState<OfferTarget | null>(null);
  // Offered only from "Nobody holds these shifts": lines built from exactly the live shifts nobody
  // holds (lib/today/today-sections.ts), which notOfferable accepts; the server's start judges again.
  const offer = offerActions && ((organization: string, line: TodayLine) => setOffering({ organizationId: organization, itemId: line.key, title: line.text, refusal: null }));
  const view = data ?? initial;
  const shown = view.organizations.filter((o) => !organizationId || o.id === organizationId);
  const total = shown.reduce((sum, o) => sum + o.needsYou, 0);
  return (
    <section aria-labelledby="today-title" className="space-y-4">
      <div className="flex flex-wrap items-baseline gap-x-4 gap-y-2">
        <h2 id="today-title" className="text-lg font-semibold text-slate-900">
          Needs you
        </h2>
        <nav aria-label="Today by organization">
          <ul className="flex flex-wrap gap-2 text-sm">
            <li>
              <IntentLink href="/" aria-current={organizationId ? undefined : 'page'} className={cn('rounded-full border px-3 py-1', !organizationId ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700 hover:bg-slate-50')}>
                All <span data-testid="today-count-all">{view.organizations.reduce((sum, o) => sum + o.needsYou, 0)}</span>
              </IntentLink>
            </li>
            {view.organizations.map((o) => (
              <li key={o.id}>
                <IntentLink
                  href={`/?organization=${o.id}`}
                  aria-current={organizationId === o.id ? 'page' : undefined}
                  className={cn('rounded-full border px-3 py-1', organizationId === o.id ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700 hover:bg-slate-50')}
                >
                  {o.name} <span data-testid={`today-count-${o.id}`}>{o.needsYou}</span>
                </IntentLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      {total === 0 && <p className="rounded-md border border-slate-200 bg-white px-5 py-4 text-sm text-slate-700">Nothing needs you.</p>}
      {shown.map((o) => (
        <OrganizationToday key={o.id} today={o} onOffer={offer && ((line) => offer(o.id, line))} />
      ))}
      {offerActions && <OfferDialog target={offering} actions={offerActions} onClose={() => setOffering(null)} onChanged={() => void queryClient.invalidateQueries({ queryKey: todayOptions().queryKey })} />}
    </section>
  );
}

function OrganizationToday({ today, onOffer }: { today: TodayOrganization; onOffer?: (line: TodayLine) => void }) {
  const attention = today.sections.filter((s) => s.needsYou && s.lines.length > 0);
  const info = today.sections.filter((s) => !s.needsYou);
  return (
    <Card data-today-organization={today.id}>
      <CardHeader title={today.name} description={`${today.needsYou === 0 ? 'Nothing needs you' : `${today.needsYou} to look at`} · times in ${today.timeZone}`} />
      {today.problem && (
        <div className="px-5 pb-3">
          <Alert tone="warning" title="Not up to date">
            {today.problem}
          </Alert>
        </div>
      )}
      {[...attention, ...info].map((section) => (
        <div key={section.kind} className="border-t border-slate-100" data-today-section={section.kind}>
          <h3 className="px-5 pt-3 text-sm font-semibold text-slate-900">
            {section.title} <span className="font-normal text-slate-500">({section.lines.length})</span>
          </h3>
          {section.lines.length === 0 ? (
            <p className="px-5 pb-3 text-sm text-slate-500">None.</p>
          ) : (
            <ul className="divide-y divide-slate-50 pb-1">
              {section.lines.map((line) => (
                <TodayLineRow
                  key={line.key}
                  id={`today-${today.id}-${section.kind}-${line.key.replace(':', '-')}`}
                  line={line}
                  timeZone={today.timeZone}
                  // An uncovered line's key is its shift's id.
                  onOffer={section.kind === 'uncovered' && onOffer ? () => onOffer(line) : undefined}
                />
              ))}
            </ul>
          )}
        </div>
      ))}
    </Card>
  );
}
