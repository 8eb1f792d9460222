import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { browserApi } from '@/lib/api/browser-client';
import { fetchSessionUser } from '@/lib/api/session';

// Issue 9: "an expired access token is renewed without asking the person to sign in again; a
// failed refresh signs out with REFRESH_TOKEN_ERROR" (spec §8). The web route holds the tokens;
// the browser's API layer asks it for a renewal once and sends the refused call again.

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A backend whose session is good only after a renewal, counting the renewals asked. */
function backend(renewalAnswers: number) {
  const state = { renewed: false, renewals: 0 };
  server.use(
    http.post('*/api/session/refresh', () => {
      state.renewals++;
      if (renewalAnswers !== 200) return HttpResponse.json({ error: { code: 'REFRESH_TOKEN_ERROR', message: 'm' } }, { status: renewalAnswers });
      state.renewed = true;
      return HttpResponse.json({ data: { id: 3 } });
    }),
    http.get('*/api/v2/session', () =>
      state.renewed ? HttpResponse.json({ data: { id: 3, first_name: 'Léa' } }) : HttpResponse.json({ error: { code: 'UNAUTHORIZED', message: 'm' } }, { status: 401 }),
    ),
    http.put('*/api/v2/users/3', async ({ request }) =>
      state.renewed ? HttpResponse.json({ data: await request.json() }) : HttpResponse.json({ error: { code: 'UNAUTHORIZED', message: 'm' } }, { status: 401 }),
    ),
  );
  return state;
}

describe('renewing an expired session', () => {
  it('renews once and sends the refused call again, body and all', async () => {
    const state = backend(200);
    expect(await fetchSessionUser()).toEqual({ id: 3, firstName: 'Léa' });
    expect(state.renewals).toBe(1);
    const saved = await browserApi().put('/users/3', { user: { tutorialSeen: true } });
    expect(saved.data).toEqual({ data: { user: { tutorialSeen: true } } });
  });

  it('asks one renewal for calls refused at the same time (the refresh token is good once)', async () => {
    const state = backend(200);
    const users = await Promise.all([fetchSessionUser(), fetchSessionUser(), fetchSessionUser()]);
    expect(users.map((user) => user.id)).toEqual([3, 3, 3]);
    expect(state.renewals).toBe(1);
  });

  it('leaves the 401 to the caller when the renewal is refused, without looping', async () => {
    const state = backend(401);
    const error = await fetchSessionUser().catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(401);
    expect(state.renewals).toBe(1);
  });
});
