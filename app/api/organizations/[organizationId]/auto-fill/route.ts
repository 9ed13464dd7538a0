import { answerAutoFill, autoFillRoute } from '@/lib/auto-fill/server';
import { publishedUntilOf } from '@/lib/drafts/server';
import { defineRoute } from '@/lib/server/app';

// A proposed staffing of a range's open places, with a reason for every line and its score
// (lib/auto-fill; solved in the app's warm worker). Kept, so applying it names its id. Weeks
// published (drafts' date) are never re-planned.
export const GET = defineRoute<{ organizationId: string }>(autoFillRoute, answerAutoFill(publishedUntilOf));
