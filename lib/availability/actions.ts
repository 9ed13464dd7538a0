'use server';

import { defineAction } from '@/lib/server/app';
import { learnAvailability, learnAvailabilityDefinition, setAvailability, setAvailabilityDefinition } from '@/lib/availability/server/availability-actions';

export const setAvailabilityAction = defineAction(setAvailabilityDefinition, setAvailability);
export const learnAvailabilityAction = defineAction(learnAvailabilityDefinition, learnAvailability);
