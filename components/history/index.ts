export { RecentChangesButton } from './recent-changes-button';
