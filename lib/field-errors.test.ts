import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorBodyReader, issuesOf } from '@/lib/contract/errors';
import { splitFieldErrors } from '@/components/ui/forms/form-errors';
import { fieldErrorsFrom, fieldErrorsOf, FORM_ERROR_KEY } from './field-errors';

// One whole-form key for every source, so a problem with no field lands above the form whether
// the dashboard's own check or the service's 405 found it.

const schema = z.object({ name: z.string().min(1, 'Enter a name') }).refine((v) => v.name !== 'taken', 'That combination is not allowed');

describe('field errors', () => {
  it('a zod failure: fields by dotted path, a whole-input problem under the form key', () => {
    const parsed = schema.safeParse({ name: 'taken' });
    expect(parsed.success).toBe(false);
    expect(fieldErrorsOf(parsed.error!)).toEqual({ [FORM_ERROR_KEY]: ['That combination is not allowed'] });
    const nested = z.object({ members: z.array(z.object({ userId: z.string().regex(/^\d+$/, 'Must be an id') })) }).safeParse({ members: [{ userId: 'x' }] });
    expect(fieldErrorsOf(nested.error!)).toEqual({ 'members.0.userId': ['Must be an id'] });
    expect(fieldErrorsOf(z.object({}).safeParse('not an object').error!)).toHaveProperty(FORM_ERROR_KEY);
  });

  it("the service's 405 body and the check before sending give the same shape and key", () => {
    const body = errorBodyReader.parse({ message: 'Invalid input', issues: [{ path: '', message: 'Overlaps another shift' }, { path: 'end', message: 'Before start' }] });
    const fromService = fieldErrorsFrom(body.issues);
    expect(fromService).toEqual({ [FORM_ERROR_KEY]: ['Overlaps another shift'], end: ['Before start'] });
    const beforeSending = fieldErrorsFrom(issuesOf(schema.safeParse({ name: 'taken' }).error!));
    expect(Object.keys(beforeSending)).toEqual([FORM_ERROR_KEY]);
  });

  it('the form shows field messages next to their fields and the whole-form one above', () => {
    const split = splitFieldErrors({ [FORM_ERROR_KEY]: ['Overlaps another shift'], end: ['Before start'] }, ['start', 'end'] as const);
    expect(split).toEqual({ fields: [['end', 'Before start']], rest: ['Overlaps another shift'] });
  });
});
