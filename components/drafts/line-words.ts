import type { DraftLine } from '@/lib/drafts';

// A draft line in a few words, for the bar's list of changes and a publish's lines not written.
const kindWords: Record<DraftLine['kind'], string> = { create: 'New item', move: 'Move', assign: 'Assignment', unassign: 'Removal', delete: 'Deletion' };

export function lineWords(line: Pick<DraftLine, 'kind' | 'payload' | 'source'>): string {
  const name = line.payload.name ? ` “${line.payload.name}”` : '';
  return `${kindWords[line.kind]}${name}${line.source === 'hand' ? '' : ` (${line.source})`}`;
}
