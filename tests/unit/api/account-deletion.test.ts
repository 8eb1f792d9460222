import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccount } from '@/lib/api/account';
import { describeError } from '@/lib/api/error-message';
import { AppError } from '@/lib/api/errors';
import el from '@/messages/el.json';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import it_ from '@/messages/it.json';
import nl from '@/messages/nl.json';
import pt from '@/messages/pt.json';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** A translator over one catalogue, as useDescribeError hands describeError. */
function translator(messages: Record<string, unknown>) {
  const find = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], messages);
  return Object.assign((key: string) => String(find(key) ?? `!${key}`), { has: (key: string) => typeof find(key) === 'string' });
}

// Spec §8: "Account deletion without a user id gives the message under auth.errors.userNotFound."
describe('deleting an account without a user id', () => {
  it.each([undefined, 0])('with %s for an id, sends nothing and fails with userNotFound', async (userId) => {
    let sent = 0;
    server.use(http.delete('*/api/v2/users/*/delete_user_account', () => ((sent += 1), HttpResponse.json({}))));
    const failure = await deleteAccount({ userId, password: 'secret' }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe('userNotFound');
    expect(sent).toBe(0);
  });

  it.each(Object.entries({ fr, en, it: it_, el, nl, pt }))('shows the userNotFound message in %s', async (_locale, messages) => {
    const failure = await deleteAccount({ userId: undefined, email: 'lea@demo.example' }).catch((error: unknown) => error);
    const shown = describeError(failure, translator(messages));
    expect(shown.summary).toBe(messages.errors.userNotFound);
    expect(shown.summary.length).toBeGreaterThan(0);
  });

  it('with an id, asks the backend to delete that account', async () => {
    let path = '';
    server.use(
      http.delete('*/api/v2/users/:id/delete_user_account', ({ request }) => ((path = new URL(request.url).pathname), HttpResponse.json({}))),
      http.post('*/api/session/logout', () => HttpResponse.json({})),
      http.delete('*/api/session', () => HttpResponse.json({})),
    );
    await deleteAccount({ userId: 7, password: 'secret' });
    expect(path).toMatch(/\/users\/7\/delete_user_account$/);
  });
});
