import 'server-only';
import { notFound } from 'next/navigation';
import { ApiError } from './errors';

/** Server pages: a 404 (or an id the viewer may not see) renders the not-found page. */
export async function orNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (ApiError.from(error).status === 404) notFound();
    throw error;
  }
}
