import type { TCredentialPage } from '@/lib/shared/validation/credential';
import type { TApi } from './client';

/** The verify page's data, with the backend's live check of signature and status. */
export async function fetchCredentialPage(publicId: string, api: TApi): Promise<TCredentialPage> {
  return (await api.get<{ data: TCredentialPage }>(`/credentials/${publicId}/verification`)).data.data;
}

/** Where the browser downloads the credential itself (a .json attachment), through this origin. */
export const credentialDownloadUrl = (publicId: string) => `/api/v2/credentials/${publicId}`;
