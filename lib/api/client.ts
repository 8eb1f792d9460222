import axios, { type AxiosInstance } from 'axios';
import humps from 'humps';
import { ApiError } from './errors';

type ClientOptions = { baseURL: string; headers?: Record<string, string> };

/**
 * snake_case ↔ camelCase at the boundary (spec §7) and a typed ApiError for every failure.
 * No toasts here: the caller decides what the user sees.
 */
export function createApiClient({ baseURL, headers }: ClientOptions): AxiosInstance {
  const client = axios.create({ baseURL, headers, timeout: 15_000 });
  client.interceptors.request.use((config) => {
    if (config.data && !(config.data instanceof FormData)) config.data = humps.decamelizeKeys(config.data);
    if (config.params) config.params = humps.decamelizeKeys(config.params);
    return config;
  });
  client.interceptors.response.use(
    (response) => {
      if (response.data && typeof response.data === 'object' && !(response.data instanceof Blob)) {
        response.data = humps.camelizeKeys(response.data);
      }
      return response;
    },
    (error) => Promise.reject(ApiError.from(error)),
  );
  return client;
}

let browserClient: AxiosInstance | null = null;

/** In the browser the backend is reached through Next's same-origin rewrite, with the session cookie. */
export function browserApi(): AxiosInstance {
  browserClient ??= createApiClient({ baseURL: '/api/v2' });
  return browserClient;
}
