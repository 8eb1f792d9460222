import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { LoadError } from '@/components/ui/load-error';
import messages from '@/messages/fr.json';

describe('the load-error block', () => {
  it('announces what failed and asks again from a real button', () => {
    const onRetry = vi.fn();
    render(<LoadError message={messages.portrait.loadError} retryLabel={messages.portrait.retry} onRetry={onRetry} isCard />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(messages.portrait.loadError);
    expect(alert.className).toBe('empty-state card');
    const retry = screen.getByRole('button', { name: messages.portrait.retry });
    expect(retry.getAttribute('type')).toBe('button');
    fireEvent.click(retry);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('without words of its own (a toast said it), offers the button and no second alert', () => {
    render(<LoadError retryLabel={messages.account.activities.retry} onRetry={() => {}} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: messages.account.activities.retry })).toBeDefined();
  });
});
