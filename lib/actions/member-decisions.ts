'use server';

import { defineAction } from '@/lib/server/access';
import { memberDecisionAction } from '@/lib/server/members/decision-action';

// Answers to requests (asked to join, asked for cover): validate -> authorise (scheduler) -> read
// the member -> write only if still pending -> audit every attempt (member.approved,
// member.declined) with before and after -> typed result. "No longer pending" is a result, not an
// error: the inbox shows it on the row.

const approveParts = memberDecisionAction('ACCEPTED');
const declineParts = memberDecisionAction('DECLINED');
const approve = defineAction(approveParts.def, approveParts.handler);
const decline = defineAction(declineParts.def, declineParts.handler);

export async function approveMemberAction(raw: unknown) {
  return approve(raw);
}
export async function declineMemberAction(raw: unknown) {
  return decline(raw);
}
