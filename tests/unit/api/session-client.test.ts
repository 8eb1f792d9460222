import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, AppError } from '@/lib/api/errors';
import { finishPlatformSignIn, login, loginAgainstBackend, logout, platformSignInAgainstBackend } from '@/lib/api/session';
import { updateUser } from '@/lib/api/users';
import { aUser } from '../../support/users';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const BACKEND = 'http://backend.test/v2';

describe('the API layer (spec §7 and §8)', () => {
  it('sends snake_case and returns camelCase', async () => {
    let received: unknown;
    server.use(
      http.put('*/api/v2/users/7', async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({ data: { id: 7, first_name_seen: true, communities_attributes: [{ support_link: 'x' }] } });
      }),
    );
    const user = await updateUser(aUser(), { tutorialSeen: true });
    expect(received).toMatchObject({ user: { tutorial_seen: true, communities_attributes: [{ support_link: null }] } });
    expect(user).toEqual({ id: 7, firstNameSeen: true, communitiesAttributes: [{ supportLink: 'x' }] });
  });

  it('wraps a failed login as LOGIN_ERROR keeping status, server code and field errors', async () => {
    server.use(http.post('*/api/session', () => HttpResponse.json({ errors: { email: ['Invalid email address'] } }, { status: 422 })));
    const error = await login({ email: 'x@y.z', password: 'p' }).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('LOGIN_ERROR');
    expect(error.cause).toBeInstanceOf(ApiError);
    expect(error.cause.status).toBe(422);
    expect(error.cause.fieldErrors).toEqual({ email: ['Invalid email address'] });
  });

  it('keeps the community of a COMMUNITY_MISMATCH answer', async () => {
    server.use(
      http.post('*/api/session', () =>
        HttpResponse.json({ error: { code: 'COMMUNITY_MISMATCH', message: 'm', community: { slug: 'lycee-mistral' } } }, { status: 403 }),
      ),
    );
    const error = await login({ email: 'x@y.z', password: 'p' }).catch((e) => e);
    expect(error.cause.serverCode).toBe('COMMUNITY_MISMATCH');
    expect(error.cause.details.community).toEqual({ slug: 'lycee-mistral' });
  });

  it('raises NO_TOKEN_ERROR when a successful login carries no Authorization header (spec §5)', async () => {
    server.use(http.post(`${BACKEND}/login`, () => HttpResponse.json({ data: { id: 1 }, meta: { refresh_token: 'r' } })));
    const error = await loginAgainstBackend(BACKEND, { email: 'x@y.z', password: 'p' }, {}).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('NO_TOKEN_ERROR');
  });

  it('reads the token from the Authorization header', async () => {
    server.use(
      http.post(`${BACKEND}/login`, () =>
        HttpResponse.json({ data: { id: 1 }, meta: { refresh_token: 'refresh' } }, { headers: { authorization: 'Bearer tok123' } }),
      ),
    );
    const session = await loginAgainstBackend(BACKEND, { email: 'x@y.z', password: 'p' }, {});
    expect(session).toEqual({ token: 'tok123', refreshToken: 'refresh', user: { id: 1 } });
  });

  it("hands a training center's code and state to the web route, and wraps a refusal as PLATFORM_SIGN_IN_ERROR with the server's code", async () => {
    let received: unknown;
    server.use(
      http.post('*/api/session/platform', async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({ error: { code: 'SIGN_IN_STATE_INVALID', message: 'm' } }, { status: 404 });
      }),
    );
    const error = await finishPlatformSignIn({ code: 'the-code', state: 's'.repeat(43) }).catch((e) => e);
    expect(received).toEqual({ code: 'the-code', state: 's'.repeat(43) });
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('PLATFORM_SIGN_IN_ERROR');
    expect(error.cause.serverCode).toBe('SIGN_IN_STATE_INVALID');
  });

  it("reads the session of a training center's sign-in from the backend's Authorization header (spec §7 oauth_callbacks)", async () => {
    server.use(
      http.post(`${BACKEND}/moodle/oauth_callbacks`, () =>
        HttpResponse.json({ data: { id: 2 }, meta: { refresh_token: 'r2', expires_at: '2026-12-08T00:00:00Z' } }, { headers: { authorization: 'Bearer platform-token' } }),
      ),
    );
    const session = await platformSignInAgainstBackend(BACKEND, { code: 'c', state: 's'.repeat(43) }, {});
    expect(session).toEqual({ token: 'platform-token', refreshToken: 'r2', expiresAt: '2026-12-08T00:00:00Z', user: { id: 2 } });
  });

  it('wraps a failed logout as LOGOUT_ERROR', async () => {
    server.use(http.delete('*/api/session', () => HttpResponse.json({ error: { code: 'X' } }, { status: 502 })));
    const error = await logout().catch((e) => e);
    expect(error.code).toBe('LOGOUT_ERROR');
  });

  it('refuses to update without a loaded user (spec §8 UPDATE_USER_ERROR)', async () => {
    const error = await updateUser(null, { firstname: 'x' }).catch((e) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('UPDATE_USER_ERROR');
  });
});
