import { beforeEach, describe, expect, it } from 'vitest';
import type { ToastMessage } from 'primereact/toast';
import { clearToasts, showToast, useToastStore } from '@/lib/stores/toast-store';

beforeEach(() => useToastStore.setState({ host: null, pending: [], shown: {} }));

/** A host that keeps what PrimeReact's Toast would have on screen. */
function screenHost() {
  const onScreen: ToastMessage[] = [];
  const host = {
    show: (message: ToastMessage) => onScreen.push(message),
    remove: (message: ToastMessage) => {
      const at = onScreen.indexOf(message);
      if (at >= 0) onScreen.splice(at, 1);
    },
    clear: () => onScreen.splice(0),
  };
  return { host, onScreen };
}

describe('toasts raised before their host has loaded', () => {
  it('are kept, with the spec §9 life, and shown once the host registers', () => {
    showToast({ severity: 'error', summary: 'first' });
    showToast({ severity: 'success', summary: 'second', life: 3000 });
    const { host, onScreen } = screenHost();
    useToastStore.getState().register(host);
    expect(onScreen).toEqual([
      { severity: 'error', summary: 'first', life: 8000 },
      { severity: 'success', summary: 'second', life: 3000 },
    ]);
    expect(useToastStore.getState().pending).toEqual([]);
  });

  it('are dropped by clearToasts, so they never appear', () => {
    showToast({ severity: 'error', summary: 'stale' });
    clearToasts();
    const { host, onScreen } = screenHost();
    useToastStore.getState().register(host);
    expect(onScreen).toEqual([]);
  });

  it('keep only the newest of each kind', () => {
    showToast({ severity: 'error', summary: 'older error' });
    showToast({ severity: 'info', summary: 'info' });
    showToast({ severity: 'error', summary: 'newer error' });
    const { host, onScreen } = screenHost();
    useToastStore.getState().register(host);
    expect(onScreen.map((message) => message.summary)).toEqual(['info', 'newer error']);
  });
});

describe('one toast at a time per kind', () => {
  it('a new toast replaces the one of its kind on screen and leaves the other kinds', () => {
    const { host, onScreen } = screenHost();
    useToastStore.getState().register(host);
    for (const severity of ['success', 'info', 'warn', 'error'] as const) {
      showToast({ severity, summary: `${severity} 1` });
      showToast({ severity, summary: `${severity} 2` });
    }
    showToast({ severity: 'success', summary: 'success 3' });
    expect(onScreen.map((message) => message.summary).sort()).toEqual(['error 2', 'info 2', 'success 3', 'warn 2']);
  });

  it('a toast without a severity is a kind of its own', () => {
    const { host, onScreen } = screenHost();
    useToastStore.getState().register(host);
    showToast({ summary: 'plain 1' });
    showToast({ severity: 'info', summary: 'info' });
    showToast({ summary: 'plain 2' });
    expect(onScreen.map((message) => message.summary)).toEqual(['info', 'plain 2']);
  });

  it('after clearToasts, the next toast of a kind shows alone', () => {
    const { host, onScreen } = screenHost();
    useToastStore.getState().register(host);
    showToast({ severity: 'error', summary: 'before' });
    clearToasts();
    showToast({ severity: 'error', summary: 'after' });
    expect(onScreen.map((message) => message.summary)).toEqual(['after']);
  });
});
