import { describe, expect, it } from 'vitest';
import { INT64_ID_MESSAGE } from '@/lib/contract/ids';
import { enterpriseFormSchema, organizationFormSchema, removeOrganizationSchema, saveEnterpriseSchema } from '@/lib/entry-points';

const firstMessages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('entry-point form schemas', () => {
  it('keeps int64 ids as exact strings, trimmed', () => {
    const parsed = enterpriseFormSchema.parse({ enterpriseId: ' 9223372036854775807 ', displayName: ' Acme ' });
    expect(parsed).toEqual({ enterpriseId: '9223372036854775807', displayName: 'Acme' });
  });

  it('refuses ids that are not int64: letters, too long, beyond the maximum, negative, blank', () => {
    for (const bad of ['abc', '99999999999999999999', '9223372036854775808', '-1', '1.5', '1e3']) {
      expect(firstMessages(enterpriseFormSchema.safeParse({ enterpriseId: bad, displayName: 'X' }))).toEqual({ enterpriseId: INT64_ID_MESSAGE });
    }
    expect(firstMessages(enterpriseFormSchema.safeParse({ enterpriseId: '  ', displayName: 'X' }))).toEqual({ enterpriseId: 'Enter the enterprise id.' });
  });

  it('requires a display name of at most 120 characters', () => {
    expect(firstMessages(enterpriseFormSchema.safeParse({ enterpriseId: '1', displayName: '   ' }))).toEqual({ displayName: 'Enter a display name.' });
    expect(firstMessages(enterpriseFormSchema.safeParse({ enterpriseId: '1', displayName: 'x'.repeat(121) }))).toEqual({ displayName: 'At most 120 characters.' });
  });

  it('reads an organization: blank enterprise means not linked; the zone must be IANA; no threshold typed is none', () => {
    expect(organizationFormSchema.parse({ organizationId: '7000000000000000002', enterpriseId: '', displayName: 'Harbour', timeZone: 'Europe/London' })).toEqual({
      organizationId: '7000000000000000002',
      enterpriseId: null,
      displayName: 'Harbour',
      timeZone: 'Europe/London',
      weeklyHoursThreshold: null,
      minRestHours: null,
      maxShiftHours: null,
      maxDayHours: null,
      maxConsecutiveDays: null,
      maxShiftsPerDay: null,
    });
    expect(organizationFormSchema.parse({ organizationId: '5', enterpriseId: '7000000000000000001', displayName: 'N', timeZone: 'UTC' }).enterpriseId).toBe(
      '7000000000000000001',
    );
    const bad = firstMessages(organizationFormSchema.safeParse({ organizationId: '5', enterpriseId: 'x', displayName: 'N', timeZone: 'Mars/Olympus' }));
    expect(bad).toEqual({ enterpriseId: INT64_ID_MESSAGE, timeZone: 'Must be an IANA time zone such as Europe/Paris' });
    expect(firstMessages(organizationFormSchema.safeParse({ organizationId: '5', displayName: 'N', timeZone: '+02:00' })).timeZone).toMatch(/IANA/);
    expect(firstMessages(organizationFormSchema.safeParse({ organizationId: '5', displayName: 'N', timeZone: '' }))).toEqual({ timeZone: 'Choose a time zone.' });
  });

  it('action inputs carry the mode; removals only an id', () => {
    expect(saveEnterpriseSchema.safeParse({ enterpriseId: '1', displayName: 'A', mode: 'upsert' }).success).toBe(false);
    expect(saveEnterpriseSchema.parse({ enterpriseId: '1', displayName: 'A', mode: 'create' }).mode).toBe('create');
    expect(removeOrganizationSchema.safeParse({ organizationId: '99999999999999999999' }).success).toBe(false);
  });
});
