import type { BrowserContext, Page, Response } from '@playwright/test';
import { bytesText } from '@/lib/http/gzip-body';
import { emulator } from './emulator';

// Watches what a browser context receives, for the shared fixture in ./test.ts:
// - every HTML, RSC, JSON and JavaScript body, searched for the service's secrets (the tokens the
//   emulator ever issued and the client secret): the token must never leave the server; gzip bodies
//   (a route's JSON compressed once for every reader, lib/http/gzip-body.ts) are inflated first;
// - console errors reporting a Content Security Policy violation.

const SCANNED_TYPES = /text\/html|text\/x-component|application\/json|javascript|application\/gzip/;
// Chromium keeps no copy of the RSC payloads Next streams into the router (navigations and
// prefetches): those are paused once received (DevTools' Fetch domain) and read before the page gets them.
const RSC_REQUEST = /[?&]_rsc=/;
const RSC_URL_PATTERN = '*_rsc=*';
// A body still streaming when the test ends is skipped (and counted), not waited for forever.
const BODY_WAIT_MS = 5_000;
// Built assets never change under their hashed address, and a secret issued while the tests run
// cannot be in a file built before them: each is read once per worker, not on every page load.
const BUILT_ASSET = /\/_next\/static\//;
const builtAssetsRead = new Set<string>();
export const CLIENT_SECRET = 'demo-secret';

type Body = { url: string; text: string } | 'unreadable';

export type WatchReport = { scanned: number; unreadable: number; leaks: string[]; cspViolations: string[] };

function withinBodyWait(body: Promise<Body>): Promise<Body> {
  const timeout = new Promise<'unreadable'>((resolve) => setTimeout(() => resolve('unreadable'), BODY_WAIT_MS).unref());
  return Promise.race([body, timeout]);
}

async function bodyOf(response: Response): Promise<Body> {
  // Read as the page's own reads do (bodyText inflates a gzip body).
  const read = response.body().then((bytes) => bytesText(bytes, response.headers()['content-type'] ?? ''));
  return withinBodyWait(read.then((t) => ({ url: response.url(), text: t }), () => 'unreadable' as const));
}

type Paused = { requestId: string; request: { url: string }; responseStatusCode?: number };

/**
 * Pauses the page's RSC responses (only those: a Playwright route would pause every request) once
 * they arrived, keeps the body, and lets the page have it.
 */
async function watchRscOf(page: Page, bodies: Promise<Body>[]): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Fetch.requestPaused', (paused: Paused) => {
    const go = () => cdp.send('Fetch.continueRequest', { requestId: paused.requestId }).catch(() => undefined); // the page is gone
    const status = paused.responseStatusCode ?? 0;
    if (status >= 300 && status < 400) return void go(); // a redirect has no body
    const read = cdp.send('Fetch.getResponseBody', { requestId: paused.requestId }).then(
      (r): Body => ({ url: paused.request.url, text: r.base64Encoded ? Buffer.from(r.body, 'base64').toString('utf8') : r.body }),
      (): Body => 'unreadable', // cancelled: the page went elsewhere before it arrived
    );
    bodies.push(withinBodyWait(read));
    void read.finally(go);
  });
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: RSC_URL_PATTERN, requestStage: 'Response' }] });
}

/** The strings that must never reach a browser. */
export async function serviceSecrets(): Promise<string[]> {
  const { tokens } = await emulator.tokens();
  return [...new Set(['demo-first-token', CLIENT_SECRET, ...tokens.map((t) => t.accessToken)])];
}

export class BrowserWatch {
  private readonly bodies: Promise<Body>[] = [];
  private readonly cspViolations: string[] = [];
  private readonly pages = new WeakMap<Page, Promise<void>>();

  async watch(context: BrowserContext): Promise<void> {
    context.on('response', (response) => {
      if (RSC_REQUEST.test(response.url())) return; // read when paused (watchRscOf)
      const status = response.status();
      if (status >= 300 && status < 400) return; // redirects have no body
      if (!SCANNED_TYPES.test(response.headers()['content-type'] ?? '')) return;
      if (BUILT_ASSET.test(response.url())) {
        if (builtAssetsRead.has(response.url())) return;
        builtAssetsRead.add(response.url());
      }
      this.bodies.push(bodyOf(response));
    });
    context.on('page', (page) => void this.watchPage(page).catch(() => undefined)); // a page closed at once
    await Promise.all(context.pages().map((page) => this.watchPage(page)));
  }

  /** Watches one page (once, however often asked): awaited by the `page` fixture before the test runs. */
  watchPage(page: Page): Promise<void> {
    let watched = this.pages.get(page);
    if (!watched) {
      page.on('console', (message) => {
        if (message.type() === 'error' && message.text().includes('Content Security Policy')) this.cspViolations.push(`${page.url()}: ${message.text()}`);
      });
      watched = watchRscOf(page, this.bodies);
      this.pages.set(page, watched);
    }
    return watched;
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
