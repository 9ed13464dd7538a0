import 'server-only';

export { runAction } from './run-action';
export { runRoute } from './run-route';
export { conditionalJson } from './conditional-json';
export { inOrganization, itemOfOrganization, type ScopeDeclaration, type ScopeTargets } from './scope-declaration';
export type { AppServices } from './services';
export type { ActionContext, ActionDefinition, AuditPatch, RouteContext, RouteDefinition } from './types';
