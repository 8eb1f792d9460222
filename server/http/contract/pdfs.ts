import 'server-only';
import { ZPdfJob, ZPortraitPdfRequest, ZStoryPdfRequest } from '@/lib/shared/validation/pdf';
import { binary, data, operation } from '../operation';

const job = (description: string) => data(ZPdfJob, description);
const NOT_YOURS = "NOT_FOUND: not the caller's PDF, or expired (a PDF is kept 24 hours)";

export const pdfContract = [
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
  }),
  operation({
    method: 'get',
    path: '/v2/story_pdfs/{id}/status',
    summary: "A story PDF's status (spec §7 `pdf_status`): generating, ready or failed",
    access: 'session',
    responses: { 200: job('The status'), 404: NOT_YOURS },
  }),
  operation({
    method: 'get',
    path: '/v2/story_pdfs/{id}',
    summary: 'The story PDF itself, saved as story.pdf',
    access: 'session',
    responses: { 200: binary('application/pdf', 'The file'), 404: NOT_YOURS, 409: 'PDF_NOT_READY: still generating, or failed' },
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
  }),
  operation({
    method: 'get',
    path: '/v2/portrait_pdfs/{id}/status',
    summary: "A portrait PDF's status: generating, ready or failed",
    access: 'session',
    responses: { 200: job('The status'), 404: NOT_YOURS },
  }),
  operation({
    method: 'get',
    path: '/v2/portrait_pdfs/{id}',
    summary: 'The portrait PDF itself, saved as portrait.pdf',
    access: 'session',
    responses: { 200: binary('application/pdf', 'The file'), 404: NOT_YOURS, 409: 'PDF_NOT_READY: still generating, or failed' },
  }),
];
