import 'server-only';
import { PDF_FILE_NAMES, type TPdfKind } from '@/lib/shared/validation/pdf-rules';
import { ZPdfJob, ZPortraitPdfRequest, ZStoryPdfRequest } from '@/lib/shared/validation/pdf';
import type { AppContext } from '../../http/context';
import { binary, data, operation } from '../../http/operation';
import { requireAuth } from '../../http/session';
import { parseId, snake } from '../../http/validate';
import { notFound } from '../../platform/errors';
import { viewerOf } from '../sharing';
import { findEditableStory } from '../stories';
import { findOwnPdfJob, PDF_POLICY, requestPdf, requireReadyFile, wireStatus, type PdfJobRow, type PdfRequest } from './pdf-jobs';
import { readPortraitPdfInput } from './portrait-pdf';
import { readStoryPdfInput } from './story-pdf';

const job = (description: string) => data(ZPdfJob, description);
const NOT_YOURS = "NOT_FOUND: not the caller's PDF, or expired (a PDF is kept 24 hours)";

const answer = (c: AppContext, found: Pick<PdfJobRow, 'id' | 'status'>, status: 200 | 201 = 200) => {
  c.header('Cache-Control', 'no-store');
  return c.json(snake({ data: { id: found.id, pdfStatus: wireStatus(found.status) } }), status);
};

/**
 * Queues the PDF and answers once it is ready, or after PDF_POLICY.answerWithinMs with
 * `generating`: the common case downloads at once, a slow one is polled (spec §9: every 10 s).
 */
async function start(c: AppContext, request: PdfRequest) {
  const auth = requireAuth(c);
  const { db, pdfs } = c.get('deps');
  const queued = await requestPdf(db, { userId: auth.user.id, communityId: auth.community.id }, request);
  if (queued.status === 'queued' || queued.status === 'running') {
    pdfs.wake();
    await pdfs.waitFor(queued.id, PDF_POLICY.answerWithinMs);
  }
  return answer(c, await findOwnPdfJob(db, { userId: auth.user.id, communityId: auth.community.id }, queued.id, request.kind), 201);
}

const ownJob = (c: AppContext, kind: TPdfKind) => {
  const auth = requireAuth(c);
  const id = parseId(c.req.param('id'), 'PDF');
  return findOwnPdfJob(c.get('deps').db, { userId: auth.user.id, communityId: auth.community.id }, id, kind);
};

/**
 * A job under way is waited for, up to PDF_POLICY.answerWithinMs, before its status is
 * answered: the page's first check comes right after `generating` (pdfPollDelayMs) and so learns
 * the moment it is ready. The wait is this process's own (no query meanwhile); where other
 * processes run the jobs it returns at once and the page's polling does the rest.
 */
async function status(c: AppContext, kind: TPdfKind) {
  const found = await ownJob(c, kind);
  if (found.status !== 'queued' && found.status !== 'running') return answer(c, found);
  await c.get('deps').pdfs.waitFor(found.id, PDF_POLICY.answerWithinMs);
  return answer(c, await ownJob(c, kind));
}

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

/**
 * Spec §7 story and portrait PDFs: only the author asks for one (the card's menu is the author's,
 * spec §2; the portrait's is its owner's tab). Asking is a write a deactivated account may still
 * make: it only reads its own work (spec §2: the menu keeps download).
 */
export const pdfOperations = [
  operation({
    method: 'post',
    path: '/v2/story_pdfs',
    summary: "Ask for a story's PDF of one type (author only): answered `ready` when it is drawn within 2 s, else `generating` (poll its status)",
    access: 'session',
    body: { kind: 'json', schema: ZStoryPdfRequest },
    responses: {
      201: job('The PDF asked for; an unchanged story asked again answers the same one'),
      403: 'FORBIDDEN: the caller may read the story but is not its author',
      404: 'NOT_FOUND: no story of this id the caller may see',
      422: '`{errors: {type | id: [messages]}}`; a story needs exactly 6 pictures',
    },
    deactivatedMayCall: true,
    handler: async (c, request) => {
      const viewer = viewerOf(requireAuth(c))!;
      const { type, id } = await request.body();
      const { db } = c.get('deps');
      const story = await findEditableStory(db, id, viewer);
      return start(c, { kind: 'story', storyId: story.id, type, input: await readStoryPdfInput(db, story, viewer) });
    },
  }),
  operation({
    method: 'get',
    path: '/v2/story_pdfs/{id}/status',
    summary: "A story PDF's status (spec §7 `pdf_status`): generating, ready or failed; one under way is waited for up to 2 s",
    access: 'session',
    responses: { 200: job('The status'), 404: NOT_YOURS },
    handler: (c) => status(c, 'story'),
  }),
  operation({
    method: 'get',
    path: '/v2/story_pdfs/{id}',
    summary: 'The story PDF itself, saved as story.pdf',
    access: 'session',
    responses: { 200: binary('application/pdf', 'The file'), 404: NOT_YOURS, 409: 'PDF_NOT_READY: still generating, or failed' },
    handler: (c) => download(c, 'story'),
  }),
  operation({
    method: 'post',
    path: '/v2/portrait_pdfs',
    summary: "Ask for a portrait's PDF (its owner only; `id` is the owner's): answered `ready` when it is drawn within 2 s, else `generating`",
    access: 'session',
    body: { kind: 'json', schema: ZPortraitPdfRequest },
    responses: {
      201: job('The PDF asked for; an unchanged portrait asked again answers the same one'),
      403: 'FORBIDDEN: the caller may read the portrait but is not its owner',
      404: 'NOT_FOUND: no portrait of this id the caller may see',
      422: '`{errors: {id: [messages]}}`',
    },
    deactivatedMayCall: true,
    handler: async (c, request) => {
      const viewer = viewerOf(requireAuth(c))!;
      const { id } = await request.body();
      return start(c, { kind: 'portrait', input: await readPortraitPdfInput(c.get('deps').db, viewer, id) });
    },
  }),
  operation({
    method: 'get',
    path: '/v2/portrait_pdfs/{id}/status',
    summary: "A portrait PDF's status: generating, ready or failed; one under way is waited for up to 2 s",
    access: 'session',
    responses: { 200: job('The status'), 404: NOT_YOURS },
    handler: (c) => status(c, 'portrait'),
  }),
  operation({
    method: 'get',
    path: '/v2/portrait_pdfs/{id}',
    summary: 'The portrait PDF itself, saved as portrait.pdf',
    access: 'session',
    responses: { 200: binary('application/pdf', 'The file'), 404: NOT_YOURS, 409: 'PDF_NOT_READY: still generating, or failed' },
    handler: (c) => download(c, 'portrait'),
  }),
];
