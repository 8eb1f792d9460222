import { act, cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RelativeTime } from '@/components/journal/relative-time';
import { RELATIVE_TIME_REFRESH_MS } from '@/lib/format/relative-time';
import messages from '@/messages/fr.json';

const WRITTEN = new Date('2026-03-02T10:00:00Z');

beforeEach(() => vi.useFakeTimers({ now: new Date(WRITTEN.getTime() + 55_000) }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// Spec §9: "Relative times refresh every 10000 ms; units second to year, label 'just now' under 1 minute."
describe("a card's relative time", () => {
  it('refreshes every 10000 ms', () => {
    expect(RELATIVE_TIME_REFRESH_MS).toBe(10_000);
  });

  it('says what time it is at each refresh, not between two', () => {
    render(
      <NextIntlClientProvider locale="fr" messages={messages}>
        <RelativeTime date={WRITTEN.toISOString()} />
      </NextIntlClientProvider>,
    );
    const time = screen.getByText(messages.journal.justNow);
    // 55 s old when drawn; a minute old 5 s later, but no refresh has come yet.
    act(() => void vi.advanceTimersByTime(RELATIVE_TIME_REFRESH_MS - 1));
    expect(time.textContent).toBe(messages.journal.justNow);
    // The refresh, 65 s after writing.
    act(() => void vi.advanceTimersByTime(1));
    expect(time.textContent).toBe('il y a 1 minute');
  });
});
