import 'server-only';
import { ZDataExport } from '@/lib/shared/validation/data-export';
import type { AppContext } from '../../http/context';
import { binary, data, operation } from '../../http/operation';
import { requireAuth } from '../../http/session';
import { parseId, snake } from '../../http/validate';
import { notFound } from '../../platform/errors';
import { assertMayExport, dataExportAnswer, downloadableExport, latestDataExport, requestDataExport, type DataExportRow } from './data-exports';

const RIGHTS = "FORBIDDEN: neither the person nor a community admin of theirs";

const answer = (c: AppContext, row: DataExportRow | null, status: 200 | 202 = 200) => {
  c.header('Cache-Control', 'no-store');
  return c.json(snake({ data: row && dataExportAnswer(row) }), status);
};

/**
 * A person's data as one ZIP (docs/data-export.md): asked by the person or, for a member, by a
 * community admin; built in the background, polled, downloaded behind the session. Asking only
 * reads the person's own data, so a deactivated account may still do it.
 */
export const dataExportOperations = [
  operation({
    method: 'post',
    path: '/v2/users/{id}/data_exports',
    summary: "Start an export of the person's data in this community; an export already queued or running is answered again",
    access: 'session',
    responses: { 202: data(ZDataExport, 'The export, queued or under way; poll its progress'), 403: RIGHTS, 404: 'NOT_FOUND: no member of this id in the community' },
    deactivatedMayCall: true,
    handler: async (c) => {
      const auth = requireAuth(c);
      const { db, dataExports } = c.get('deps');
      const userId = parseId(c.req.param('id'), 'User');
      await assertMayExport(db, auth, userId);
      const row = await requestDataExport(db, auth, userId);
      dataExports.wake();
      return answer(c, row, 202);
    },
  }),
  operation({
    method: 'get',
    path: '/v2/users/{id}/data_exports/latest',
    summary: "The person's newest export that has not expired (status, progress, expiry), or null",
    access: 'session',
    responses: { 200: data(ZDataExport.nullable(), 'The export, or null when there is none'), 403: RIGHTS, 404: 'NOT_FOUND: no member of this id in the community' },
    handler: async (c) => {
      const auth = requireAuth(c);
      const { db } = c.get('deps');
      const userId = parseId(c.req.param('id'), 'User');
      await assertMayExport(db, auth, userId);
      return answer(c, await latestDataExport(db, auth.community.id, userId));
    },
  }),
  operation({
    method: 'get',
    path: '/v2/data_exports/{id}/download',
    summary: 'The archive itself (application/zip), saved as an attachment',
    access: 'session',
    responses: {
      200: binary('application/zip', 'The ZIP'),
      403: RIGHTS,
      404: 'NOT_FOUND: no export of this id in the community, or expired',
      409: 'EXPORT_NOT_READY: still being built, or failed',
    },
    handler: async (c) => {
      const auth = requireAuth(c);
      const { db, storage } = c.get('deps');
      const row = await downloadableExport(db, auth, parseId(c.req.param('id'), 'Data export'));
      const bytes = await storage.get(row.fileKey);
      if (!bytes) throw notFound('Data export');
      const day = row.createdAt.toISOString().slice(0, 10);
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': 'application/zip',
        'Content-Length': String(bytes.length),
        'Content-Disposition': `attachment; filename="my-data-${day}.zip"`,
        'Cache-Control': 'private, no-store',
      });
    },
  }),
];
