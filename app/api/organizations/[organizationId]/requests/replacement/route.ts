import { defineActionRoute } from '@/lib/server/app';
import { answerReplacementDefinition, answerReplacementRequest } from '@/lib/staffing/server';

// Answer one replacement request ({itemId, userId, choice, coverUserId?} in the body): find a
// cover, approve a colleague's cover, release, or keep. A POST route beside approve and decline.
export const POST = defineActionRoute(answerReplacementDefinition, answerReplacementRequest);
