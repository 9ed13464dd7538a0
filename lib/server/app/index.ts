import 'server-only';

// The composition root and the app's entries into it: pages, routes, server actions and start-up
// ask here for the process's services; everything they call receives them as parameters.
export { appServices, closeAppServices } from './process-app';
export { composeApp, type ComposedApp } from './compose-app';
export { defineAction } from './define-action';
export { defineActionRoute } from './define-action-route';
export { defineRoute } from './define-route';
export { currentSessionConfirmedRecently, getCurrentUser, requireUser, PATH_HEADER } from './current-user';
export { enterpriseInScopeOrNotFound, organizationInScopeOrNotFound } from './page-scope';
export { isReady } from './health';
export { requestHourCycle } from './request-hour-cycle';
export type { AppServices } from '@/lib/server/access/services';
