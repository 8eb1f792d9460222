export { TrainingCentersView } from './training-centers-view';
