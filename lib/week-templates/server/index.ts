import 'server-only';

// Week templates as the pages and the copy read them.
export { weekTemplatesOf, weekTemplateWithItems } from './week-template-store';
