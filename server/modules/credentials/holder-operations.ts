import 'server-only';
import { z } from 'zod';
import { ZHeldCredential } from '@/lib/shared/validation/credential';
import { badgeSettings, type AppContext } from '../../http/context';
import { data, operation } from '../../http/operation';
import { requireAuth } from '../../http/session';
import { parseId, snake } from '../../http/validate';
import { forbidden, notFound } from '../../platform/errors';
import { isCommunityMember } from '../accounts';
import { heldCredentials } from './held-credentials';

/**
 * The learner alone: their collection is what they carry away (a wallet, LinkedIn), and it names
 * revoked credentials of experiences nobody else may see any more. A community admin sees each
 * certification on the experiences they may read, and a person's data through their export.
 * Another member of the community is refused (403); anyone else's id is nobody (404).
 */
async function requireHolder(c: AppContext) {
  const auth = requireAuth(c);
  const id = parseId(c.req.param('id'), 'User');
  if (id === auth.user.id) return auth;
  if (await isCommunityMember(c.get('deps').db, id, auth.community.id)) throw forbidden('Only the learner reads their own Open Badges');
  throw notFound('User');
}

/** A learner's own Open Badges, signed in, in the session's community. */
export const holderOperations = [
  operation({
    method: 'get',
    path: '/v2/users/{id}/open_badges',
    summary:
      "The Open Badges the learner holds in the session's community, newest first: live ones with their name, experience, date and skills; revoked ones with only when (their content is erased)",
    access: 'session',
    responses: { 200: data(z.array(ZHeldCredential), 'The learner’s credentials, live and revoked'), 403: 'FORBIDDEN: another member, even as community admin' },
    handler: async (c) => {
      const auth = await requireHolder(c);
      const list = await heldCredentials(c.get('deps').db, badgeSettings(c.get('deps')).appOrigin, auth.community.id, auth.user.id);
      c.header('Cache-Control', 'no-store');
      return c.json(snake({ data: list }));
    },
  }),
];
