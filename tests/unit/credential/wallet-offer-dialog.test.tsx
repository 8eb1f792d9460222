import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { NextIntlClientProvider } from 'next-intl';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WalletOfferDialog } from '@/components/credential/wallet-offer-dialog';
import { makeQueryClient } from '@/lib/api/query-client';
import messages from '@/messages/en.json';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PUBLIC_ID = '0b9d1a52-6f4e-4f43-9b55-2f0c3a1d7e10';
const OFFER_URI = 'openid-credential-offer://?credential_offer_uri=https%3A%2F%2Fdemo.example%2Fapi%2Fv2%2Fcredential_offers%2Fabc';

const renderDialog = () =>
  render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      <QueryClientProvider client={makeQueryClient()}>
        <WalletOfferDialog publicId={PUBLIC_ID} name="Debate club" onHide={() => {}} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );

const answer = (status: number, body: JsonBodyType) => server.use(http.post(`*/api/v2/credentials/${PUBLIC_ID}/wallet_offers`, () => HttpResponse.json(body, { status })));

describe('the wallet pickup dialog', () => {
  it('shows the deep link, the QR code with its text alternative, the transaction code and the expiry', async () => {
    const expiresAt = new Date(Date.now() + 10 * 60_000).toISOString();
    answer(201, { data: { offer_uri: OFFER_URI, credential_offer_uri: 'https://demo.example/api/v2/credential_offers/abc', tx_code: '123456', expires_at: expiresAt } });
    renderDialog();
    expect((await screen.findByRole('link', { name: 'Open in my wallet' }, { timeout: 5000 })).getAttribute('href')).toBe(OFFER_URI);
    const qr = await screen.findByRole('img', { name: /QR code of the offer/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByTestId('wallet-offer-code').textContent).toBe('123456');
    expect(screen.getByText('Transaction code')).toBeTruthy();
    expect(screen.getByTestId('wallet-offer-expiry').textContent).toMatch(/expires in 10 minutes/);
    expect(screen.getByRole('dialog').textContent).toContain('Debate club');
  });

  it('says a revoked badge can no longer be picked up, without a retry', async () => {
    answer(410, { error: { code: 'CREDENTIAL_REVOKED', message: 'revoked' } });
    renderDialog();
    expect((await screen.findByRole('alert')).textContent).toContain('This badge has been revoked');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('says the server cannot be reached, and offers to try again', async () => {
    server.use(http.post(`*/api/v2/credentials/${PUBLIC_ID}/wallet_offers`, () => HttpResponse.error()));
    renderDialog();
    expect((await screen.findByRole('alert')).textContent).toContain('The server cannot be reached');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
