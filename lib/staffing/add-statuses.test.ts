import { describe, expect, it } from 'vitest';
import { packagesReachedFrom } from '@/test/support/static-imports';

// The phone number metadata (libphonenumber-js, about 190 KB of script) is for the assignment
// form's invites: the roster and the history's Undo use the add statuses, and must not load it.

describe('the add statuses', () => {
  it.each(['lib/roster/roster-drop.ts', 'lib/history/undo-plan.ts'])('%s reaches no phone number metadata', (file) => {
    expect([...packagesReachedFrom(file)].filter((p) => p.startsWith('libphonenumber-js'))).toEqual([]);
  });

  it('the assignment form still checks phone numbers with it', () => {
    expect([...packagesReachedFrom('components/staffing/assignment-form.ts')]).toContain('libphonenumber-js/max');
  });
});
