import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/** A download reported at /photos/<id>/download: the photo, and the `ixid` its listing gave. */
export type UnsplashDownload = { photoId: string; ixid: string | null };

export type UnsplashStandIn = {
  url: string;
  /** Every download reported so far, in order (also answered at GET /recorded/downloads). */
  downloads: UnsplashDownload[];
  close(): Promise<void>;
};

type Fixture = { id: string; description: string; tags: string[]; author: string; username: string; hue: number };

/** Fifteen photos: more than a page of twelve, so a second page exists. */
export const UNSPLASH_FIXTURES: Fixture[] = [
  ['Fishing boats moored in a harbour', ['harbour', 'boat', 'sea'], 'Ann Marin'],
  ['A lighthouse at the end of a harbour wall', ['harbour', 'lighthouse', 'sea'], 'Bruno Phare'],
  ['Sailing boats at sunset', ['harbour', 'boat', 'sunset'], 'Chloé Voile'],
  ['Nets drying on a quay', ['harbour', 'fishing'], 'Dario Rete'],
  ['Gulls over the harbour', ['harbour', 'bird'], 'Eleni Glaros'],
  ['A ferry leaving the port', ['harbour', 'boat', 'ferry'], 'Fenna Veer'],
  ['Containers stacked on a dock', ['harbour', 'port'], 'Gil Doca'],
  ['A rowing boat on calm water', ['harbour', 'boat'], 'Hugo Rame'],
  ['Fish market stalls at dawn', ['harbour', 'market'], 'Inès Criée'],
  ['Old wooden pier', ['harbour', 'pier'], 'Jan Steiger'],
  ['Harbour lights at night', ['harbour', 'night'], 'Kalliopi Fos'],
  ['Cranes at a shipyard', ['harbour', 'shipyard'], 'Luca Gru'],
  ['A kayak by the breakwater', ['harbour', 'kayak'], 'Maud Digue'],
  ['Buoys floating in the bay', ['harbour', 'bay'], 'Nuno Boia'],
  ['Children learning to sail', ['harbour', 'sailing', 'school'], 'Olga Leme'],
].map(([description, tags, author], index) => ({
  id: `stand-in-${index + 1}`,
  description: description as string,
  tags: tags as string[],
  author: author as string,
  username: (author as string).toLowerCase().normalize('NFD').replace(/[^a-z]/g, ''),
  hue: (index * 24) % 360,
}));

const jpeg = (width: number, height: number, hue: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="hsl(${hue},60%,45%)"/><circle cx="${width / 2}" cy="${height / 2}" r="${height / 4}" fill="hsl(${(hue + 120) % 360},70%,70%)"/></svg>`,
    ),
  )
    .jpeg({ quality: 80 })
    .toBuffer();

const json = (response: ServerResponse, status: number, body: unknown) =>
  void response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));

/**
 * A local Unsplash API (its /search/photos and /photos/<id>/download, as documented at
 * unsplash.com/documentation) with its image host beside it. Like Unsplash, the API refuses a
 * call without `Authorization: Client-ID <key>` (401), while the images need no key.
 */
export async function startUnsplashStandIn({ port = 0, accessKey }: { port?: number; accessKey: string }): Promise<UnsplashStandIn> {
  const images = new Map<string, Buffer>();
  for (const photo of UNSPLASH_FIXTURES) {
    images.set(`${photo.id}-thumb.jpg`, await jpeg(200, 150, photo.hue));
    images.set(`${photo.id}.jpg`, await jpeg(1080, 810, photo.hue));
  }
  const downloads: UnsplashDownload[] = [];
  const server = createServer();
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const listed = (photo: Fixture, ixid: string) => ({
    id: photo.id,
    description: null,
    alt_description: photo.description,
    width: 1080,
    height: 810,
    color: `hsl(${photo.hue},60%,45%)`,
    urls: { thumb: `${base}/images/${photo.id}-thumb.jpg`, small: `${base}/images/${photo.id}.jpg`, regular: `${base}/images/${photo.id}.jpg` },
    user: { name: photo.author, links: { html: `https://unsplash.com/@${photo.username}` } },
    links: { html: `https://unsplash.com/photos/${photo.id}`, download_location: `${base}/photos/${photo.id}/download?ixid=${encodeURIComponent(ixid)}` },
  });

  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', base);
    if (request.method !== 'GET') return json(response, 405, { errors: ['Method not allowed'] });
    if (url.pathname === '/health') return void response.end('ok');
    if (url.pathname === '/recorded/downloads') return json(response, 200, downloads);
    const image = /^\/images\/([\w.-]+)$/.exec(url.pathname);
    if (image) {
      const bytes = images.get(image[1]!);
      if (!bytes) return json(response, 404, { errors: ['Not found'] });
      return void response.writeHead(200, { 'Content-Type': 'image/jpeg', 'Content-Length': String(bytes.length) }).end(bytes);
    }
    if (request.headers.authorization !== `Client-ID ${accessKey}`) return json(response, 401, { errors: ['OAuth error: The access token is invalid'] });

    if (url.pathname === '/search/photos') {
      const query = url.searchParams.get('query') ?? '';
      if (!query.trim()) return json(response, 400, { errors: ['query is missing'] });
      const words = query.toLowerCase().split(/\s+/);
      const found = UNSPLASH_FIXTURES.filter((photo) => photo.tags.some((tag) => words.includes(tag)));
      const page = Math.max(1, Number(url.searchParams.get('page') ?? 1));
      const perPage = Math.min(30, Math.max(1, Number(url.searchParams.get('per_page') ?? 10)));
      // Unsplash's listings carry a tracking id in their download links; here the query, so each test can find its own.
      return json(response, 200, {
        total: found.length,
        total_pages: Math.ceil(found.length / perPage),
        results: found.slice((page - 1) * perPage, page * perPage).map((photo) => listed(photo, query)),
      });
    }
    const download = /^\/photos\/([\w-]+)\/download$/.exec(url.pathname);
    const photo = download && UNSPLASH_FIXTURES.find((candidate) => candidate.id === download[1]);
    if (photo) {
      downloads.push({ photoId: photo.id, ixid: url.searchParams.get('ixid') });
      return json(response, 200, { url: `${base}/images/${photo.id}.jpg` });
    }
    return json(response, 404, { errors: ['Not found'] });
  });

  return {
    url: base,
    downloads,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
