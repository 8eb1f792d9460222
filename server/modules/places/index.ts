export { placeOperations } from './operations';
export { type PlacesService } from './places';
