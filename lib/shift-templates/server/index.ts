import 'server-only';

// Shift templates as the pages read them.
export { templateById, templatesOf } from './template-store';
