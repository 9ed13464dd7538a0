'use server';

import { defineAction } from '@/lib/server/app';
import {
  createSeries,
  createSeriesDefinition,
  editFollowing,
  editFollowingDefinition,
  editOccurrence,
  editOccurrenceDefinition,
  editSeries,
  editSeriesDefinition,
  endSeries,
  endSeriesDefinition,
  repeatItem,
  repeatItemDefinition,
  setHorizon,
  setHorizonDefinition,
  undoEndSeries,
  undoEndSeriesDefinition,
} from '@/lib/repeats/server/repeat-actions';

export const createSeriesAction = defineAction(createSeriesDefinition, createSeries);
export const repeatItemAction = defineAction(repeatItemDefinition, repeatItem);
export const editOccurrenceAction = defineAction(editOccurrenceDefinition, editOccurrence);
export const editFollowingAction = defineAction(editFollowingDefinition, editFollowing);
export const editSeriesAction = defineAction(editSeriesDefinition, editSeries);
export const endSeriesAction = defineAction(endSeriesDefinition, endSeries);
export const undoEndSeriesAction = defineAction(undoEndSeriesDefinition, undoEndSeries);
export const setRepeatHorizonAction = defineAction(setHorizonDefinition, setHorizon);
