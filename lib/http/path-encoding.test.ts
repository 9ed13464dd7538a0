import { describe, expect, it } from 'vitest';
import { isDecodablePath } from './path-encoding';

describe('isDecodablePath', () => {
  it('accepts plain paths and well-formed escapes, including non-ASCII UTF-8', () => {
    expect(isDecodablePath('/api/assets/7000000000000000002')).toBe(true);
    expect(isDecodablePath('/api/assets/%E2%80%8B%20x')).toBe(true);
    expect(isDecodablePath('/organizations/%F0%9F%91%A9/schedule')).toBe(true);
  });

  it('refuses malformed escapes and bytes that are not UTF-8 (what made Next answer 500)', () => {
    for (const path of ['/api/assets/%zz', '/api/assets/%', '/api/calendar-items/%ED%B6%BA', '/api/assets/%FF%FE', '/organizations/%E2%80/schedule']) {
      expect(isDecodablePath(path), path).toBe(false);
    }
  });
});
