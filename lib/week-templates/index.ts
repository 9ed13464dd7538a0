// The feature's public surface (pure): a week template's inputs, and its items' place in a week.
export {
  mondayOf,
  placeInWeek,
  removeWeekTemplateInputSchema,
  saveWeekTemplateInputSchema,
  spanInWeek,
  weekTemplateNameKey,
  weekTemplateNameSchema,
  weekRange,
  type SaveWeekTemplateInput,
  type WeekTemplate,
  type WeekTemplateItem,
} from './week-template';
