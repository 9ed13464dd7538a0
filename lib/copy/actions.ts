'use server';

import { defineAction } from '@/lib/server/app';
import {
  createAnywayDefinition,
  createAnywayHandler,
  markCopyRowHandledDefinition,
  markCopyRowHandledHandler,
  retryCopyRowDefinition,
  retryCopyRowHandler,
  startCopyDefinition,
  startCopyHandler,
  undoCopyDefinition,
  undoCopyHandler,
} from '@/lib/copy/server/copy-actions';

// Copying a week, a day or chosen items (lib/copy/server/copy-actions.ts).
export const startCopyAction = defineAction(startCopyDefinition, startCopyHandler);
export const retryCopyRowAction = defineAction(retryCopyRowDefinition, retryCopyRowHandler);
export const createCopyRowAnywayAction = defineAction(createAnywayDefinition, createAnywayHandler);
export const markCopyRowHandledAction = defineAction(markCopyRowHandledDefinition, markCopyRowHandledHandler);
export const undoCopyAction = defineAction(undoCopyDefinition, undoCopyHandler);
