import { render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleWatcher } from '@/components/auth/idle-watcher';
import { useSessionStore } from '@/lib/stores/session-store';
import { useToastStore } from '@/lib/stores/toast-store';
import messages from '@/messages/fr.json';
import { aUser } from '../../support/users';

// The watcher's clock and the sign-out's navigation are not what this reads: it takes the
// watcher's failure callback, and counts what the person is told.
const refresh = vi.hoisted(() => ({ failed: () => {} }));
const logout = vi.hoisted(() => vi.fn(async () => {}));
vi.mock('@/lib/auth/use-idle-refresh', () => ({ useIdleRefresh: (onFailed: () => void) => void (refresh.failed = onFailed) }));
vi.mock('@/lib/auth/use-logout', () => ({ useLogout: () => logout }));

const told = () => useToastStore.getState().pending.map((toast) => `${toast.summary ?? ''} ${toast.detail ?? ''}`);

beforeEach(() => {
  useToastStore.setState({ host: null, pending: [] });
  logout.mockClear();
  render(
    <NextIntlClientProvider locale="fr" messages={messages}>
      <IdleWatcher />
    </NextIntlClientProvider>,
  );
});

// Spec §4 idle refresh, §8 REFRESH_TOKEN_ERROR: a session that cannot be renewed ends once.
describe('a session the idle refresh could not renew', () => {
  it('signs the person out and says why', () => {
    useSessionStore.setState({ user: aUser() });
    refresh.failed();
    expect(useSessionStore.getState().user).toBeNull();
    expect(told()).toEqual([expect.stringContaining(messages.errors.REFRESH_TOKEN_ERROR)]);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('says nothing more when a refused query signed them out first (an e2e run showed the message twice)', () => {
    useSessionStore.setState({ user: null });
    refresh.failed();
    expect(told()).toEqual([]);
    expect(logout).not.toHaveBeenCalled();
  });
});
