import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { build } from 'esbuild';
import { fromWire, type ScheduleWire } from '@/lib/schedule/schedule-wire';

// The baseline pages: scripts/bench/baseline-app.tsx bundled for production with esbuild into a
// temp folder, served on loopback with the dashboard's own built stylesheets in a frame of the
// dashboard calendar's size. `url` fetches its items over HTTP, as the dashboard must: the
// dashboard route's answer for the page's range, byte for byte, served as a static file (no server
// work), its download started by a preload in the head and drawn once it has arrived: the limit for
// any page that fetches its data. `embeddedUrl` has the week's items in its HTML (no request at all).

export type BaselineOptions = {
  /** The dashboard route's answer for the page's read range, as it sent it. */
  readBody: Buffer;
  /** The shown week, as the board cuts it. */
  shown: { start: number; end: number };
  date: string;
  timeZone: string;
  /** The dashboard's stylesheet paths (`/_next/static/...`), served from `.next/static`. */
  stylesheets: string[];
  frame: { width: number; height: number };
};

export type BaselinePage = { url: string; embeddedUrl: string; bundleBytes: number; close: () => Promise<void> };

const DATA_PATH = '/bench/read.json';
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2', '.woff': 'font/woff', '.svg': 'image/svg+xml' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

function html(options: BaselineOptions, embedded: boolean): string {
  const { date, timeZone, shown } = options;
  const data = embedded
    ? // The route answers in its wire shape: decoded here as the dashboard decodes it (fromWire).
      { date, timeZone, shown, items: fromWire(JSON.parse(options.readBody.toString()) as ScheduleWire).items.filter((i) => i.end > shown.start && i.start < shown.end) }
    : { date, timeZone, shown, dataUrl: DATA_PATH };
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const preload = embedded ? '' : `<link rel="preload" as="fetch" href="${DATA_PATH}" crossorigin="anonymous">`;
  const links = options.stylesheets.map((href) => `<link rel="stylesheet" href="${href}">`).join('');
  const { width, height } = options.frame;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Baseline</title>${preload}${links}</head><body>
<div id="frame" data-testid="schedule-calendar" class="sd-calendar-frame rounded-lg border border-slate-200 bg-white p-2 shadow-card" style="width:${width}px;height:${height}px"></div>
<script id="bench-data" type="application/json">${json}</script>
<script src="/bench/app.js"></script></body></html>`;
}

export async function startBaselinePage(options: BaselineOptions): Promise<BaselinePage> {
  const dir = mkdtempSync(join(tmpdir(), 'shiftdesk-bench-'));
  const staticRoot = resolve('.next/static');
  try {
    await build({
      entryPoints: [resolve('scripts/bench/baseline-app.tsx')],
      bundle: true,
      minify: true,
      format: 'iife',
      target: 'es2022',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      loader: { '.css': 'empty' },
      outfile: join(dir, 'app.js'),
      logLevel: 'error',
    });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const bundle = readFileSync(join(dir, 'app.js'));
  const pages: Record<string, string> = { '/': html(options, false), '/embedded': html(options, true) };

  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const page = pages[path];
    if (page !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      response.end(page);
    } else if (path === DATA_PATH) {
      // no-store, as the dashboard route answers: every load downloads it again.
      response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
      response.end(options.readBody);
    } else if (path === '/bench/app.js') {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': IMMUTABLE });
      response.end(bundle);
    } else if (path.startsWith('/_next/static/')) {
      const file = normalize(join(staticRoot, path.slice('/_next/static/'.length)));
      try {
        if (!file.startsWith(staticRoot + sep)) throw new Error('outside');
        const body = readFileSync(file);
        response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': IMMUTABLE });
        response.end(body);
      } catch {
        response.writeHead(404).end();
      }
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    embeddedUrl: `http://127.0.0.1:${port}/embedded`,
    bundleBytes: bundle.length,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
