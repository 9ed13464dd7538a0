import type { Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { EmulatorEnv } from '../http/env';
import { controlBody } from './control-input';

// Holds the answers to chosen interface requests until a test releases them, so a test can see
// exactly what a page shows while it waits, on any machine (a fixed latency is a race: a slow
// machine may not have drawn the waiting state yet, a fast one may be done before it looks).
//   POST /_control/hold {method?, path (regex)}  hold matching requests from now on
//   GET  /_control/hold                          {rules, waiting: [{method, path}]}
//   POST /_control/hold/release                  stop holding and let every waiting request through
// A reset releases everything too.

const holdSchema = z.object({ method: z.string().default('*'), path: z.string().min(1) });
type Rule = z.infer<typeof holdSchema>;

export type AnswerHold = { middleware: MiddlewareHandler<EmulatorEnv>; register: (app: Hono<EmulatorEnv>) => void; releaseAll: () => void };

export function createAnswerHold(): AnswerHold {
  let rules: Rule[] = [];
  const waiting: { method: string; path: string; release: () => void }[] = [];

  const matches = (method: string, path: string) => rules.some((r) => (r.method === '*' || r.method.toUpperCase() === method) && new RegExp(r.path).test(path));

  function releaseAll(): void {
    rules = [];
    for (const request of waiting.splice(0)) request.release();
  }

  const middleware: MiddlewareHandler<EmulatorEnv> = async (c, next) => {
    if (matches(c.req.method, c.req.path)) {
      await new Promise<void>((release) => waiting.push({ method: c.req.method, path: c.req.path, release }));
    }
    await next();
  };

  function register(app: Hono<EmulatorEnv>): void {
    app.post('/_control/hold', async (c) => {
      rules.push(await controlBody(c, holdSchema));
      return c.json({ rules });
    });
    app.get('/_control/hold', (c) => c.json({ rules, waiting: waiting.map(({ method, path }) => ({ method, path })) }));
    app.post('/_control/hold/release', (c) => {
      const released = waiting.length;
      releaseAll();
      return c.json({ released });
    });
  }

  return { middleware, register, releaseAll };
}
