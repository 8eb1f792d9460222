import 'server-only';
import { cache } from 'react';
import type { TCommunityBrand } from '@/lib/shared/validation/community';
import { serverApi } from './server';

/** GET /v2/communities/current: the page host's community (null on a bare host), once per render. */
export const fetchHostCommunity = cache(async (): Promise<TCommunityBrand> => (await (await serverApi()).get<{ data: TCommunityBrand }>('/communities/current')).data.data);
