// The feature's public surface: what other features may import from it.
export { LazyAssignmentPanel } from './lazy-assignment-panel';
export { RequestWarningBadges } from './person-warnings';
export { RequestOnBehalf } from './request-on-behalf';
export { PersonPicker } from './person-picker';
