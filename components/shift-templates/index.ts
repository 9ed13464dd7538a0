// Shift templates on screen: the organization's list and its add/edit dialog (actions are props).
export { ShiftTemplatesCard, type ShiftTemplatesCardProps } from './shift-templates-card';
export { TemplatePicker, type TemplateFill, type TemplatePickerProps } from './template-picker';
export { readChoice, type TemplateChoice } from './template-choice';
export { AddFromTemplateDialog, type AddFromTemplateDialogProps } from './add-from-template-dialog';
export { announceCreated, type CreatedFromTemplate } from './announce-created';
