import 'server-only';
import type { z } from 'zod';
import { PICTURE_MAX_BYTES } from '@/lib/shared/validation/experience';
import type { AppContext } from '../../http/context';
import { InvalidError } from '../../platform/errors';
import { HttpError } from '../../http/errors';
import { camelizeBody, parseWith } from '../../http/validate';

const PICTURE_FIELD = 'experience[picture]';
const MAX_JSON_BYTES = 64 * 1024;

type Form = { experience: unknown; picture: unknown };

function parseJsonText(text: string): unknown {
  if (text.length > MAX_JSON_BYTES) throw new HttpError(413, 'PAYLOAD_TOO_LARGE', 'Request body is too large');
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError(400, 'MALFORMED_JSON', 'The experience field is not valid JSON');
  }
}

/**
 * An experience arrives as multipart/form-data: `experience` (a snake_case JSON string)
 * and the file `experience[picture]`. A JSON body `{experience}` is read too, so that a
 * client that forgot the picture is told so in the one error format rather than 415.
 */
async function readForm(c: AppContext): Promise<Form> {
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  if (type.startsWith('multipart/form-data')) {
    let body: Record<string, string | File>;
    try {
      body = await c.req.parseBody();
    } catch {
      throw new HttpError(400, 'MALFORMED_BODY', 'Request body is not valid multipart/form-data');
    }
    const raw = body.experience;
    const text = raw instanceof File ? await raw.text() : raw;
    return { experience: text === undefined ? {} : parseJsonText(text), picture: body[PICTURE_FIELD] };
  }
  if (type.startsWith('application/json')) {
    const body = parseJsonText(await c.req.text());
    const experience = body !== null && typeof body === 'object' ? (body as { experience?: unknown }).experience : undefined;
    return { experience: experience ?? {}, picture: undefined };
  }
  throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Expected a multipart/form-data body');
}

function pictureErrors(picture: unknown, required: boolean): string[] {
  if (picture === undefined || picture === '') return required ? ['is required'] : [];
  if (!(picture instanceof File)) return ['must be a file'];
  if (picture.size === 0) return ['is empty'];
  // Refused before its bytes are copied again; the picture service checks the real bytes too.
  if (picture.size > PICTURE_MAX_BYTES) return [`is too large (${PICTURE_MAX_BYTES / 1024 / 1024} MB at most)`];
  return [];
}

/**
 * Validates the fields and the picture together, so one answer lists every problem
 * (`{errors: {description: [...], picture: [...]}}`); nothing is processed or stored before.
 */
export async function readExperienceForm<S extends z.ZodType>(c: AppContext, schema: S | null, options: { pictureRequired: boolean }) {
  const form = await readForm(c);
  const errors: Record<string, string[]> = {};
  let fields: z.infer<S> | null = null;
  if (schema) {
    try {
      const raw = form.experience !== null && typeof form.experience === 'object' ? camelizeBody(form.experience) : form.experience;
      fields = parseWith(schema, raw);
    } catch (error) {
      if (!(error instanceof InvalidError)) throw error;
      Object.assign(errors, error.fields);
    }
  }
  const problems = pictureErrors(form.picture, options.pictureRequired);
  if (problems.length) errors.picture = problems;
  if (Object.keys(errors).length) throw new InvalidError(errors);
  const picture = form.picture instanceof File ? Buffer.from(await form.picture.arrayBuffer()) : null;
  return { fields: fields as z.infer<S>, picture };
}
