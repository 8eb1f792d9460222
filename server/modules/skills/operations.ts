import 'server-only';
import { z } from 'zod';
import { ZSkill } from '@/lib/shared/validation/experience-answer';
import { data, operation } from '../../http/operation';
import { readerLocale } from '../../http/reader-locale';
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
    /** The skills offered to the caller (the community's and their groups') in the reader's language: `{data: [{id, name}]}`. */
    handler: async (c) => {
      const auth = requireAuth(c);
      return c.json(snake({ data: await listOfferedSkills(c.get('deps').db, { userId: auth.user.id, communityId: auth.community.id }, readerLocale(c) ?? auth.user.locale) }));
    },
  }),
];
