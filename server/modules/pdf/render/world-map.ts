import { createRequire } from 'node:module';
import { geoContains, geoMercator, geoPath, type GeoPermissibleObjects } from 'd3-geo';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { PdfPlace } from '../pdf-data';

const require = createRequire(import.meta.url);
// Natural Earth 1:50m countries (world-atlas): sharp enough for a region, small enough to load once.
const atlas = require('world-atlas/countries-50m.json') as Topology<{ countries: GeometryCollection }>;
const COUNTRIES = feature(atlas, atlas.objects.countries).features;

/** Around a single place (or places close together) the map shows at least this much: a region. */
const MIN_LONGITUDE_SPAN = 16;
const MIN_LATITUDE_SPAN = 10;
/** Room around the outermost pins, as a share of the span. */
const MARGIN_SHARE = 0.25;
/** Mercator runs to infinity at the poles. */
const MAX_LATITUDE = 80;
/** Pins closer than this (in points) are drawn as one, carrying every number. */
const PIN_MERGE_DISTANCE = 9;

export type MapPin = { x: number; y: number; numbers: number[] };
export type WorldMap = { land: string; visited: string; pins: MapPin[] };

const clampLatitude = (value: number) => Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, value));

/** The box to show: every place, with margins, never smaller than a region. */
function boxAround(places: { latitude: number; longitude: number }[]) {
  const longitudes = places.map((place) => place.longitude);
  const latitudes = places.map((place) => place.latitude);
  const [west, east] = [Math.min(...longitudes), Math.max(...longitudes)];
  const [south, north] = [Math.min(...latitudes), Math.max(...latitudes)];
  const longitudeSpan = Math.max(MIN_LONGITUDE_SPAN, (east - west) * (1 + 2 * MARGIN_SHARE));
  const latitudeSpan = Math.max(MIN_LATITUDE_SPAN, (north - south) * (1 + 2 * MARGIN_SHARE));
  const [centreLongitude, centreLatitude] = [(west + east) / 2, (south + north) / 2];
  return {
    type: 'MultiPoint' as const,
    coordinates: [
      [Math.max(-180, centreLongitude - longitudeSpan / 2), clampLatitude(centreLatitude - latitudeSpan / 2)],
      [Math.min(180, centreLongitude + longitudeSpan / 2), clampLatitude(centreLatitude + latitudeSpan / 2)],
    ],
  };
}

/**
 * The countries around the places, projected to SVG paths of a `width`×`height` box (the
 * countries holding a place apart, to be tinted), and a numbered pin per place. `places[i]`
 * gets number i + 1; places that are null get no pin.
 */
export function drawWorldMap(places: PdfPlace[], width: number, height: number): WorldMap {
  const located = places.flatMap((place, index) => (place ? [{ ...place, number: index + 1 }] : []));
  const projection = geoMercator();
  if (located.length > 0) projection.fitExtent([[0, 0], [width, height]], boxAround(located));
  else projection.fitExtent([[0, 0], [width, height]], { type: 'Sphere' });
  projection.clipExtent([[0, 0], [width, height]]);
  const path = geoPath(projection).digits(1);

  const land: string[] = [];
  const visited: string[] = [];
  for (const country of COUNTRIES) {
    const d = path(country as GeoPermissibleObjects);
    if (!d) continue;
    const holdsAPlace = located.some((place) => geoContains(country, [place.longitude, place.latitude]));
    (holdsAPlace ? visited : land).push(d);
  }

  const pins: MapPin[] = [];
  for (const place of located) {
    const [x, y] = projection([place.longitude, place.latitude]) ?? [NaN, NaN];
    if (!Number.isFinite(x) || !Number.isFinite(y)) continue;
    const near = pins.find((pin) => Math.hypot(pin.x - x, pin.y - y) < PIN_MERGE_DISTANCE);
    if (near) near.numbers.push(place.number);
    else pins.push({ x, y, numbers: [place.number] });
  }
  return { land: land.join(''), visited: visited.join(''), pins };
}
