import 'server-only';
import { createGazetteerPlaces } from './places-gazetteer';
import { createMapboxPlaces } from './places-mapbox';
import type { PlacesService } from './places-common';

export type { Place, PlaceQuery, PlacesService } from './places-common';

/**
 * With a Mapbox token, Mapbox geocoding answers (streets and postcodes included). Without
 * one the product still works offline: a GeoNames gazetteer shipped as an npm package
 * knows every town of 1,000 inhabitants or more.
 */
export function createPlacesService(options: { mapboxToken?: string; fetch?: typeof fetch } = {}): PlacesService {
  return options.mapboxToken ? createMapboxPlaces(options.mapboxToken, options.fetch ?? fetch) : createGazetteerPlaces();
}
