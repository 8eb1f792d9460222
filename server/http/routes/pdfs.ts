import 'server-only';
import { Hono } from 'hono';
import { PDF_FILE_NAMES, type TPdfKind } from '@/lib/shared/validation/pdf-rules';
import { ZPortraitPdfRequest, ZStoryPdfRequest } from '@/lib/shared/validation/pdf';
import { notFound } from '../../platform/errors';
import { findOwnPdfJob, PDF_POLICY, requestPdf, requireReadyFile, wireStatus, type PdfJobRow, type PdfRequest } from '../../modules/pdf/pdf-jobs';
import { readPortraitPdfInput } from '../../modules/pdf/portrait-pdf';
import { readStoryPdfInput } from '../../modules/pdf/story-pdf';
import { findEditableStory } from '../../modules/stories/stories';
import { viewerOf } from '../../modules/sharing/visibility';
import type { AppContext, AppEnv } from '../context';
import { requireAuth } from '../session';
import { parseId, readJson, snake } from '../validate';

const answer = (c: AppContext, job: Pick<PdfJobRow, 'id' | 'status'>, status: 200 | 201 = 200) => {
  c.header('Cache-Control', 'no-store');
  return c.json(snake({ data: { id: job.id, pdfStatus: wireStatus(job.status) } }), status);
};

/**
 * Queues the PDF and answers once it is ready, or after PDF_POLICY.answerWithinMs with
 * `generating`: the common case downloads at once, a slow one is polled (spec §9: every 10 s).
 */
async function start(c: AppContext, request: PdfRequest) {
  const auth = requireAuth(c);
  const { db, pdfs } = c.get('deps');
  const job = await requestPdf(db, { userId: auth.user.id, communityId: auth.community.id }, request);
  if (job.status === 'queued' || job.status === 'running') {
    pdfs.wake();
    await pdfs.waitFor(job.id, PDF_POLICY.answerWithinMs);
  }
  return answer(c, await findOwnPdfJob(db, { userId: auth.user.id, communityId: auth.community.id }, job.id, request.kind), 201);
}

const ownJob = (c: AppContext, kind: TPdfKind) => {
  const auth = requireAuth(c);
  const id = parseId(c.req.param('id'), 'PDF');
  return findOwnPdfJob(c.get('deps').db, { userId: auth.user.id, communityId: auth.community.id }, id, kind);
};

/** The file, saved by the browser under the spec's name; never cached, as it is one person's. */
async function download(c: AppContext, kind: TPdfKind) {
  const key = requireReadyFile(await ownJob(c, kind));
  const bytes = await c.get('deps').storage.get(key);
  if (!bytes) throw notFound('PDF');
  return c.body(new Uint8Array(bytes), 200, {
    'Content-Type': 'application/pdf',
    'Content-Length': String(bytes.length),
    'Content-Disposition': `attachment; filename="${PDF_FILE_NAMES[kind]}"`,
    'Cache-Control': 'private, no-store',
  });
}

/** Spec §7 story and portrait PDFs: only the author asks for one (the card's menu is the author's, spec §2; the portrait's is its owner's tab). */
export const pdfRoutes = new Hono<AppEnv>()
  .post('/story_pdfs', async (c) => {
    const viewer = viewerOf(requireAuth(c))!;
    const { type, id } = await readJson(c, ZStoryPdfRequest);
    const { db } = c.get('deps');
    const story = await findEditableStory(db, id, viewer);
    return start(c, { kind: 'story', storyId: story.id, type, input: await readStoryPdfInput(db, story, viewer) });
  })
  .get('/story_pdfs/:id/status', async (c) => answer(c, await ownJob(c, 'story')))
  .get('/story_pdfs/:id', (c) => download(c, 'story'))
  .post('/portrait_pdfs', async (c) => {
    const viewer = viewerOf(requireAuth(c))!;
    const { id } = await readJson(c, ZPortraitPdfRequest);
    return start(c, { kind: 'portrait', input: await readPortraitPdfInput(c.get('deps').db, viewer, id) });
  })
  .get('/portrait_pdfs/:id/status', async (c) => answer(c, await ownJob(c, 'portrait')))
  .get('/portrait_pdfs/:id', (c) => download(c, 'portrait'));
