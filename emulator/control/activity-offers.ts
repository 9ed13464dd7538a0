import type { Hono } from 'hono';
import { z } from 'zod';
import { afterMemberChange } from '../domain/item-status';
import { userMemberOf } from '../domain/member-ops';
import { ApiError, invalid } from '../http/api-error';
import type { EmulatorEnv } from '../http/env';
import { nextStamp, type EmulatorState } from '../state/emulator-state';
import { createRandom } from '../state/random';
import type { CalendarItem } from '../state/types';
import { controlBody } from './control-input';

// The activity simulator's workers answering invitations (an offer puts them on a shift as
// PENDING_RESPONSE): with the switch on, each invitation older than `delayMs` is accepted or
// declined (`acceptShare` of them accepted, from a seeded random, so runs repeat); and a control
// call makes one person answer now, as their phone would. Off by default.

export type InvitationAnswer = 'ACCEPTED' | 'DECLINED';
export type AnsweredInvitation = { itemId: string; userId: string; answer: InvitationAnswer; at: number };

/** A person on `item` with PENDING_RESPONSE answers it; anything else is refused as the service's rules would. */
export function answerInvitation(state: EmulatorState, item: CalendarItem, userId: string, answer: InvitationAnswer): AnsweredInvitation {
  const member = userMemberOf(item, userId);
  if (!member) throw new ApiError(404, `User ${userId} is not on calendar item ${item.id}`);
  if (member.status !== 'PENDING_RESPONSE') {
    throw invalid('not invited', [{ path: 'userId', message: `The member is ${member.status}; only an invitation (PENDING_RESPONSE) is answered` }]);
  }
  member.status = answer;
  // Answers on one item are distinct moments, as on a real clock: never the same stamp as an earlier one.
  member.updatedAt = Math.max(state.now(), ...item.members.map((m) => m.updatedAt + 1));
  afterMemberChange(item);
  item.updatedAt = nextStamp(state, item.updatedAt);
  state.version += 1;
  return { itemId: item.id, userId, answer, at: member.updatedAt };
}

export class OfferAnswerer {
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly rng = createRandom(0x0ffe5);
  delayMs = 5_000;
  acceptShare = 0.5;
  readonly recent: AnsweredInvitation[] = [];

  constructor(private readonly state: EmulatorState) {}

  get enabled(): boolean {
    return this.timer !== undefined;
  }

  /** Answers every shift invitation waiting at least `delayMs`; returns what was answered. */
  tick(): AnsweredInvitation[] {
    const now = this.state.now();
    const answered: AnsweredInvitation[] = [];
    for (const item of this.state.calendar.all()) {
      if (item.deleted || item.type !== 'MULTI_ASSIGNEE_SHIFT') continue;
      for (const member of item.members) {
        if (member.type !== 'USER' || !member.userId || member.status !== 'PENDING_RESPONSE' || now - member.updatedAt < this.delayMs) continue;
        answered.push(answerInvitation(this.state, item, member.userId, this.rng.chance(this.acceptShare) ? 'ACCEPTED' : 'DECLINED'));
      }
    }
    this.recent.push(...answered);
    this.recent.splice(0, Math.max(0, this.recent.length - 50));
    return answered;
  }

  set(enabled: boolean, options: { delayMs?: number; acceptShare?: number } = {}): void {
    if (options.delayMs !== undefined) this.delayMs = options.delayMs;
    if (options.acceptShare !== undefined) this.acceptShare = options.acceptShare;
    this.stop();
    if (enabled) {
      // Looks a few times per delay, so an answer comes at most a quarter of the delay late.
      this.timer = setInterval(() => this.tick(), Math.max(50, Math.min(1_000, this.delayMs / 4)));
      this.timer.unref();
    }
  }

  stop(): void {
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
  }
}

const switchSchema = z.object({ enabled: z.boolean(), delayMs: z.number().int().min(0).max(86_400_000).optional(), acceptShare: z.number().min(0).max(1).optional() });
const answerSchema = z.object({ userId: z.string().regex(/^\d{1,19}$/), answer: z.enum(['ACCEPTED', 'DECLINED']).default('ACCEPTED') });

export function registerOfferAnswerRoutes(app: Hono<EmulatorEnv>, state: EmulatorState, answerer: OfferAnswerer): void {
  const settings = () => ({ enabled: answerer.enabled, delayMs: answerer.delayMs, acceptShare: answerer.acceptShare });
  app.get('/_control/activity/offers', (c) => c.json({ ...settings(), recent: answerer.recent }));
  app.post('/_control/activity/offers', async (c) => {
    const body = await controlBody(c, switchSchema);
    answerer.set(body.enabled, body);
    return c.json(settings());
  });
  // One pass now, whatever the timer: a test needs no waiting.
  app.post('/_control/activity/offers/tick', (c) => c.json({ answered: answerer.tick() }));
  app.post('/_control/calendar-items/:id/answer', async (c) => {
    const item = state.calendar.get(c.req.param('id'));
    if (!item || item.deleted) throw new ApiError(404, `Calendar item ${c.req.param('id')} not found`);
    const { userId, answer } = await controlBody(c, answerSchema);
    return c.json(answerInvitation(state, item, userId, answer));
  });
}
