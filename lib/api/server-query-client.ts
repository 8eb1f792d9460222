import 'server-only';
import { cache } from 'react';
import { makeQueryClient } from './query-client';

/** Request-scoped: server pages prefetch into it, then hand it to HydrationBoundary. */
export const getServerQueryClient = cache(() => makeQueryClient());
