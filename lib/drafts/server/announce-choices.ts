import 'server-only';
import { PUBLISH_CARD_TEMPLATE } from '@/lib/drafts/publish-card';
import { savedConversationsOf, templateIsSetUp } from '@/lib/messages/server';
import type { Db } from '@/lib/server/db/types';

// The conversations a publish may post its one announcement card to (the Publish dialog's choice):
// the organization's saved conversations, once the card template is set up in Messages; none before.
export async function publishAnnounceChoices(db: Db, organizationId: string): Promise<{ id: string; name: string }[]> {
  const [saved, template] = await Promise.all([savedConversationsOf(db, organizationId), templateIsSetUp(db, PUBLISH_CARD_TEMPLATE)]);
  return template ? saved.map((c) => ({ id: c.conversationId, name: c.name })) : [];
}
