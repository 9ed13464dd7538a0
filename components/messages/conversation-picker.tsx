'use client';

import { Badge } from '@/components/ui/badge';
import { cn } from '@/components/ui/cn';
import { CopyId } from '@/components/ui/copy-id';
import type { ConversationView, MessagingCapabilities } from '@/lib/messages/types';
import { byOrganization } from './labels';

/** Saved conversations grouped by organization; everyone conversations are disabled, with the reason, when the token lacks the scope. */
export function ConversationPicker({
  conversations,
  chosen,
  capabilities,
  onToggle,
}: {
  conversations: readonly ConversationView[];
  chosen: ReadonlySet<string>;
  capabilities: MessagingCapabilities;
  onToggle: (id: string, on: boolean) => void;
}) {
  return (
    <div className="space-y-4">
      {byOrganization(conversations).map((group) => (
        <div key={group.organizationId} role="group" aria-label={group.label} className="rounded-lg border border-slate-200">
          <div className="flex items-baseline justify-between gap-2 border-b border-slate-100 bg-slate-50/70 px-3 py-1.5">
            <span className="text-xs font-semibold text-slate-700">{group.label}</span>
            <CopyId id={group.organizationId} name={group.label} />
          </div>
          <ul className="divide-y divide-slate-100">
            {group.conversations.map((c) => {
              const blocked = c.everyone && !capabilities.canMessageEveryone;
              return (
                <li key={c.id} className="flex items-start gap-2 pr-3 hover:bg-slate-50">
                  <label className={cn('flex min-w-0 flex-1 items-start gap-3 py-2 pl-3 text-sm', blocked ? 'cursor-not-allowed' : 'cursor-pointer')}>
                    <input
                      type="checkbox"
                      className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-600"
                      value={c.id}
                      checked={chosen.has(c.id)}
                      disabled={blocked}
                      onChange={(event) => onToggle(c.id, event.target.checked)}
                      aria-describedby={blocked ? `blocked-${c.id}` : undefined}
                    />
                    <span className="min-w-0 flex-1">
                      <span className={cn('flex flex-wrap items-center gap-2', blocked ? 'text-slate-500' : 'text-slate-800')}>
                        {c.name}
                        {c.everyone && <Badge tone={blocked ? 'neutral' : 'info'}>All members</Badge>}
                      </span>
                      {blocked && (
                        <span id={`blocked-${c.id}`} className="mt-0.5 block text-xs text-slate-500">
                          {capabilities.everyoneBlockedReason}
                        </span>
                      )}
                    </span>
                  </label>
                  {/* Outside the label: a click on it copies and leaves the tick alone. */}
                  <CopyId id={c.conversationId} name={c.name} className="mt-1.5" />
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </div>
  );
}
