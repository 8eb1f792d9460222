import { startLearningPlatform } from '../../tests/support/learning-platform';
import { E2E } from './hosts';
import { PLATFORM_ACCOUNTS, PLATFORM_CLIENT } from './learning-platform-accounts';

/** The e2e run's learning platform: a real OAuth 2 / OpenID server at Moodle local_oauth2's paths (GET /health answers). */
await startLearningPlatform({ port: E2E.learningPlatformPort, clients: [PLATFORM_CLIENT], accounts: PLATFORM_ACCOUNTS });
