import 'server-only';
import { z } from 'zod';
import { json, operation } from '../operation';

export const communityContract = [
  operation({
    method: 'get',
    path: '/health',
    summary: 'Database reachable',
    access: 'public',
    responses: { 200: json(z.object({ status: z.literal('ok') }), 'ok'), 503: 'DATABASE_UNAVAILABLE' },
  }),
  operation({
    method: 'get',
    path: '/v2/openapi.json',
    summary: 'This document',
    access: 'public',
    responses: { 200: json(z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }), 'OpenAPI 3.1') },
  }),
];
