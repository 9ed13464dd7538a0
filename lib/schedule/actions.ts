'use server';

import { defineAction } from '@/lib/server/app';
import {
  createItem,
  createItemDefinition,
  deleteItem,
  deleteItemDefinition,
  moveItem,
  moveItemDefinition,
  updateItem,
  updateItemDefinition,
} from '@/lib/schedule/server/item-actions';
import { setItemNeeds, setItemNeedsDefinition } from '@/lib/schedule/server/needs-action';

// The schedule's writes (lib/schedule/server/item-actions.ts).
export const createCalendarItemAction = defineAction(createItemDefinition, createItem);
export const moveCalendarItemAction = defineAction(moveItemDefinition, moveItem);
export const updateCalendarItemAction = defineAction(updateItemDefinition, updateItem);
export const deleteCalendarItemAction = defineAction(deleteItemDefinition, deleteItem);
export const setItemNeedsAction = defineAction(setItemNeedsDefinition, setItemNeeds);
