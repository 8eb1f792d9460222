import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_INDICATOR, LoadingToast } from '@/components/layout/loading-toast';
import { useSessionStore } from '@/lib/stores/session-store';
import messages from '@/messages/fr.json';

beforeEach(() => {
  vi.useFakeTimers();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NextIntlClientProvider locale="fr" messages={messages}>
        <LoadingToast />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().reset();
  vi.useRealTimers();
});

const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms));
const indicator = () => document.querySelector('.loading-toast');
const shownStatus = () => screen.queryByRole('status');

// Spec §9: "Loading indicator: throttle 200 ms, duration 2000 ms, hide delay 500 ms, reset delay 400 ms, height 3 px."
describe('the loading indicator', () => {
  it('keeps the spec’s timings', () => {
    expect(LOADING_INDICATOR).toEqual({ throttleMs: 200, durationMs: 2000, hideDelayMs: 500, resetDelayMs: 400 });
  });

  it('shows after the throttle, its bar filling over the duration', () => {
    act(() => useSessionStore.getState().startLoading());
    wait(LOADING_INDICATOR.throttleMs - 1);
    expect(indicator()).toBeNull();
    wait(1);
    expect(shownStatus()?.textContent).toContain(messages.app.loading);
    const bar = indicator()!.querySelector<HTMLElement>('.loading-toast__bar')!;
    expect(bar.style.animationDuration).toBe(`${LOADING_INDICATOR.durationMs}ms`);
    expect(bar.dataset.done).toBe('false');
  });

  it('never shows for work shorter than the throttle', () => {
    act(() => useSessionStore.getState().startLoading());
    wait(LOADING_INDICATOR.throttleMs - 1);
    act(() => useSessionStore.getState().stopLoading());
    wait(5_000);
    expect(indicator()).toBeNull();
  });

  it('once the work ends: the bar fills, hides after the hide delay, resets after the reset delay', () => {
    act(() => useSessionStore.getState().startLoading());
    wait(LOADING_INDICATOR.throttleMs);
    act(() => useSessionStore.getState().stopLoading());
    expect(indicator()!.querySelector<HTMLElement>('.loading-toast__bar')!.dataset.done).toBe('true');
    wait(LOADING_INDICATOR.hideDelayMs - 1);
    expect(shownStatus()).not.toBeNull();
    wait(1);
    // Hidden (faded, out of the accessibility tree), its progress still there…
    expect(shownStatus()).toBeNull();
    expect(indicator()?.classList.contains('loading-toast--hidden')).toBe(true);
    wait(LOADING_INDICATOR.resetDelayMs - 1);
    expect(indicator()).not.toBeNull();
    // …until the reset.
    wait(1);
    expect(indicator()).toBeNull();
  });
});
