import { answerRepeatMarks, repeatMarksRoute } from '@/lib/repeats/server';
import { defineRoute } from '@/lib/server/app';

// Which items starting in a range are occurrences of a repeating series, with the series' rule in
// words: polled with the schedule and the roster, which mark them, and read by the item drawer.
export const GET = defineRoute<{ organizationId: string }>(repeatMarksRoute, answerRepeatMarks);
