import 'server-only';
import { communityContract } from './communities';
import type { AnyOperation } from '../operation';
import { userContract } from './users';

/** Every operation the backend serves; the router and this list must name the same ones (tests/api/openapi.test.ts). */
export const operations: AnyOperation[] = [
  ...communityContract,
  ...accountContract,
  ...userContract,
];
