'use server';

import { defineAction } from '@/lib/server/app';
import { undoChange, undoChangeDefinition } from '@/lib/history/server/undo-change';

// Undo from "Recent changes" (lib/history/server/undo-change.ts).
export const undoChangeAction = defineAction(undoChangeDefinition, undoChange);
