import { renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_THRESHOLD_MS, useIdleRefresh } from '@/lib/auth/use-idle-refresh';
import { useSessionStore } from '@/lib/stores/session-store';
import { aUser } from '../../support/users';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let clock = 0;
const now = () => clock;
const activity = () => window.dispatchEvent(new Event('pointerdown'));
const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  clock = 1_000_000;
  useSessionStore.setState({ user: aUser({ firstname: 'Before' }) });
});

// Spec §4: "after 10 minutes idle, the next activity refreshes the user from the server. If
// the refresh fails outside dev mode, the user is logged out."
describe('useIdleRefresh', () => {
  it('does nothing for activity within the threshold', async () => {
    const onFailed = vi.fn();
    let calls = 0;
    server.use(http.get('*/api/v2/session', () => (calls++, HttpResponse.json({ data: aUser({ firstname: 'After' }) }))));
    renderHook(() => useIdleRefresh(onFailed, now));
    clock += IDLE_THRESHOLD_MS - 1;
    activity();
    await flush();
    expect(calls).toBe(0);
    expect(useSessionStore.getState().user?.firstname).toBe('Before');
  });

  it('refreshes the user on the first activity after 10 minutes', async () => {
    const onFailed = vi.fn();
    server.use(http.get('*/api/v2/session', () => HttpResponse.json({ data: { ...aUser(), firstname: 'After' } })));
    renderHook(() => useIdleRefresh(onFailed, now));
    clock += IDLE_THRESHOLD_MS;
    activity();
    await vi.waitFor(() => expect(useSessionStore.getState().user?.firstname).toBe('After'));
    expect(onFailed).not.toHaveBeenCalled();
  });

  it('logs out when the refresh fails', async () => {
    const onFailed = vi.fn();
    server.use(http.get('*/api/v2/session', () => HttpResponse.json({ error: { code: 'INVALID_TOKEN' } }, { status: 401 })));
    renderHook(() => useIdleRefresh(onFailed, now));
    clock += IDLE_THRESHOLD_MS + 5;
    activity();
    await vi.waitFor(() => expect(onFailed).toHaveBeenCalledTimes(1));
  });
});
