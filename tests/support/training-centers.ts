import { trainingCenterGroups, trainingCenters } from '@/server/db/schema';
import type { TestApi } from './api-harness';
import { signInAtPlatform, startLearningPlatform, type PlatformAccount } from './learning-platform';

/** The OAuth client a test platform gives the demo community; the callback is demo's own host (appOrigin http://localhost:3000). */
export const PLATFORM_CLIENT = {
  clientId: 'journal-test',
  clientSecret: 'moodle-test-secret',
  redirectUris: ['http://demo.localhost:3000/auth/moodle_sso_callback', 'http://mistral.localhost:3000/auth/moodle_sso_callback'],
};

/** A real OAuth 2 / OpenID server with Moodle local_oauth2's paths (tests/support/learning-platform.ts), stopped with the API. */
export async function startTestPlatform(api: TestApi, accounts: PlatformAccount[]) {
  const platform = await startLearningPlatform({ clients: [PLATFORM_CLIENT], accounts });
  api.onClose(() => platform.close());
  return platform;
}

/** A training center of the community, as an admin would add it; the secret sealed as the backend seals it. */
export async function addTrainingCenter(
  api: TestApi,
  { communityId, baseUrl, groupIds, name = 'Moodle du lycée', clientSecret = PLATFORM_CLIENT.clientSecret }: { communityId: number; baseUrl: string; groupIds: number[]; name?: string; clientSecret?: string },
) {
  const [center] = await api.db
    .insert(trainingCenters)
    .values({ communityId, name, baseUrl, clientId: PLATFORM_CLIENT.clientId, clientSecretSealed: api.deps.secrets.seal(clientSecret) })
    .returning();
  if (groupIds.length) await api.db.insert(trainingCenterGroups).values(groupIds.map((groupId) => ({ trainingCenterId: center.id, groupId })));
  return center;
}

/** Starts a sign-in on `host` and signs in at the platform as `username`: the code and state the platform sent back. */
export async function platformCallback(api: TestApi, { host, trainingCenterId, username, locale = 'fr' }: { host: string; trainingCenterId: number; username: string; locale?: string }) {
  const started = await api.request('/v2/moodle/login_urls', {
    method: 'POST',
    host,
    json: { login_url: { training_center_id: trainingCenterId, redirect_host: host, locale } },
  });
  if (started.status !== 201) throw new Error(`login_urls answered ${started.status}: ${await started.text()}`);
  const back = await signInAtPlatform((await started.json()).data.url, username);
  return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '', back };
}
