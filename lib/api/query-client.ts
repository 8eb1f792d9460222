import { QueryCache, QueryClient, isServer } from '@tanstack/react-query';
import { ApiError, AppError } from './errors';

type Handlers = { onUnauthorized?: () => void; onCommunityMismatch?: (slug: string) => void };

const statusOf = (error: unknown) =>
  error instanceof ApiError ? error.status : error instanceof AppError ? (error.cause?.status ?? 0) : 0;

export function makeQueryClient(handlers: Handlers = {}) {
  return new QueryClient({
    queryCache: new QueryCache({
      // One place for session loss: a 401 or a community mismatch on any query.
      onError: (error) => {
        const api = error instanceof ApiError ? error : error instanceof AppError ? error.cause : undefined;
        if (api?.serverCode === 'COMMUNITY_MISMATCH') {
          const slug = (api.details.community as { slug?: string } | undefined)?.slug;
          if (slug) handlers.onCommunityMismatch?.(slug);
        } else if (api?.status === 401) handlers.onUnauthorized?.();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        retry: (count, error) => {
          const status = statusOf(error);
          return !(status === 401 || status === 403 || status === 404) && count < 2;
        },
      },
    },
  });
}

let browserQueryClient: QueryClient | undefined;

/** A fresh client per server request (see lib/api/server-query-client.ts); one for the browser's lifetime. */
export function getBrowserQueryClient(handlers: Handlers) {
  if (isServer) return makeQueryClient();
  browserQueryClient ??= makeQueryClient(handlers);
  return browserQueryClient;
}
