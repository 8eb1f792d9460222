export { ManageGroupsView } from './manage-groups-view';
