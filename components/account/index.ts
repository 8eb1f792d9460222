/** The account part of the profile tab; a person's activities, also shown to their community's admins. */
export { AccountSettings } from './account-settings';
export { ActivityList } from './activity-list';
