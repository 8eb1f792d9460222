import type { TFieldErrors } from '@/lib/api/errors';

type Fields = 'name' | 'description' | 'logo';

/**
 * A 422's messages for the group form's own fields: the logo's are said in the person's
 * language (the server's say which types it reads, in English); the others as the server wrote them.
 */
export function groupFieldErrors(errors: TFieldErrors, logoInvalid: string): Partial<Record<Fields, string>> {
  const own: Partial<Record<Fields, string>> = {};
  if (errors.name?.length) own.name = errors.name[0];
  if (errors.description?.length) own.description = errors.description[0];
  if (errors.logo?.length) own.logo = logoInvalid;
  return own;
}
