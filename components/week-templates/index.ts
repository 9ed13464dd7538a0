// The feature's public surface: what other features may import from it.
export { SaveWeekTemplateFlow } from './save-week-template-flow';
