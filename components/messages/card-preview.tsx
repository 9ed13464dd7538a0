import { Badge } from '@/components/ui/badge';
import { MessageIcon } from '@/components/ui/icons';
import type { TemplateKeyView } from '@/lib/messages/types';

// How the card will read in the conversation, drawn from the template's keys: a `title` key is
// the heading, `footer` the small print, long text keys paragraphs, anything else a labelled line.
// The product draws its own cards; this is a faithful summary of the content, not a pixel copy.

const HEADING_KEYS = new Set(['title', 'heading', 'subject']);
const FOOTER_KEYS = new Set(['footer', 'signature']);
const PARAGRAPH_KEYS = new Set(['body', 'summary', 'text', 'message', 'description', 'details']);

export function isLongTextKey(key: Pick<TemplateKeyView, 'key' | 'maxLength'>): boolean {
  return PARAGRAPH_KEYS.has(key.key) || (key.maxLength !== null && key.maxLength > 300);
}

export type CardPreviewProps = {
  templateName: string | null;
  keys: readonly TemplateKeyView[];
  values: Record<string, string | undefined>;
};

export function CardPreview({ templateName, keys, values }: CardPreviewProps) {
  const filled = keys.map((k) => ({ ...k, value: values[k.key]?.trim() ?? '' })).filter((k) => k.value !== '');
  const heading = filled.find((k) => HEADING_KEYS.has(k.key));
  const footer = filled.filter((k) => FOOTER_KEYS.has(k.key));
  const rest = filled.filter((k) => k !== heading && !footer.includes(k));

  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-card" data-testid="card-preview">
      <div className="flex items-center gap-2 border-b border-slate-100 px-4 py-2.5">
        <span className="flex size-6 items-center justify-center rounded-md bg-brand-50 text-brand-600">
          <MessageIcon size={13} />
        </span>
        <span className="text-xs font-medium text-slate-500">Shiftdesk announcement</span>
        {templateName && (
          <Badge tone="accent" className="ml-auto">
            {templateName}
          </Badge>
        )}
      </div>
      <div className="space-y-3 px-4 py-4">
        {filled.length === 0 ? (
          <p className="text-sm text-slate-500 italic">{templateName ? 'Fill in the fields to see the card.' : 'Choose a template to start.'}</p>
        ) : (
          <>
            {heading && <h3 className="text-base leading-snug font-semibold break-words text-slate-900">{heading.value}</h3>}
            {rest.map((k) =>
              isLongTextKey(k) ? (
                <p key={k.key} className="text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-700">
                  {k.value}
                </p>
              ) : (
                <p key={k.key} className="text-sm break-words text-slate-700">
                  <span className="font-medium text-slate-500">{k.label}: </span>
                  {k.value}
                </p>
              ),
            )}
            {footer.map((k) => (
              <p key={k.key} className="border-t border-slate-100 pt-2 text-xs break-words whitespace-pre-wrap text-slate-500">
                {k.value}
              </p>
            ))}
          </>
        )}
      </div>
    </div>
  );
}
