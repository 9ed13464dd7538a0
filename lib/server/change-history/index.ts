import 'server-only';

export { recordChange, type RememberedChange } from './record-change';
