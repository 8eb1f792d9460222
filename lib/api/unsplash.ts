import { infiniteQueryOptions, useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useWriteError } from '@/lib/hooks/use-write-error';
import { browserApi } from './browser-client';
import { unsplashKeys } from './query-keys';

type Data<T> = { data: T };

export type TUnsplashPhoto = {
  id: string;
  description: string | null;
  width: number;
  height: number;
  urls: { thumb: string; small: string; regular: string };
  user: { name: string; link: string | null };
  links: { html: string | null; downloadLocation: string };
};

type TUnsplashPage = { results: TUnsplashPhoto[]; total: number; totalPages: number };

/** A page of results: four rows of three on a computer, six rows of two on a phone. */
const PER_PAGE = 12;

/** The spec's /api/unsplash paths sit beside /api/v2. */
const UNSPLASH_BASE = { baseURL: '/api' };

async function searchUnsplash(query: string, page: number): Promise<TUnsplashPage> {
  return (await browserApi().get<Data<TUnsplashPage>>('/unsplash', { ...UNSPLASH_BASE, params: { query, page, perPage: PER_PAGE } })).data.data;
}

export const getUnsplashSearchInfiniteOptions = (query: string) =>
  infiniteQueryOptions({
    queryKey: unsplashKeys.search(query),
    queryFn: ({ pageParam }) => searchUnsplash(query, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, _all, lastPage) => (lastPage < last.totalPages ? lastPage + 1 : undefined),
    enabled: query.length > 0,
    staleTime: 5 * 60_000,
  });

/** A listed photo as the browser loads it: through our backend, the pages' only picture origin. */
export const unsplashPictureSrc = (url: string) => `/api/unsplashPicture?url=${encodeURIComponent(url)}`;

/**
 * A chosen photo: its bytes, then the download reported to Unsplash, as its API guidelines ask
 * of an app that uses a photo (reported once the photo is ours to frame, not on a failed fetch).
 */
async function takeUnsplashPhoto(photo: TUnsplashPhoto): Promise<Blob> {
  const picture = (await browserApi().get<Blob>('/unsplashPicture', { ...UNSPLASH_BASE, params: { url: photo.urls.regular }, responseType: 'blob' })).data;
  await browserApi().get('/trackUnsplashDownload', { ...UNSPLASH_BASE, params: { downloadLocation: photo.links.downloadLocation } });
  return picture;
}

export function useTakeUnsplashPhoto() {
  const t = useTranslations('experience.unsplash');
  const report = useWriteError();
  return useMutation({ mutationFn: takeUnsplashPhoto, onError: (error) => report(error, { summary: t('takeError') }) });
}
