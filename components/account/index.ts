/** The account part of the profile tab: the credentials update and deleting the account. */
export { AccountSettings } from './account-settings';
