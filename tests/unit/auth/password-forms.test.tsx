import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PasswordForgottenForm } from '@/components/auth/password-forgotten-form';
import { makeQueryClient } from '@/lib/api/query-client';
import messages from '@/messages/fr.json';

vi.mock('@/lib/i18n/navigation', () => ({ Link: ({ href, children }: { href: string; children: React.ReactNode }) => <a href={href}>{children}</a>, useRouter: () => ({ replace: vi.fn(), refresh: vi.fn() }) }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderForm = (form: React.ReactNode) =>
  render(
    <NextIntlClientProvider locale="fr" messages={messages}>
      <QueryClientProvider client={makeQueryClient()}>{form}</QueryClientProvider>
    </NextIntlClientProvider>,
  );

describe('the forgotten-password form (spec §4, first step)', () => {
  it('after a refused address, a corrected one clears the message and is sent', async () => {
    const asked: unknown[] = [];
    server.use(
      http.post('*/api/v2/password', async ({ request }) => {
        asked.push(await request.json());
        return HttpResponse.json({ data: { email: 'lea@demo.example', valid_minutes: 60 } }, { status: 202 });
      }),
    );
    renderForm(<PasswordForgottenForm community="Demo" />);
    const email = screen.getByLabelText(messages.login.email);
    fireEvent.change(email, { target: { value: 'pas-une-adresse' } });
    fireEvent.click(screen.getByRole('button', { name: messages.passwordForgotten.submit }));
    expect((await screen.findByText(messages.validation.email)).getAttribute('role')).toBe('alert');
    fireEvent.change(email, { target: { value: 'lea@demo.example' } });
    await waitFor(() => expect(screen.queryByText(messages.validation.email)).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: messages.passwordForgotten.submit }));
    expect((await screen.findByRole('status')).textContent).toContain('lea@demo.example');
    expect(asked).toEqual([{ user: { email: 'lea@demo.example' } }]);
  });
});
