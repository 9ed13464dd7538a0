import { answerAutoFill, autoFillRoute } from '@/lib/auto-fill/server';
import { defineRoute } from '@/lib/server/app';

// A proposed staffing of a range's open places, with a reason for every line and its score
// (lib/auto-fill; solved in the app's warm worker). Kept, so applying it names its id.
export const GET = defineRoute<{ organizationId: string }>(autoFillRoute, answerAutoFill);
