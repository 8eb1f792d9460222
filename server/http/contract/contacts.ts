import 'server-only';
import { ZContactReceipt, ZContactRequest } from '@/lib/shared/validation/contact';
import { data, operation } from '../operation';

export const contactContract = [
  operation({
    method: 'post',
    path: '/v2/contacts',
    summary: "Write to the community's support desk (spec §7): kept for its admins and mailed to its support address, or to its admins without one",
    access: 'public',
    body: { kind: 'json', schema: ZContactRequest },
    responses: {
      201: data(ZContactReceipt, 'Received: the mail is queued'),
      404: 'NOT_FOUND: this host names no community',
      429: 'RATE_LIMITED, with Retry-After: too many messages from this address',
    },
  }),
];
