import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import { createWalletOffer, fetchHeldCredentials, useCreateWalletOffer } from '@/lib/api/open-badges';
import { renderWithApp } from '../../support/mutation-harness';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const PUBLIC_ID = '0b9d1a52-6f4e-4f43-9b55-2f0c3a1d7e10';
const offerUri = `openid-credential-offer://?credential_offer_uri=${encodeURIComponent(`https://demo.example/api/v2/credential_offers/abc`)}`;

describe('a learner’s Open Badges', () => {
  it('reads the collection of the signed-in learner, camelCased', async () => {
    server.use(
      http.get('*/api/v2/users/7/open_badges', () =>
        HttpResponse.json({
          data: [
            { public_id: PUBLIC_ID, status: 'revoked', url: 'u', community: 'Demo', linkedin_organization_id: null, name: null, experience_id: null, certified_at: null, revoked_at: '2026-05-01T00:00:00.000Z', skills: [] },
          ],
        }),
      ),
    );
    const [held] = await fetchHeldCredentials(7);
    expect(held).toMatchObject({ publicId: PUBLIC_ID, status: 'revoked', linkedinOrganizationId: null, revokedAt: '2026-05-01T00:00:00.000Z' });
  });
});

describe('wallet pickup', () => {
  it('asks for an offer of the credential and answers its URI, transaction code and expiry', async () => {
    let method: string | null = null;
    server.use(
      http.post(`*/api/v2/credentials/${PUBLIC_ID}/wallet_offers`, ({ request }) => {
        method = request.method;
        return HttpResponse.json(
          { data: { offer_uri: offerUri, credential_offer_uri: 'https://demo.example/api/v2/credential_offers/abc', tx_code: '123456', expires_at: '2026-05-01T10:10:00.000Z' } },
          { status: 201 },
        );
      }),
    );
    const offer = await createWalletOffer(PUBLIC_ID);
    expect(method).toBe('POST');
    expect(offer).toEqual({ offerUri, credentialOfferUri: 'https://demo.example/api/v2/credential_offers/abc', txCode: '123456', expiresAt: '2026-05-01T10:10:00.000Z' });
  });

  it('keeps a revocation as its code, for the dialog to say, and raises no toast', async () => {
    server.use(
      http.post(`*/api/v2/credentials/${PUBLIC_ID}/wallet_offers`, () =>
        HttpResponse.json({ error: { code: 'CREDENTIAL_REVOKED', message: 'This credential was revoked' } }, { status: 410 }),
      ),
    );
    const { result, toasts } = renderWithApp(() => useCreateWalletOffer());
    act(() => result.current.mutate(PUBLIC_ID));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect(result.current.error).toMatchObject({ status: 410, serverCode: 'CREDENTIAL_REVOKED' });
    expect(toasts).toEqual([]);
  });

  it('reports an unreachable server as a network failure (status 0)', async () => {
    server.use(http.post(`*/api/v2/credentials/${PUBLIC_ID}/wallet_offers`, () => HttpResponse.error()));
    await expect(createWalletOffer(PUBLIC_ID)).rejects.toMatchObject({ status: 0 });
  });
});
