import 'server-only';
import { Hono } from 'hono';
import type { AppEnv } from '../context';

/**
 * Which optional integrations this deployment has, so the interface shows no button that
 * leads nowhere. Location search always works (offline without Mapbox); `mapbox` says
 * whether streets and postcodes can be found too.
 */
export const featureRoutes = new Hono<AppEnv>().get('/features', (c) => {
  const { unsplash, places } = c.get('deps');
  return c.json({ data: { unsplash: unsplash !== null, mapbox: places.provider === 'mapbox' } });
});
