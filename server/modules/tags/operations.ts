import 'server-only';
import { ZTagRemovalQuery } from '@/lib/shared/validation/group';
import { empty, operation } from '../../http/operation';
import { requireAuth } from '../../http/session';
import { parseId } from '../../http/validate';
import { notFound } from '../../platform/errors';
import { findAdministeredGroup } from '../groups/groups';
import { removeGroupTag } from './group-tags';

export const tagOperations = [
  operation({
    method: 'delete',
    path: '/v2/tags/{id}',
    summary: 'Remove a tag from a group (type=Group; community admins, or admins of the group); the tag stays on the experiences that carry it',
    access: 'session',
    query: ZTagRemovalQuery,
    responses: {
      204: empty('Removed'),
      403: 'FORBIDDEN: neither a community admin nor an admin of this group',
      404: "NOT_FOUND: another community, a group of another community, or a tag the group does not have",
    },
    /**
     * Spec §7 DELETE /v2/tags/{id}?native_client=false&type=Group&community&group: the tag leaves
     * the group (Group is the only type so far). The community must be the session's.
     */
    handler: async (c, request) => {
      const auth = requireAuth(c);
      const tagId = parseId(c.req.param('id'), 'Tag');
      const query = request.query();
      if (Number(query.community) !== auth.community.id) throw notFound('Community');
      const { db } = c.get('deps');
      const group = await findAdministeredGroup(db, auth, Number(query.group), 'change its tags');
      await removeGroupTag(db, group.id, tagId);
      return c.body(null, 204);
    },
  }),
];
