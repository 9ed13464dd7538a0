import type { APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import pLimit from 'p-limit';
import { emulator } from '../support/emulator';
import { postServerAction } from '../support/server-actions';
import { E2E_APP_URL } from '../support/servers';
import { argumentsOf, type ActionTarget } from './action-targets';
import { kindsIn } from './garbage';
import { routeSamples, type RouteTarget } from './route-targets';
import type { SeedPool } from './seed-pool';
import { encodeReply, preview } from './wire';

// Sends the generated inputs of one target over HTTP to the built dashboard and counts what came
// back: HTTP 5xx, action results of kind 'unexpected', and the 405s the emulator answered meanwhile
// (an invalid request that got past the dashboard's validation).

export type Tally = { target: string; runs: number; skipped: number; status5xx: number; unexpected: number; emulator405: number; ms: number; statuses: Record<string, number>; examples: string[]; kinds: string[] };

export type FuzzContext = { admin: APIRequestContext; anonymous: APIRequestContext; pool: SeedPool; runs: number; seed: number; concurrency: number };

const MAX_EXAMPLES = 5;

/**
 * Next answers a path ending in "/." with a 308 whose Location repeats the whole query; with a
 * query of ~9 KB that header is more than Node's HTTP client parses. An answer, not a crash:
 * counted apart, not as a failure.
 */
const HEADER_OVERFLOW = 'answer headers too large for the client';
/**
 * Node's server answers a request head over its 16 KB limit with 431 and closes the socket; when
 * the client is still writing a long URL, it sees EPIPE or a reset instead of the 431. A refusal,
 * not a crash: counted apart, and only for inputs that long.
 */
const HEAD_REFUSED = 'request head over the server limit, connection closed';
const SERVER_HEAD_LIMIT = 16 * 1024;

function clientFailure(error: unknown, input: unknown): string {
  const text = String(error);
  if (text.includes('Header overflow')) return HEADER_OVERFLOW;
  if (/EPIPE|ECONNRESET/.test(text) && (JSON.stringify(input)?.length ?? 0) > SERVER_HEAD_LIMIT) return HEAD_REFUSED;
  return `request failed: ${text.split('\n')[0]!.slice(0, 200)}`;
}
const answered = (kind: string | undefined) => kind === HEADER_OVERFLOW || kind === HEAD_REFUSED;

async function tallied(target: string, { inputs, kinds }: Inputs, send: (input: unknown) => Promise<{ status: number; kind?: string }>, ctx: FuzzContext, skipped = 0): Promise<Tally> {
  const tally: Tally = { target, runs: inputs.length, skipped, status5xx: 0, unexpected: 0, emulator405: 0, ms: 0, statuses: {}, examples: [], kinds };
  const started = Date.now();
  const before = (await emulator.stats()).status405;
  const limit = pLimit(ctx.concurrency);
  await Promise.all(
    inputs.map((input) =>
      limit(async () => {
        // One at a time, each call's own 405s are known, so the input that caused them is shown.
        const own405 = ctx.concurrency === 1 ? (await emulator.stats()).status405 : 0;
        const { status, kind } = await send(input).catch((error: unknown) => ({ status: 0, kind: clientFailure(error, input) }));
        const reached405 = ctx.concurrency === 1 && (await emulator.stats()).status405 > own405;
        const label = `${kind ? `${status} ${kind}` : String(status)}${reached405 ? ' (405 upstream)' : ''}`;
        tally.statuses[label] = (tally.statuses[label] ?? 0) + 1;
        const bad = status >= 500 || (status === 0 && !answered(kind)) || kind === 'unexpected' || reached405;
        if (status >= 500 || (status === 0 && !answered(kind))) tally.status5xx++;
        if (kind === 'unexpected') tally.unexpected++;
        if (bad && tally.examples.length < MAX_EXAMPLES) tally.examples.push(`${label} <- ${preview(input)}`);
      }),
    ),
  );
  tally.emulator405 = (await emulator.stats()).status405 - before;
  tally.ms = Date.now() - started;
  return tally;
}

type Inputs = { inputs: unknown[]; kinds: string[] };

/** Draws of a kind looked through for one we may send (a filter would draw forever from a kind with none). */
const KIND_DRAWS = 30;

/**
 * One input of each kind the arbitrary mixes (so a short run still sends every hostile kind), then
 * `runs` drawn from the whole mix; `keep` says what may be sent, and the random draws it refused
 * are counted. A kind with no input `keep` accepts is left out of `kinds` (e.g. a valid offer,
 * which would invite real people).
 */
function kindsThenRuns(arbitrary: fc.Arbitrary<unknown>, ctx: FuzzContext, keep: (input: unknown) => boolean = () => true): Inputs & { skipped: number } {
  const inputs: unknown[] = [];
  const kinds: string[] = [];
  for (const [name, kind] of Object.entries(kindsIn(arbitrary))) {
    const input = fc.sample(kind, { numRuns: KIND_DRAWS, seed: ctx.seed }).find(keep);
    if (input === undefined) continue;
    inputs.push(input);
    kinds.push(name);
  }
  let skipped = 0;
  const kept = (input: unknown) => keep(input) || (skipped++, false);
  return { inputs: [...inputs, ...fc.sample(arbitrary.filter(kept), { numRuns: ctx.runs, seed: ctx.seed })], kinds, skipped };
}

/** Argument lists for one action, the unsafe ones replaced by others (and counted). */
function actionInputs(target: ActionTarget, ctx: FuzzContext): Inputs & { skipped: number } {
  const safe = (args: unknown) => !(Array.isArray(args) && args.length > 0 && (target.unsafe?.(args[0], ctx.pool) ?? false));
  return kindsThenRuns(argumentsOf(target.input(ctx.pool)), ctx, safe);
}

export async function fuzzAction(target: ActionTarget, ctx: FuzzContext): Promise<Tally> {
  const { skipped, ...inputs } = actionInputs(target, ctx);
  const params = target.params?.(ctx.pool);
  const request = target.anonymous ? ctx.anonymous : ctx.admin;
  return tallied(
    target.name,
    inputs,
    async (args) => {
      const call = await postServerAction(request, target.file, target.name, encodeReply(args as unknown[]), { params });
      if (call.result?.ok && target.cleanup) {
        const undo = target.cleanup(call.result.data as Record<string, unknown>);
        if (undo) await postServerAction(ctx.admin, target.file, undo.name, encodeReply([undo.input]), { params });
      }
      return { status: call.status, kind: call.result ? (call.result.ok ? 'ok' : call.result.error?.kind) : undefined };
    },
    ctx,
    skipped,
  );
}

export async function fuzzRoute(target: RouteTarget, ctx: FuzzContext): Promise<Tally> {
  const { body } = target;
  return tallied(
    target.name,
    kindsThenRuns(routeSamples(target, ctx.pool), ctx),
    async (sample) => {
      // A write route gets its body as JSON text (number literals of any length kept), from this
      // site (proxy.ts refuses other origins).
      const [path, data] = sample as [string, unknown];
      const response = body
        ? await ctx.admin.post(path, { data: encodeReply([data]).slice(1, -1), headers: { 'content-type': 'application/json', origin: E2E_APP_URL }, maxRedirects: 0 })
        : await ctx.admin.get(path, { maxRedirects: 0 });
      const kind = response.headers()['content-type']?.includes('json') ? ((await response.json().catch(() => null)) as { error?: { kind?: string } } | null)?.error?.kind : undefined;
      return { status: response.status(), kind };
    },
    ctx,
  );
}
