'use server';

import { defineAction } from '@/lib/server/app';
import {
  addPosition,
  addPositionDefinition,
  removePosition,
  removePositionDefinition,
  renamePosition,
  renamePositionDefinition,
  setItemPosition,
  setItemPositionDefinition,
  setPersonPositions,
  setPersonPositionsDefinition,
} from '@/lib/positions/server/positions-actions';

export const addPositionAction = defineAction(addPositionDefinition, addPosition);
export const renamePositionAction = defineAction(renamePositionDefinition, renamePosition);
export const removePositionAction = defineAction(removePositionDefinition, removePosition);
export const setItemPositionAction = defineAction(setItemPositionDefinition, setItemPosition);
export const setPersonPositionsAction = defineAction(setPersonPositionsDefinition, setPersonPositions);
