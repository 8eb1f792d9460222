import { act, cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TOutboxItem } from '@/lib/offline/outbox';
import messages from '@/messages/fr.json';

// The device's outbox is the module's own IndexedDB; here its reads and the ask to the worker are
// the page's side only: what waits, and when the page asks the worker to send it.
const device = vi.hoisted(() => ({ items: [] as TOutboxItem[], asks: 0 }));
vi.mock('@/lib/offline/outbox', () => ({
  OUTBOX_CHANGED: 'outbox-changed',
  outboxItems: async () => [...device.items],
  askToSend: async () => void (device.asks += 1),
}));
// The list (opened by "Voir") navigates; it is not what is tested here.
vi.mock('@/components/offline/outbox-list', () => ({ OutboxList: () => null }));
const { OutboxStatus } = await import('@/components/offline/outbox-status');

const waiting: TOutboxItem = {
  key: 'key-a',
  userId: 7,
  kind: 'experience',
  createdAt: '2026-11-29T08:00:00Z',
  locale: 'fr',
  draft: '{}',
  request: { path: '/api/v2/experiences', json: '{}' },
  status: 'waiting',
};

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

async function shown() {
  render(
    <NextIntlClientProvider locale="fr" messages={messages}>
      <OutboxStatus userId={7} />
    </NextIntlClientProvider>,
  );
  await act(async () => undefined);
}

/** Lets the time pass, and the reads it started finish. */
async function after(ms: number) {
  await act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
}

beforeEach(() => {
  vi.useFakeTimers();
  device.items = [waiting];
  device.asks = 0;
  setOnline(true);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the outbox status asks the worker to send what waits', () => {
  it('on a signed-in page, then again while it still waits, less and less often', async () => {
    await shown();
    expect(screen.getByRole('status').textContent).toContain('1 expérience attend d’être envoyée.');
    expect(device.asks).toBe(1);

    await after(4_999);
    expect(device.asks).toBe(1);
    await after(1);
    expect(device.asks).toBe(2);
    // 10 s after that one, then 20.
    await after(9_999);
    expect(device.asks).toBe(2);
    await after(1);
    expect(device.asks).toBe(3);
    await after(20_000);
    expect(device.asks).toBe(4);
  });

  it('stops asking once nothing waits', async () => {
    await shown();
    // Sent meanwhile: the next look finds nothing, asks nothing, and the status goes.
    device.items = [];
    await after(5_000);
    expect(screen.queryByRole('status')).toBeNull();
    await after(600_000);
    expect(device.asks).toBe(1);
  });

  it('does not ask while offline; the return of the network asks at once', async () => {
    setOnline(false);
    await shown();
    expect(screen.getByRole('status').textContent).toContain('Vous êtes hors ligne');
    const before = device.asks;
    await after(600_000);
    expect(device.asks).toBe(before);

    setOnline(true);
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(device.asks).toBe(before + 1);
    await after(5_000);
    expect(device.asks).toBe(before + 2);
  });
});
