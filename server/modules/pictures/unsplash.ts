import 'server-only';
import { z } from 'zod';
import { InvalidError, upstreamUnavailable } from '../../platform/errors';

const API = 'https://api.unsplash.com';
const TIMEOUT_MS = 5000;

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
};

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

/**
 * Only Unsplash's own download endpoint is called on the client's behalf: any other URL
 * would turn this proxy into a way to make the server fetch arbitrary addresses.
 */
export function isUnsplashDownloadLocation(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.host === 'api.unsplash.com' && /^\/photos\/[\w-]+\/download$/.test(url.pathname);
  } catch {
    return false;
  }
}

/** The access key stays on the server; the browser calls /api/unsplash. */
export function createUnsplashClient(accessKey: string, fetchImpl: typeof fetch = fetch): UnsplashClient {
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
      const answer = ZSearch.safeParse(await call(`${API}/search/photos?${params}`));
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
      if (!isUnsplashDownloadLocation(downloadLocation)) throw new InvalidError({ download_location: ['is not an Unsplash download location'] });
      await call(downloadLocation);
    },
  };
}
