import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, AppError } from '@/lib/api/errors';
import { useWriteError } from '@/lib/hooks/use-write-error';
import messages from '@/messages/fr.json';
import { renderWithApp } from '../../support/mutation-harness';

const invalid = new ApiError('Validation failed', 422, null, { email: ['is invalid'], user: ['is locked', 'try later'] });

// The one error path of a write: a 422 goes to the form's fields, anything else to the toast.
describe('useWriteError', () => {
  it("gives a 422's messages to the form, wrapped or not", () => {
    const onFieldErrors = vi.fn();
    const { result, toasts } = renderWithApp(() => useWriteError());
    act(() => result.current(invalid, { onFieldErrors }));
    act(() => result.current(new AppError('LOGIN_ERROR', invalid), { onFieldErrors }));
    expect(onFieldErrors).toHaveBeenCalledTimes(2);
    expect(onFieldErrors).toHaveBeenLastCalledWith(invalid.fieldErrors);
    expect(toasts).toEqual([]);
  });

  it('toasts the joined messages when the form has none of those fields', () => {
    const { result, toasts } = renderWithApp(() => useWriteError());
    act(() => result.current(invalid, { onFieldErrors: () => false }));
    expect(toasts).toEqual([expect.objectContaining({ severity: 'error', summary: messages.toasts.error, detail: 'is invalid, is locked, try later' })]);
  });

  it('toasts anything that is not a 422, even with field errors attached', () => {
    const onFieldErrors = vi.fn();
    const { result, toasts } = renderWithApp(() => useWriteError());
    act(() => result.current(new ApiError('conflict', 409, 'CONFLICT', { email: ['taken'] }), { onFieldErrors, life: 3000 }));
    expect(onFieldErrors).not.toHaveBeenCalled();
    expect(toasts).toEqual([expect.objectContaining({ detail: 'taken', life: 3000 })]);
  });

  it("hands a form that says its failures in place everything its fields did not take, and raises no toast", () => {
    const onFailure = vi.fn();
    const refused = new AppError('LOGIN_ERROR', new ApiError('nope', 401, 'INVALID_CREDENTIALS', null));
    const { result, toasts } = renderWithApp(() => useWriteError());
    act(() => result.current(refused, { onFailure }));
    act(() => result.current(invalid, { onFieldErrors: () => false, onFailure }));
    act(() => result.current(invalid, { onFieldErrors: () => true, onFailure }));
    expect(onFailure.mock.calls).toEqual([[refused], [invalid]]);
    expect(toasts).toEqual([]);
  });
});
