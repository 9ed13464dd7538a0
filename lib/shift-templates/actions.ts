'use server';

import { defineAction } from '@/lib/server/app';
import { createFromTemplate, createFromTemplateDefinition } from '@/lib/shift-templates/server/create-from-template';
import { addTemplate, addTemplateDefinition, editTemplate, editTemplateDefinition, removeTemplate, removeTemplateDefinition } from '@/lib/shift-templates/server/template-actions';

export const addTemplateAction = defineAction(addTemplateDefinition, addTemplate);
export const editTemplateAction = defineAction(editTemplateDefinition, editTemplate);
export const removeTemplateAction = defineAction(removeTemplateDefinition, removeTemplate);
export const createFromTemplateAction = defineAction(createFromTemplateDefinition, createFromTemplate);
