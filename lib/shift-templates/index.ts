// The feature's public surface (pure): a shift template's rules and words, and its times on a day.
export {
  addTemplateInputSchema,
  crossesMidnight,
  editTemplateInputSchema,
  MAX_TEMPLATE_PEOPLE,
  nameKey,
  removeTemplateInputSchema,
  templateFieldsSchema,
  templateTimesWords,
  type ShiftTemplate,
  type TemplateFields,
} from './shift-template';
export { templateSpanOn } from './template-span';
export { cellPeople } from './cell-people';
export { createFromTemplateInputSchema, peopleToAssign, type CreateFromTemplateInput } from './create-from-template-input';
