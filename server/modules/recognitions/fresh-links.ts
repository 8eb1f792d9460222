import 'server-only';
import { inTransaction, type Database } from '../../db/client';
import { loadRecognitionContext } from './context';
import { mailTeacher, type LinkMaker } from './mails';
import { recognitionOfLink } from './review-links';
import { remindable } from './serializer';
import { opensOnHost } from '../../platform/live-on-host';

/**
 * POST /v2/micro_recognitions/review_links: a teacher from outside whose link expired or was
 * spent asks again with it; a fresh link goes to the address on file, never to one the caller
 * gives. Nothing is sent for an unknown token, another community's, a request that no longer
 * waits for its teacher, or a community teacher's (who signs in); the route answers the same
 * either way; a token not signed here is not even looked up. Returns whether a mail was queued.
 */
export async function sendFreshReviewLink(db: Database, token: string, hostCommunityId: number | null, links: LinkMaker): Promise<boolean> {
  const id = await recognitionOfLink(db, links.secrets, token);
  if (id === null) return false;
  return inTransaction(db, async (tx) => {
    const context = await loadRecognitionContext(tx, id, true);
    if (!context || context.recognition.teacherId !== null || !remindable(context.recognition.status)) return false;
    if (!opensOnHost(hostCommunityId, context.recognition.communityId)) return false;
    await mailTeacher(tx, context, 'freshLink', null, links);
    return true;
  });
}
