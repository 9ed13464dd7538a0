'use client';

import { cardContentOf } from '@/lib/messages/card-content';
import type { TemplateView } from '@/lib/messages/types';
import { CardPreview } from './card-preview';

/** The card as it will look, and the exact content string the service receives. */
export function MessagePreview({ template, values }: { template: TemplateView | undefined; values: Record<string, string> }) {
  return (
    <div className="space-y-3 xl:sticky xl:top-20 xl:col-span-2">
      <h2 className="text-xs font-semibold tracking-wider text-slate-500 uppercase">Preview</h2>
      <CardPreview templateName={template?.displayName ?? null} keys={template?.keys ?? []} values={values} />
      {template && (
        <details className="text-xs text-slate-500">
          <summary className="cursor-pointer select-none hover:text-slate-700">Content sent to the service</summary>
          <pre className="mt-2 overflow-x-auto rounded-md bg-slate-50 p-3 font-mono text-[11px] whitespace-pre-wrap text-slate-700" data-testid="content-json">
            {cardContentOf(template, values)}
          </pre>
        </details>
      )}
    </div>
  );
}
