import { answerHeldPositions, heldPositionsRoute } from '@/lib/positions/server';
import { defineRoute } from '@/lib/server/app';

// The positions a person's shifts over the last 8 weeks required, for their positions dialog's suggestions.
export const GET = defineRoute<{ organizationId: string }>(heldPositionsRoute, answerHeldPositions);
