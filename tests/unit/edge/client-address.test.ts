import { describe, expect, it } from 'vitest';
import { clientAddress } from '@/lib/shared/edge/edge-rules.mjs';

// Issue 7 §1: the address the backend's per-address limits count is the socket's peer unless
// TRUSTED_PROXY_HOPS says how many proxies in front append to X-Forwarded-For.
describe('clientAddress', () => {
  it.each([
    ['a client-sent chain is ignored without trusted proxies', '1.2.3.4', '10.0.0.9', 0, '10.0.0.9'],
    ['no chain, no trusted proxy: the socket', undefined, '10.0.0.9', 0, '10.0.0.9'],
    ['one trusted proxy: the address it appended', '6.6.6.6, 203.0.113.7', '10.0.0.1', 1, '203.0.113.7'],
    ['two trusted proxies: the second from the right', '6.6.6.6, 203.0.113.7, 10.0.0.2', '10.0.0.1', 2, '203.0.113.7'],
    ['a chain shorter than the hops: its leftmost entry', '203.0.113.7', '10.0.0.1', 3, '203.0.113.7'],
    ['a trusted proxy that sent no chain: the socket', undefined, '10.0.0.1', 1, '10.0.0.1'],
    ['empty entries are skipped', ' , 203.0.113.7 ,', '10.0.0.1', 1, '203.0.113.7'],
  ] as const)('%s', (_case, forwardedFor, socket, hops, expected) => {
    expect(clientAddress(forwardedFor, socket, hops)).toBe(expected);
  });
});
