import 'server-only';
import { z } from 'zod';
import { calendarItemReader } from '@/lib/contract/calendar-item';

// The contract's calendarItemReader refuses a record with no `members` key at all (in zod 4 a
// transformed z.unknown() key is not optional), while DESIGN section 2 says absent members must
// read as none. Until the contract accepts it, absent members are filled in as null first.
export const itemReader = z.preprocess(
  (value) => (value !== null && typeof value === 'object' && !Array.isArray(value) && !('members' in value) ? { ...value, members: null } : value),
  calendarItemReader,
);
