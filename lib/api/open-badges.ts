import { useMutation } from '@tanstack/react-query';
import type { THeldCredential } from '@/lib/shared/validation/credential';
import type { TWalletOffer } from '@/lib/shared/validation/wallet-offer';
import { browserApi } from './browser-client';
import type { TApi } from './client';

type Data<T> = { data: T };

/** GET /v2/users/{id}/open_badges: the Open Badges the learner holds in this community, newest first, revoked ones included. */
export async function fetchHeldCredentials(userId: number, api: TApi = browserApi()): Promise<THeldCredential[]> {
  return (await api.get<Data<THeldCredential[]>>(`/users/${userId}/open_badges`)).data.data;
}

/** POST /v2/credentials/{publicId}/wallet_offers, by the learner who holds it (410 CREDENTIAL_REVOKED once revoked). */
export async function createWalletOffer(publicId: string, api: TApi = browserApi()): Promise<TWalletOffer> {
  return (await api.post<Data<TWalletOffer>>(`/credentials/${publicId}/wallet_offers`)).data.data;
}

/**
 * A fresh offer each time it is asked for (an offer is good once, for a while). Its errors stay
 * with the caller: the wallet dialog says them in its own words, beside the retry.
 */
export function useCreateWalletOffer() {
  return useMutation({ mutationFn: (publicId: string) => createWalletOffer(publicId) });
}
