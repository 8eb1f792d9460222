import 'server-only';
import type { TOutboxMail } from '@/lib/shared/validation/mail';
import { serverApi } from './server';

/** GET /v2/mail_outbox (community admins): a page of the community's mails, newest first, below `before`. */
export async function fetchOutbox(before: number | null): Promise<{ mails: TOutboxMail[]; more: boolean }> {
  const api = await serverApi();
  const { data } = await api.get<{ data: TOutboxMail[]; meta: { more: boolean } }>('/mail_outbox', { params: before === null ? {} : { before } });
  return { mails: data.data, more: data.meta.more };
}
