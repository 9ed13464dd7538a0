import 'server-only';

export { defineAction } from './define-action';
export { defineActionRoute } from './define-action-route';
export { defineRoute } from './define-route';
export { runAction } from './run-action';
export { runRoute } from './run-route';
export { conditionalJson } from './conditional-json';
export { inOrganization, itemOfOrganization, type ScopeDeclaration, type ScopeTargets } from './scope-declaration';
export type { ActionContext, ActionDefinition, AuditPatch, RouteContext, RouteDefinition } from './types';
