import 'server-only';
import { PICTURE_MAX_BYTES } from '@/lib/shared/validation/experience-rules';
import type { AppContext } from '../../http/context';
import { InvalidError } from '../../platform/errors';
import { HttpError } from '../../http/errors';

export const AVATAR_FIELD = 'user[avatar]';

/**
 * Spec §7: "PUT /v2/users/{id} multipart with an avatar file (payload user and file)". The
 * `user` part is accepted and ignored (the spec's client sends the whole user along); the
 * names and language change through the JSON form of the same call.
 */
export async function readAvatar(c: AppContext): Promise<Buffer> {
  let body: Record<string, string | File>;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new HttpError(400, 'MALFORMED_BODY', 'Request body is not valid multipart/form-data');
  }
  const file = body[AVATAR_FIELD];
  if (!(file instanceof File)) throw new InvalidError({ avatar: [file === undefined || file === '' ? 'is required' : 'must be a file'] });
  if (file.size === 0) throw new InvalidError({ avatar: ['is empty'] });
  // Refused before its bytes are copied again; the picture service checks the real bytes too.
  if (file.size > PICTURE_MAX_BYTES) throw new InvalidError({ avatar: [`is too large (${PICTURE_MAX_BYTES / 1024 / 1024} MB at most)`] });
  return Buffer.from(await file.arrayBuffer());
}

export const isMultipart = (c: AppContext) => (c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data');
