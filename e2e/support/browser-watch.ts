import type { BrowserContext, Page, Response, Route } from '@playwright/test';
import { bytesText } from '@/lib/http/gzip-body';
import { emulator } from './emulator';

// Watches what a browser context receives, for the shared fixture in ./test.ts:
// - every HTML, RSC, JSON and JavaScript body, searched for the service's secrets (the tokens the
//   emulator ever issued and the client secret): the token must never leave the server; gzip bodies
//   (a route's JSON compressed once for every reader, lib/http/gzip-body.ts) are inflated first;
// - console errors reporting a Content Security Policy violation.

const SCANNED_TYPES = /text\/html|text\/x-component|application\/json|javascript|application\/gzip/;
// Chromium keeps no copy of the RSC payloads Next streams into the router (navigations and
// prefetches): those are fetched through Playwright instead, and read there before the page gets them.
const RSC_REQUEST = /[?&]_rsc=/;
// A body still streaming when the test ends is skipped (and counted), not waited for forever.
const BODY_WAIT_MS = 5_000;
export const CLIENT_SECRET = 'demo-secret';

type Body = { url: string; text: string } | 'unreadable';

export type WatchReport = { scanned: number; unreadable: number; leaks: string[]; cspViolations: string[] };

async function bodyOf(response: Response): Promise<Body> {
  const timeout = new Promise<'unreadable'>((resolve) => setTimeout(() => resolve('unreadable'), BODY_WAIT_MS).unref());
  // Read as the page's own reads do (bodyText inflates a gzip body).
  const read = response.body().then((bytes) => bytesText(bytes, response.headers()['content-type'] ?? ''));
  const text = read.then((t) => ({ url: response.url(), text: t }), () => 'unreadable' as const);
  return Promise.race([text, timeout]);
}

/** Fetches the request through Playwright, keeps the body, and hands it to the page. */
async function relay(route: Route): Promise<Body> {
  try {
    const response = await route.fetch();
    const text = await response.text();
    await route.fulfill({ response, body: text });
    return { url: route.request().url(), text };
  } catch {
    await route.abort().catch(() => undefined); // the page gave up on it, or the test ended
    return 'unreadable';
  }
}

/** The strings that must never reach a browser. */
export async function serviceSecrets(): Promise<string[]> {
  const { tokens } = await emulator.tokens();
  return [...new Set(['demo-first-token', CLIENT_SECRET, ...tokens.map((t) => t.accessToken)])];
}

export class BrowserWatch {
  private readonly bodies: Promise<Body>[] = [];
  private readonly cspViolations: string[] = [];

  async watch(context: BrowserContext): Promise<void> {
    await context.route(RSC_REQUEST, async (route) => {
      const passed = relay(route);
      this.bodies.push(passed);
      await passed;
    });
    context.on('response', (response) => {
      if (RSC_REQUEST.test(response.url())) return; // read in the route above
      const status = response.status();
      if (status >= 300 && status < 400) return; // redirects have no body
      if (!SCANNED_TYPES.test(response.headers()['content-type'] ?? '')) return;
      this.bodies.push(bodyOf(response));
    });
    const onPage = (page: Page) =>
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) this.cspViolations.push(`${page.url()}: ${message.text()}`);
      });
    context.pages().forEach(onPage);
    context.on('page', onPage);
  }

  get cspViolationCount(): number {
    return this.cspViolations.length;
  }

  /** Waits for the bodies received so far and searches them for the secrets. */
  async report(): Promise<WatchReport> {
    const secrets = await serviceSecrets();
    const bodies = await Promise.all(this.bodies.splice(0));
    const read = bodies.filter((b) => b !== 'unreadable');
    const leaks = read.flatMap((b) => secrets.filter((s) => b.text.includes(s)).map((s) => `${b.url} contains ${s.slice(0, 8)}…`));
    return { scanned: read.length, unreadable: bodies.length - read.length, leaks, cspViolations: this.cspViolations.splice(0) };
  }
}
