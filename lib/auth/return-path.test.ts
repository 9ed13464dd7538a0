import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a local path with its query', () => {
    expect(safeReturnPath('/organizations/1/schedule?view=week#x')).toBe('/organizations/1/schedule?view=week#x');
    expect(safeReturnPath('/')).toBe('/');
  });

  it('refuses anything that can leave the site', () => {
    for (const bad of ['//evil.example', '/\\evil.example', '/\t/evil.example', '/\n/evil.example', 'https://evil.example', 'evil', '', undefined, null, '/%09/x'.replace('%09', '\u0009')]) {
      expect(safeReturnPath(bad), String(bad)).toBeUndefined();
    }
  });
});
