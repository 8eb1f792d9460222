/** The account part of the profile tab; a person's activities and data export, also offered to their community's admins. */
export { AccountSettings } from './account-settings';
export { ActivityList } from './activity-list';
export { DataExport } from './data-export';
