import 'server-only';
import { cache } from 'react';
import { fetchGroup } from './members';
import { serverApi } from './server';
import { orNotFound } from './server-fetch';

/** GET /v2/groups/{id}?view=group_info for a group's pages: once per render (title and view), a 404 as the not-found page. */
export const fetchPageGroup = cache(async (groupId: number) => orNotFound(fetchGroup(groupId, await serverApi())));
