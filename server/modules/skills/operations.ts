import 'server-only';
import { z } from 'zod';
import { ZSkill } from '@/lib/shared/validation/experience-answer';
import { data, operation } from '../../http/operation';
import { requireAuth } from '../../http/session';
import { snake } from '../../http/validate';
import { listOfferedSkills } from './skills';

export const skillOperations = [
  operation({
    method: 'get',
    path: '/v2/skills',
    summary: "The session community's skill list",
    access: 'session',
    responses: { 200: data(z.array(ZSkill), 'Skills by name') },
    /** The skills offered to the caller (the community's and their groups') in their locale: `{data: [{id, name}]}`. */
    handler: async (c) => {
      const auth = requireAuth(c);
      return c.json(snake({ data: await listOfferedSkills(c.get('deps').db, { userId: auth.user.id, communityId: auth.community.id }, auth.user.locale) }));
    },
  }),
];
