import 'server-only';
import type { z } from 'zod';
import { ZJournalPage } from '@/lib/shared/validation/journal';
import { ZCommunityQuery, ZGroupQuery, ZJournalQuery } from '../routes/journals';
import { data, operation } from '../operation';

const page = data(ZJournalPage, 'A page of 20 items the caller may read, created_at desc, id desc; pages is exact up to 50 pages ahead');

/** Spec §7 journals: the query's filter flags, plus what names the journal. */
const journal = (path: string, summary: string, extra?: { query: z.ZodObject; responses: Record<number, string> }) =>
  operation({
    method: 'get',
    path,
    summary,
    access: 'session',
    query: extra ? (ZJournalQuery as unknown as z.ZodObject).extend(extra.query.shape) : (ZJournalQuery as unknown as z.ZodObject),
    responses: { 200: page, ...extra?.responses },
  });

const adminsOnly = { 403: 'FORBIDDEN: a journal for community admins' };

export const journalContract = [
  journal('/v2/journal_items/', "The caller's own items in the session community (spec §7 writes the trailing slash)"),
  journal('/v2/journal_items', 'The same as /v2/journal_items/'),
  journal('/v2/journal_items/user_recommendation_journal', "Others' items the caller may read, from members sharing a group or a rated skill"),
  journal('/v2/journal_items/{userId}/user_journal', "A member's items the caller may read"),
  journal('/v2/journal_items/{communityId}/official_journal', 'Items marked official that the caller may read'),
  journal('/v2/group_journal_items', "A group's items; community admins only", {
    query: ZGroupQuery,
    responses: { ...adminsOnly, 404: "group_id names no group of the session's community" },
  }),
  journal('/v2/community_journal_items', "The community's items; community admins only", {
    query: ZCommunityQuery,
    responses: { ...adminsOnly, 404: "community_id is not the session's community" },
  }),
];
