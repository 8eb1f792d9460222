import 'server-only';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { json, operation, type AnyOperation } from './http/operation';
import { checkReadiness, readinessAnswer } from './platform/readiness';
import { buildOpenApiDocument } from './http/openapi';
import { accountOperations } from './modules/accounts';
import { communityOperations } from './modules/communities';
import { credentialOperations, holderOperations } from './modules/credentials';
import { dataExportOperations } from './modules/data-exports';
import { experienceOperations } from './modules/experiences';
import { groupOperations } from './modules/groups';
import { invitationOperations } from './modules/invitations';
import { journalOperations } from './modules/journals';
import { learningPlatformOperations } from './modules/learning-platform';
import { mailOperations } from './modules/mail';
import { memberOperations } from './modules/members';
import { pdfOperations } from './modules/pdf';
import { pictureOperations } from './modules/pictures';
import { placeOperations } from './modules/places';
import { portraitOperations } from './modules/portraits';
import { publicLinkOperations } from './modules/public-links';
import { recognitionOperations } from './modules/recognitions';
import { skillOperations } from './modules/skills';
import { storyOperations } from './modules/stories';
import { walletPickupOperations } from './modules/wallet-pickup';

const ZPartState = z.enum(['ok', 'failed', 'timed out', 'not configured']);
const ZReadinessParts = z.object({ database: ZPartState, redis: ZPartState, storage: ZPartState });

/** The backend's own: whether it can serve, and the document of everything it serves. */
const serviceOperations = [
  // Liveness: asks nothing of the dependencies, so a database outage makes the orchestrator stop
  // routing to every instance (readiness) without also restarting them all in a loop.
  operation({
    method: 'get',
    path: '/healthz',
    summary: 'The process answers (liveness)',
    access: 'public',
    responses: { 200: json(z.object({ status: z.literal('ok') }), 'ok') },
    sessionless: true,
    handler: (c) => c.json({ status: 'ok' }),
  }),
  operation({
    method: 'get',
    path: '/readyz',
    summary: 'Database, Redis and storage reachable within a second each (readiness)',
    access: 'public',
    responses: {
      200: json(z.object({ status: z.literal('ready'), parts: ZReadinessParts }), 'ready'),
      503: json(
        z.object({ error: z.object({ code: z.literal('NOT_READY'), message: z.string() }), parts: ZReadinessParts }),
        'NOT_READY: `parts` names the part that failed or timed out',
      ),
    },
    sessionless: true,
    handler: async (c) => {
      const { db, storage, redis } = c.get('deps');
      const { status, body } = readinessAnswer(await checkReadiness({ db, storage, redis }));
      c.header('cache-control', 'no-store');
      return c.json(body, status);
    },
  }),
  operation({
    method: 'get',
    path: '/health',
    summary: 'Database reachable',
    access: 'public',
    responses: { 200: json(z.object({ status: z.literal('ok') }), 'ok'), 503: 'DATABASE_UNAVAILABLE' },
    sessionless: true,
    handler: async (c) => {
      try {
        await c.get('deps').db.execute(sql`select 1`);
        return c.json({ status: 'ok' });
      } catch {
        return c.json({ error: { code: 'DATABASE_UNAVAILABLE', message: 'The database cannot be reached' } }, 503);
      }
    },
  }),
  operation({
    method: 'get',
    path: '/v2/openapi.json',
    summary: 'This document',
    access: 'public',
    responses: { 200: json(z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }), 'OpenAPI 3.1') },
    sessionless: true,
    handler: (c) => c.json(openApiDocument),
  }),
];

/** Every operation the backend serves, module by module: the router and the OpenAPI document are made from this list. */
export const operations: AnyOperation[] = [
  ...serviceOperations,
  ...communityOperations,
  ...accountOperations,
  ...mailOperations,
  ...invitationOperations,
  ...learningPlatformOperations,
  ...memberOperations,
  ...groupOperations,
  ...skillOperations,
  ...experienceOperations,
  ...storyOperations,
  ...publicLinkOperations,
  ...portraitOperations,
  ...journalOperations,
  ...pdfOperations,
  ...dataExportOperations,
  ...recognitionOperations,
  ...credentialOperations,
  ...holderOperations,
  ...walletPickupOperations,
  ...pictureOperations,
  ...placeOperations,
];

export const openApiDocument = buildOpenApiDocument(operations);
