import 'server-only';
import { z } from 'zod';
import { InvalidError, upstreamUnavailable } from '../../platform/errors';
import { PICTURE_MAX_BYTES } from '@/lib/shared/validation/experience-rules';

export const UNSPLASH_API = 'https://api.unsplash.com';
/** Where Unsplash serves the photos its API lists. */
const UNSPLASH_IMAGES = 'https://images.unsplash.com';
const TIMEOUT_MS = 5000;
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export type UnsplashPhoto = {
  id: string;
  description: string | null;
  width: number;
  height: number;
  color: string | null;
  urls: { thumb: string; small: string; regular: string };
  user: { name: string; link: string | null };
  links: { html: string | null; downloadLocation: string };
};

export type UnsplashClient = {
  search: (query: string, page: number, perPage: number) => Promise<{ results: UnsplashPhoto[]; total: number; totalPages: number }>;
  /** Unsplash's terms ask apps to report the download of a photo they use. */
  trackDownload: (downloadLocation: string) => Promise<void>;
  /** A listed photo's bytes, for the browser, whose pages load pictures from our origin only. */
  picture: (url: string) => Promise<{ bytes: Uint8Array<ArrayBuffer>; type: string }>;
};

export type UnsplashClientOptions = { apiUrl?: string; fetchImpl?: typeof fetch; maxPictureBytes?: number };

const ZSearch = z.object({
  total: z.number(),
  total_pages: z.number(),
  results: z.array(
    z.object({
      id: z.string(),
      description: z.string().nullish(),
      alt_description: z.string().nullish(),
      width: z.number(),
      height: z.number(),
      color: z.string().nullish(),
      urls: z.object({ thumb: z.string(), small: z.string(), regular: z.string() }),
      user: z.object({ name: z.string(), links: z.object({ html: z.string() }).partial().optional() }),
      links: z.object({ html: z.string().optional(), download_location: z.string() }),
    }),
  ),
});

const upstreamError = () => upstreamUnavailable('Image search is unavailable, try again later');

const parse = (value: string) => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/**
 * Only the configured API's download endpoint is called on the client's behalf: any other URL
 * would turn this proxy into a way to make the server fetch arbitrary addresses.
 */
export function isUnsplashDownloadLocation(value: string, apiUrl: string = UNSPLASH_API): boolean {
  const url = parse(value);
  const api = new URL(apiUrl);
  return url !== null && url.origin === api.origin && /^\/photos\/[\w-]+\/download$/.test(url.pathname);
}

/**
 * Photos are fetched from Unsplash's image host only, or from the configured API's own origin
 * (a stand-in serves both); never from an address a client makes up.
 */
export function isUnsplashPicture(value: string, apiUrl: string = UNSPLASH_API): boolean {
  const url = parse(value);
  return url !== null && !url.username && !url.password && [UNSPLASH_IMAGES, new URL(apiUrl).origin].includes(url.origin);
}

/** The access key stays on the server; the browser calls /api/unsplash. */
export function createUnsplashClient(accessKey: string, { apiUrl = UNSPLASH_API, fetchImpl = fetch, maxPictureBytes = PICTURE_MAX_BYTES }: UnsplashClientOptions = {}): UnsplashClient {
  const api = apiUrl.replace(/\/+$/, '');
  const call = async (url: string) => {
    try {
      const res = await fetchImpl(url, {
        headers: { Authorization: `Client-ID ${accessKey}`, 'Accept-Version': 'v1' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!res.ok) throw upstreamError();
      return (await res.json()) as unknown;
    } catch {
      throw upstreamError();
    }
  };
  return {
    async search(query, page, perPage) {
      const params = new URLSearchParams({ query, page: String(page), per_page: String(perPage), content_filter: 'high' });
      const answer = ZSearch.safeParse(await call(`${api}/search/photos?${params}`));
      if (!answer.success) throw upstreamError();
      return {
        total: answer.data.total,
        totalPages: answer.data.total_pages,
        results: answer.data.results.map((p) => ({
          id: p.id,
          description: p.alt_description ?? p.description ?? null,
          width: p.width,
          height: p.height,
          color: p.color ?? null,
          urls: p.urls,
          user: { name: p.user.name, link: p.user.links?.html ?? null },
          links: { html: p.links.html ?? null, downloadLocation: p.links.download_location },
        })),
      };
    },
    async trackDownload(downloadLocation) {
      if (!isUnsplashDownloadLocation(downloadLocation, api)) throw new InvalidError({ download_location: ['is not an Unsplash download location'] });
      await call(downloadLocation);
    },
    async picture(url) {
      if (!isUnsplashPicture(url, api)) throw new InvalidError({ url: ['is not an Unsplash photo'] });
      // The image host needs no key: it is not sent where it is not needed.
      const res = await fetchImpl(url, { redirect: 'error', signal: AbortSignal.timeout(TIMEOUT_MS) }).catch(() => null);
      const type = res?.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
      if (!res?.ok || !PICTURE_TYPES.includes(type) || Number(res.headers.get('content-length') ?? 0) > maxPictureBytes) throw upstreamError();
      const bytes = await res.arrayBuffer().then((buffer) => new Uint8Array(buffer), () => null);
      if (!bytes || bytes.length > maxPictureBytes) throw upstreamError();
      return { bytes, type };
    },
  };
}
