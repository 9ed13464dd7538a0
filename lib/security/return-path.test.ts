import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

// Values as the sign-in page receives them (already decoded once from ?next=), from the known
// open-redirect bypass lists: each would take a browser to another site if let through.
const bypasses = [
  '//evil.example',
  '///evil.example',
  '////evil.example',
  '/\\evil.example',
  '\\/\\/evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/%0D/evil.example',
  '/%5c/evil.example',
  '/%5C%5Cevil.example',
  '/%2509/evil.example',
  '/%250a/evil.example',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  '/.//evil.example',
  '/a/..//evil.example',
  '/%2e//evil.example',
  'https://evil.example',
  'http://evil.example/',
  'http:evil.example',
  'https:/evil.example',
  '//evil.example/%2F..',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  '',
  ' /organizations',
  `/${'a'.repeat(2000)}`,
  // As typed in the address bar in e2e/return-path.spec.ts before only two of them kept a browser sign-in there.
  '/%0d/evil.example',
  '/%5Cevil.example',
  '%2F%2Fevil.example',
];

describe('safeReturnPath', () => {
  it.each(bypasses)('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });

  it('refuses nothing given', () => {
    expect(safeReturnPath(undefined)).toBeUndefined();
  });

  it('keeps paths on this site, with their query and fragment', () => {
    expect(safeReturnPath('/')).toBe('/');
    expect(safeReturnPath('/organizations/42/schedule?view=week&date=2026-03-02&tz=Europe%2FParis')).toBe(
      '/organizations/42/schedule?view=week&date=2026-03-02&tz=Europe%2FParis',
    );
    expect(safeReturnPath('/audit?q=100%25#top')).toBe('/audit?q=100%25#top');
    expect(safeReturnPath('/messages?to=//not-a-host')).toBe('/messages?to=//not-a-host');
  });

  it('returns the path as the browser would resolve it', () => {
    expect(safeReturnPath('/settings/../messages')).toBe('/messages');
    expect(safeReturnPath('/a b')).toBe('/a%20b');
  });
});
