import 'server-only';
import { ZPortrait } from '@/lib/shared/validation/portrait';
import { ZPortraitUpdateRequest } from '../routes/portraits';
import { data, operation } from '../operation';

const portrait = (description: string) => data(ZPortrait, description);

export const portraitContract = [
  operation({
    method: 'get',
    path: '/v2/portraits/{id}',
    summary:
      "A member's portrait (id: the user's), as its sharing level lets the caller read it, with the highlights and skills of the experiences the caller may read; a portrait never saved is private and reads as its defaults to its author",
    access: 'session',
    responses: { 200: portrait('The portrait'), 404: 'NOT_FOUND: no such member in the session community, or a portrait the caller may not read' },
  }),
  operation({
    method: 'put',
    path: '/v2/portraits/{id}',
    summary: "Change one's own portrait (id: one's own user id); any subset of its fields, the first save starting from the defaults",
    access: 'session',
    body: { kind: 'json', schema: ZPortraitUpdateRequest },
    responses: {
      200: portrait('The changed portrait'),
      403: "FORBIDDEN: another member's portrait the caller may read",
      404: "NOT_FOUND: another member's portrait the caller may not read",
      422: 'e.g. `{errors: {about | highlighted_experience_ids | group_ids: [messages]}}`: highlights must be the caller\'s own experiences in this community; sharing `group` needs at least one group',
    },
  }),
];
