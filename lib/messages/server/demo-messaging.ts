import 'server-only';
import { z } from 'zod';
import { int64IdSchema } from '@/lib/contract/ids';
import { TEMPLATE_KEY_PATTERN } from '@/lib/messages/template-schema';
import type { Db } from '@/lib/server/db/types';
import { countConversations, insertConversationsIfAbsent } from './conversations';
import { countTemplates, insertTemplatesIfAbsent } from './templates';
import { errorFields, log } from '@/lib/server/log/logger';

// Demo mode only, like the entry points (lib/entry-points/server/demo-entry-points.ts): the service
// cannot list its card templates or conversations, so the emulator's control endpoint tells which
// it seeded. Each table is filled only while it is empty: an admin's changes are never overwritten.

const seedSchema = z.object({
  templates: z.array(
    z.object({
      id: z.string().trim().min(1).max(100),
      name: z.string().trim().min(1).max(120).optional(),
      keys: z.array(z.object({ key: z.string().regex(TEMPLATE_KEY_PATTERN), label: z.string().trim().min(1).max(80).optional(), required: z.boolean() })).min(1),
    }),
  ),
  conversations: z.array(z.object({ organizationId: int64IdSchema, conversationId: int64IdSchema, name: z.string().trim().min(1).max(120), everyone: z.boolean() })),
});

export type DemoMessagingResult = { templates: number; conversations: number };

/** Fills empty template and conversation tables from the emulator; a failure is logged, never fatal. */
export async function seedDemoMessaging(db: Db, serviceBaseUrl: string, fetchImpl: typeof fetch = fetch): Promise<DemoMessagingResult> {
  const result: DemoMessagingResult = { templates: 0, conversations: 0 };
  try {
    const [templateCount, conversationCount] = await Promise.all([countTemplates(db), countConversations(db)]);
    if (templateCount > 0 && conversationCount > 0) return result;
    const get = () => fetchImpl(`${serviceBaseUrl}/_control/seed`, { signal: AbortSignal.timeout(5_000) });
    // Once more after a network failure: a kept-alive connection the emulator just closed fails
    // the first request on it without the request having been read.
    const response = await get().catch(get);
    if (!response.ok) throw new Error(`GET /_control/seed answered ${response.status}`);
    // Ids in this control answer are strings, so plain JSON parsing keeps them exact.
    const seed = seedSchema.parse(await response.json());
    if (templateCount === 0) {
      result.templates = await insertTemplatesIfAbsent(
        db,
        seed.templates.map((t) => ({
          templateId: t.id,
          displayName: t.name ?? t.id,
          keys: t.keys.map((k) => ({ key: k.key, label: k.label ?? k.key, required: k.required, maxLength: null })),
        })),
      );
    }
    if (conversationCount === 0) result.conversations = await insertConversationsIfAbsent(db, seed.conversations);
  } catch (error) {
    log().warn({ serviceBaseUrl, ...errorFields(error) }, 'demo templates and conversations not loaded');
  }
  return result;
}
