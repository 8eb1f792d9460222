import { queryOptions } from '@tanstack/react-query';
import type { TApi } from './client';
import { browserApi } from './browser-client';
import { featureKeys } from './query-keys';

type TFeatures = { unsplash: boolean; mapbox: boolean };

/** Which optional integrations the backend has (GET /v2/features): no button leads to a search it cannot make. */
export const getFeaturesQueryOptions = (api?: TApi) =>
  queryOptions({
    queryKey: featureKeys.all,
    queryFn: async () => (await (api ?? browserApi()).get<{ data: TFeatures }>('/features')).data.data,
    staleTime: Infinity,
  });
