import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { ApiError } from './errors';
import { camelizeWire, snakeWire } from '@/lib/shared/wire-case';

/** renew: opens a new session after a 401, answering whether it did; the call is then sent once more. */
/** What the API modules call: an axios instance, or browser-client.ts's stand-in that loads one. */
export type TApi = Pick<AxiosInstance, 'get' | 'post' | 'put' | 'patch' | 'delete'>;

export type TClientOptions = { baseURL: string; headers?: Record<string, string>; renew?: () => Promise<boolean> };
type TRetried = InternalAxiosRequestConfig & { renewed?: boolean };

/**
 * snake_case ↔ camelCase at the boundary (spec §7) and a typed ApiError for every failure.
 * No toasts here: the caller decides what the user sees.
 */
export function createApiClient({ baseURL, headers, renew }: TClientOptions): AxiosInstance {
  const client = axios.create({ baseURL, headers, timeout: 15_000 });
  client.interceptors.request.use((config) => {
    if (config.data && !(config.data instanceof FormData)) config.data = snakeWire(config.data);
    if (config.params) config.params = snakeWire(config.params);
    return config;
  });
  client.interceptors.response.use(
    (response) => {
      if (response.data && typeof response.data === 'object' && !(response.data instanceof Blob)) {
        response.data = camelizeWire(response.data);
      }
      return response;
    },
    async (error) => {
      const config = (error as { config?: TRetried }).config;
      if (renew && error?.response?.status === 401 && config && !config.renewed && (await renew())) return client.request({ ...config, renewed: true } as TRetried);
      throw ApiError.from(error);
    },
  );
  return client;
}

let browserClient: AxiosInstance | null = null;
let renewal: Promise<boolean> | null = null;

/** One renewal for every call refused at once: the refresh token is good once. */
function renewOnce(): Promise<boolean> {
  renewal ??= axios
    .post('/api/session/refresh')
    .then(
      () => true,
      () => false,
    )
    .finally(() => {
      renewal = null;
    });
  return renewal;
}

/**
 * In the browser the backend is reached through Next's same-origin rewrite, with the session
 * cookie; a call refused because the access token's cookie expired is sent again once the
 * refresh token renewed the session, without asking the person to sign in again.
 */
export function browserAxios(): AxiosInstance {
  if (browserClient) return browserClient;
  browserClient = createApiClient({ baseURL: '/api/v2', renew: renewOnce });
  // The page's language rather than the browser's: the backend names the product's skills in it.
  browserClient.interceptors.request.use((config) => {
    if (document.documentElement.lang) config.headers.set('Accept-Language', document.documentElement.lang);
    return config;
  });
  return browserClient;
}
