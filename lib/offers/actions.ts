'use server';

import { defineAction } from '@/lib/server/app';
import { cancelOfferDefinition, cancelOfferHandler, startOfferDefinition, startOfferHandler } from '@/lib/offers/server/offer-actions';

// Offering an open shift (lib/offers/server/offer-actions.ts).
export const startOfferAction = defineAction(startOfferDefinition, startOfferHandler);
export const cancelOfferAction = defineAction(cancelOfferDefinition, cancelOfferHandler);
