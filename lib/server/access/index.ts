import 'server-only';

export { defineAction } from './define-action';
export { defineRoute } from './define-route';
export { runAction } from './run-action';
export { runRoute } from './run-route';
export { fieldErrorsOf, FORM_ERROR_KEY } from './field-errors';
export type { ActionContext, ActionDefinition, AuditPatch, RouteContext, RouteDefinition } from './types';
