import 'server-only';
import { z } from 'zod';
import { ZPublicLinkDecided, ZPublicLinkDecisionRequest, ZPublicLinkKind, ZPublicLinkRequest } from '@/lib/shared/validation/public-links';
import type { AppContext } from '../../http/context';
import { data, operation } from '../../http/operation';
import { requireAuth } from '../../http/session';
import { parseId, snake } from '../../http/validate';
import { notFound } from '../../platform/errors';
import { decidePublicLink, findDecidableLink, listWaitingLinks, requireApprover } from './decisions';

const kindParameter = { kind: { pattern: '^(experiences|stories)$', description: 'experiences or stories' } };

/** An unknown kind names nothing: 404, as an unknown id. */
const kindOf = (c: AppContext) => {
  const kind = ZPublicLinkKind.safeParse(c.req.param('kind'));
  if (!kind.success) throw notFound('Public link');
  return kind.data;
};

export const publicLinkOperations = [
  operation({
    method: 'get',
    path: '/v2/public_links',
    summary: "The public links waiting for the caller's approval (community admins: every learner's; group admins: their groups' learners), oldest request first",
    access: 'session',
    responses: {
      200: data(z.array(ZPublicLinkRequest), 'The waiting links (none unless the community asks for approval)'),
      403: 'FORBIDDEN: neither a group admin nor a community admin',
    },
    handler: async (c) => {
      const auth = requireAuth(c);
      requireApprover(auth);
      c.header('Cache-Control', 'no-store');
      return c.json(snake({ data: await listWaitingLinks(c.get('deps').db, auth) }));
    },
  }),
  operation({
    method: 'post',
    path: '/v2/public_links/{kind}/{id}/decision',
    summary: "Approve a waiting public link (it goes live) or refuse it (the item is shared with the community instead); the author is mailed",
    access: 'session',
    pathParameters: kindParameter,
    body: { kind: 'json', schema: ZPublicLinkDecisionRequest },
    responses: {
      200: data(ZPublicLinkDecided, 'The item as decided: public and live, or shared with the community'),
      403: "FORBIDDEN: the caller sees the item but decides neither for its author (not a group admin of the author's groups nor a community admin) nor on their own link",
      409: 'PUBLIC_LINK_NOT_WAITING: approved or refused already, no longer public, or the community does not ask for approval',
    },
    handler: async (c, request) => {
      const auth = requireAuth(c);
      const { db, appOrigin, mail } = c.get('deps');
      const link = await findDecidableLink(db, auth, kindOf(c), parseId(c.req.param('id'), 'Public link'));
      const { decision } = await request.body();
      const decided = await decidePublicLink(db, auth, link, decision, appOrigin);
      mail.wake();
      return c.json(snake({ data: decided }));
    },
  }),
];
