import 'server-only';

// The feature's public surface for other features' server code.
export { knownEnterpriseOrNotFound, knownOrganizationOrNotFound } from './known-path-ids';
