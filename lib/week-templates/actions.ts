'use server';

import { defineAction } from '@/lib/server/app';
import { removeWeekTemplate, removeWeekTemplateDefinition, saveWeekTemplate, saveWeekTemplateDefinition } from '@/lib/week-templates/server/week-template-actions';

// Week templates (lib/week-templates/server/week-template-actions.ts); applying one is startCopyAction with a templateId.
export const saveWeekTemplateAction = defineAction(saveWeekTemplateDefinition, saveWeekTemplate);
export const removeWeekTemplateAction = defineAction(removeWeekTemplateDefinition, removeWeekTemplate);
