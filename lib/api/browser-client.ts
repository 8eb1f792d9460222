import type { AxiosInstance } from 'axios';
import type { TApi } from './client';

let loading: Promise<AxiosInstance> | null = null;

/** axios and humps arrive with the page's first call rather than with every page's first load. */
function load(): Promise<AxiosInstance> {
  loading ??= import('./client').then((module) => module.browserAxios());
  return loading;
}

const api: TApi = {
  get: ((...args: Parameters<AxiosInstance['get']>) => load().then((client) => client.get(...args))) as AxiosInstance['get'],
  post: ((...args: Parameters<AxiosInstance['post']>) => load().then((client) => client.post(...args))) as AxiosInstance['post'],
  put: ((...args: Parameters<AxiosInstance['put']>) => load().then((client) => client.put(...args))) as AxiosInstance['put'],
  patch: ((...args: Parameters<AxiosInstance['patch']>) => load().then((client) => client.patch(...args))) as AxiosInstance['patch'],
  delete: ((...args: Parameters<AxiosInstance['delete']>) => load().then((client) => client.delete(...args))) as AxiosInstance['delete'],
};

/** The browser's client of lib/api/client.ts (same-origin /api/v2, the session renewed once on a 401). */
export function browserApi(): TApi {
  return api;
}
