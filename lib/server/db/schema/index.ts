import 'server-only';

// The whole schema, one file per area. A new table goes in its own file here, is exported below,
// and gets a migration from `npm run db:generate`.
export * from './users';
export * from './service-token';
export * from './audit-log';
export * from './directory-entries';
export * from './messages';
export * from './user-profiles';
export * from './copies';
export * from './recent-changes';
export * from './offers';
export * from './item-needs';
export * from './person-availability';
export * from './positions';
export * from './drafts';
export * from './repeats';
export * from './auto-fill-proposals';
export * from './shift-templates';
export * from './week-templates';
