import { beforeEach, describe, expect, it } from 'vitest';
import type { ToastMessage } from 'primereact/toast';
import { clearToasts, showToast, useToastStore } from '@/lib/stores/toast-store';

beforeEach(() => useToastStore.setState({ host: null, pending: [] }));

describe('toasts raised before their host has loaded', () => {
  it('are kept, with the spec §9 life, and shown once the host registers', () => {
    showToast({ severity: 'error', summary: 'first' });
    showToast({ severity: 'success', summary: 'second', life: 3000 });
    const shown: ToastMessage[] = [];
    useToastStore.getState().register({ show: (message) => shown.push(message), clear: () => {} });
    expect(shown).toEqual([
      { severity: 'error', summary: 'first', life: 8000 },
      { severity: 'success', summary: 'second', life: 3000 },
    ]);
    expect(useToastStore.getState().pending).toEqual([]);
  });

  it('are dropped by clearToasts, so they never appear', () => {
    showToast({ severity: 'error', summary: 'stale' });
    clearToasts();
    const shown: ToastMessage[] = [];
    useToastStore.getState().register({ show: (message) => shown.push(message), clear: () => {} });
    expect(shown).toEqual([]);
  });
});
