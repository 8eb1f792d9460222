import 'server-only';
import { binary, empty, operation } from '../../http/operation';
import { notFound } from '../../platform/errors';
import { STORED_PICTURE_NAME } from './pictures';

export const pictureOperations = [
  operation({
    method: 'get',
    path: '/v2/pictures/{file}',
    summary: 'A stored picture by its content-hash name: no session needed, cached for a year',
    access: 'public',
    pathParameters: { file: { pattern: '^[0-9a-f]{64}\\.jpg$' } },
    responses: { 200: binary('image/jpeg', 'The picture'), 304: empty('If-None-Match matched') },
    /**
     * The name changes whenever the bytes do, so a browser may keep a file for a year without
     * asking again. No session is read: the 64-hex-digit name is the capability (it cannot be
     * guessed without the picture itself), and the pictures of a journal page of 20 cards cost
     * no database lookup each.
     */
    sessionless: true,
    handler: async (c) => {
      const file = c.req.param('file') ?? '';
      // Only names we create are looked up: no dots, slashes or encoded traversal reach the storage.
      if (!STORED_PICTURE_NAME.test(file)) throw notFound('Picture');
      const etag = `"${file.slice(0, -4)}"`;
      const headers = { 'Cache-Control': 'public, max-age=31536000, immutable', ETag: etag };
      if (c.req.header('if-none-match') === etag) return c.body(null, 304, headers);
      const bytes = await c.get('deps').storage.get(file);
      if (!bytes) throw notFound('Picture');
      return c.body(new Uint8Array(bytes), 200, { ...headers, 'Content-Type': 'image/jpeg', 'Content-Length': String(bytes.length) });
    },
  }),
];
