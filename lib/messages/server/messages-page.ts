import 'server-only';
import type { ConversationView, MessagingCapabilities, OutboxRowView, TemplateView } from '@/lib/messages/types';
import { hasRole } from '@/lib/identity/roles';
import type { SessionUser } from '@/lib/server/identity/types';
import { listOrganizationEntries } from '@/lib/server/entry-points';
import type { AppServices } from '@/lib/server/access';
import { currentCapabilities } from './capabilities';
import { listConversations } from './conversations';
import { listHistory } from './history';
import { listTemplates } from './templates';
import { isIanaTimeZone } from '@/lib/contract/time-zone';

// The reads of /messages and /messages/setup, as plain values for the pages.

export type MessagesPage = {
  mayCompose: boolean;
  isAdmin: boolean;
  /** Empty unless the user may compose. */
  templates: TemplateView[];
  conversations: ConversationView[];
  history: OutboxRowView[];
  capabilities: MessagingCapabilities;
  /** The zone of each configured organization that has one: the history's times are shown in it. */
  organizationZones: Record<string, string>;
};

export async function readMessagesPage({ db, tokens }: AppServices, user: SessionUser): Promise<MessagesPage> {
  const mayCompose = hasRole(user, 'scheduler');
  const [templates, conversations, history, capabilities, organizations] = await Promise.all([
    mayCompose ? listTemplates(db) : Promise.resolve([]),
    mayCompose ? listConversations(db) : Promise.resolve([]),
    listHistory(db),
    currentCapabilities(tokens),
    listOrganizationEntries(db),
  ]);
  // Only zones the browser can use: a bad one stored by hand would crash the history's clock.
  const organizationZones = Object.fromEntries(organizations.flatMap((o) => (o.timeZone && isIanaTimeZone(o.timeZone) ? [[o.organizationId, o.timeZone]] : [])));
  return { mayCompose, isAdmin: hasRole(user, 'admin'), templates, conversations, history, capabilities, organizationZones };
}

export type MessagingSetupPage = { templates: TemplateView[]; conversations: ConversationView[]; organizations: { organizationId: string; name: string }[] };

export async function readMessagingSetupPage({ db }: AppServices): Promise<MessagingSetupPage> {
  const [templates, conversations, organizations] = await Promise.all([listTemplates(db), listConversations(db), listOrganizationEntries(db)]);
  return { templates, conversations, organizations: organizations.map((o) => ({ organizationId: o.organizationId, name: o.displayName ?? o.organizationId })) };
}
