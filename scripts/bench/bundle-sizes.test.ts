import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { formatBundleSizes, measureBundleSizes, targetBytesFor } from './bundle-sizes';

// The bundle-size numbers from a small build output written here: each chunk gzipped on its own,
// summed per route, against the route's budget.

const dir = mkdtempSync(join(tmpdir(), 'bundle-sizes-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function chunk(name: string, text: string): string {
  const path = `.next/static/chunks/${name}`;
  writeFileSync(join(dir, path), text);
  return path;
}

describe('bundle sizes', () => {
  mkdirSync(join(dir, '.next/static/chunks'), { recursive: true });
  mkdirSync(join(dir, '.next/diagnostics'), { recursive: true });
  const shared = chunk('shared.js', 'x'.repeat(5_000));
  const noise = chunk('noise.js', Array.from({ length: 40_000 }, (_, i) => ((i * 7919) % 251).toString(36)).join(''));
  writeFileSync(
    join(dir, '.next/diagnostics/route-bundle-stats.json'),
    JSON.stringify([
      { route: '/sign-in', firstLoadChunkPaths: [shared] },
      { route: '/organizations/[organizationId]/schedule', firstLoadChunkPaths: [shared, noise] },
    ]),
  );

  it('sums each chunk gzipped on its own, per route, and judges it against the route budget', () => {
    const rows = measureBundleSizes(dir);
    const gz = (text: string) => gzipSync(Buffer.from(text)).length;
    expect(rows.map((r) => r.route)).toEqual(['/organizations/[organizationId]/schedule', '/sign-in']);
    const [schedule, signIn] = rows;
    expect(signIn).toMatchObject({ chunks: 1, rawBytes: 5_000, gzipBytes: gz('x'.repeat(5_000)), targetBytes: 180 * 1024, met: true });
    expect(schedule?.chunks).toBe(2);
    expect(schedule?.targetBytes).toBe(targetBytesFor('/organizations/[organizationId]/schedule'));
    expect(schedule?.targetBytes).toBe(300 * 1024);
    expect(formatBundleSizes(rows)).toContain('All 2 routes within target.');
    expect(formatBundleSizes([{ ...signIn!, gzipBytes: 200 * 1024, met: false }])).toMatch(/\/sign-in .*200\.0 KB .*MISSED/);
  });
});
