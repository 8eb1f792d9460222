import { startUnsplashStandIn } from '../../tests/support/unsplash-stand-in';
import { E2E } from './hosts';

/** The e2e run's Unsplash: the API and image host that the backend is pointed at (GET /health answers). */
await startUnsplashStandIn({ port: E2E.unsplashPort, accessKey: E2E.unsplashAccessKey });
