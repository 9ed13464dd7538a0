import type { z } from 'zod';
import { issuesOf } from '@/lib/contract/errors';
import { invalid, type Issue } from '../http/api-error';

// `members` in a create or add-members body: the spec declares one object; the emulator also
// accepts an array of them (docs/decisions/spec-readings.md). The rest of the body is validated by the contract
// schema with `members` taken out, and each member by the contract's member schema, so the
// issues keep their real paths (`members.1.userId`).

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseWithMemberList<B extends z.ZodType, M extends z.ZodType>(
  raw: unknown,
  bodySchema: B,
  memberSchema: M,
  membersRequired: boolean,
): { body: z.output<B>; members: z.output<M>[] } {
  if (!isObject(raw) || !Array.isArray(raw.members)) {
    const parsed = bodySchema.safeParse(raw);
    if (!parsed.success) throw invalid('Invalid request body', issuesOf(parsed.error));
    const single = (parsed.data as { members?: z.output<M> }).members;
    return { body: parsed.data, members: single === undefined ? [] : [single] };
  }
  const list: unknown[] = raw.members;
  const issues: Issue[] = [];
  // With members required, the rest of the body is checked against a stand-in first member.
  const rest = { ...raw, members: membersRequired ? list[0] : undefined };
  const parsedBody = bodySchema.safeParse(rest);
  if (!parsedBody.success) {
    issues.push(...issuesOf(parsedBody.error).filter((issue) => !issue.path.startsWith('members')));
  }
  if (membersRequired && list.length === 0) issues.push({ path: 'members', message: 'At least one member is required' });
  const members: z.output<M>[] = [];
  list.forEach((element, index) => {
    const parsed = memberSchema.safeParse(element);
    if (parsed.success) members.push(parsed.data);
    else issues.push(...issuesOf(parsed.error).map((issue) => ({ path: `members.${index}${issue.path ? `.${issue.path}` : ''}`, message: issue.message })));
  });
  if (issues.length > 0 || !parsedBody.success) throw invalid('Invalid request body', issues);
  return { body: parsedBody.data, members };
}
