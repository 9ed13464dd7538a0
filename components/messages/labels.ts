import type { ConversationView, OutboxRowView } from '@/lib/messages/types';

/** "Harbour Café" or "Organization 7000…002". */
export function organizationLabel(o: { organizationId: string; organizationName: string | null }): string {
  return o.organizationName ?? `Organization ${o.organizationId}`;
}

/** "Everyone · Harbour Café"; a conversation since removed from the saved ones is said so (its id is behind Copy id). */
export function targetLabel(row: Pick<OutboxRowView, 'conversationName' | 'organizationId' | 'organizationName'>): string {
  const conversation = row.conversationName ?? 'A conversation no longer saved';
  return `${conversation} · ${organizationLabel(row)}`;
}

export function savedConversationLabel(c: ConversationView): string {
  return `${c.name} · ${organizationLabel(c)}`;
}

/** The saved conversations grouped by organization, organizations by name. */
export function byOrganization(conversations: readonly ConversationView[]): { organizationId: string; label: string; conversations: ConversationView[] }[] {
  const groups = new Map<string, { organizationId: string; label: string; conversations: ConversationView[] }>();
  for (const c of conversations) {
    const group = groups.get(c.organizationId) ?? { organizationId: c.organizationId, label: organizationLabel(c), conversations: [] };
    group.conversations.push(c);
    groups.set(c.organizationId, group);
  }
  return [...groups.values()].sort((a, b) => a.label.localeCompare(b.label));
}

/** The first text of a card's content (its title when it has one), for the history. */
export function contentSummary(content: string): string {
  try {
    const values = JSON.parse(content) as Record<string, unknown>;
    const first = typeof values.title === 'string' ? values.title : Object.values(values).find((v) => typeof v === 'string');
    return typeof first === 'string' ? first : '';
  } catch {
    return '';
  }
}
