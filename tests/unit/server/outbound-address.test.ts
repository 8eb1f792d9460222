// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { readServerEnv } from '@/server/env';
import { isBlockedAddress, outboundPolicy, refusalOnSave, RefusedAddressError } from '@/server/platform/outbound-address';
import { outboundRequest } from '@/server/platform/outbound-request';
import { fakeResolver } from '../../support/fake-resolver';

describe('the blocked address ranges', () => {
  it.each([
    ['0.0.0.0', true],
    ['0.1.2.3', true],
    ['10.0.0.1', true],
    ['100.64.0.1', true],
    ['100.127.255.254', true],
    ['127.0.0.1', true],
    ['127.255.255.255', true],
    ['169.254.169.254', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['192.0.0.8', true],
    ['192.168.1.1', true],
    ['198.18.0.1', true],
    ['198.19.255.255', true],
    ['224.0.0.1', true],
    ['240.0.0.1', true],
    ['255.255.255.255', true],
    ['::', true],
    ['::1', true],
    ['::127.0.0.1', true],
    ['::ffff:127.0.0.1', true],
    ['::ffff:a9fe:a9fe', true],
    ['::ffff:10.0.0.1', true],
    ['64:ff9b::7f00:1', true],
    ['64:ff9b::10.1.2.3', true],
    ['fc00::1', true],
    ['fd12:3456::1', true],
    ['fe80::1', true],
    ['febf::1', true],
    ['ff02::1', true],
    ['not an address', true],
    // Public, or at the edge of a blocked range.
    ['1.1.1.1', false],
    ['9.255.255.255', false],
    ['11.0.0.1', false],
    ['100.63.255.255', false],
    ['100.128.0.1', false],
    ['126.255.255.255', false],
    ['128.0.0.1', false],
    ['172.15.255.255', false],
    ['172.32.0.1', false],
    ['192.0.1.1', false],
    ['192.169.0.1', false],
    ['198.17.255.255', false],
    ['198.20.0.1', false],
    ['223.255.255.255', false],
    ['2001:4860:4860::8888', false],
    ['2a00:1450::1', false],
    ['::ffff:8.8.8.8', false],
    ['64:ff9b::808:808', false],
  ])('%s blocked: %s', (address, expected) => {
    expect(isBlockedAddress(address)).toBe(expected);
  });
});

describe('the check on save', () => {
  const { resolve } = fakeResolver({ 'moodle.example.org': [['203.0.113.10']], 'inside.example.org': [['203.0.113.10', '10.0.0.7']], localhost: [['127.0.0.1', '::1']] });
  const strict = outboundPolicy(false, resolve);
  const local = outboundPolicy(true, resolve);

  it.each([
    ['https://moodle.example.org', null],
    ['https://moodle.example.org:8443/moodle', null],
    // A name that resolves to nothing today is checked again at each connection.
    ['https://not-yet.example.org', null],
    ['http://moodle.example.org', 'scheme'],
    ['https://user:pw@moodle.example.org', 'credentials'],
    ['https://user@moodle.example.org', 'credentials'],
    ['https://127.0.0.1:4300', 'privateAddress'],
    ['https://[::1]:4300', 'privateAddress'],
    ['https://[::ffff:7f00:1]', 'privateAddress'],
    ['https://2130706433', 'privateAddress'],
    ['https://169.254.169.254', 'privateAddress'],
    ['https://localhost', 'privateAddress'],
    // One private address among public ones is enough: the connection could take it.
    ['https://inside.example.org', 'privateAddress'],
  ])('%s → %s', async (address, expected) => {
    expect(await refusalOnSave(address, strict)).toBe(expected);
  });

  it('lets the development setting allow http and local addresses, never credentials', async () => {
    expect(await refusalOnSave('http://127.0.0.1:4300', local)).toBeNull();
    expect(await refusalOnSave('http://localhost:4300', local)).toBeNull();
    expect(await refusalOnSave('http://u:p@127.0.0.1:4300', local)).toBe('credentials');
  });

  it('is off unless LEARNING_PLATFORM_ALLOW_LOCAL=true', () => {
    expect(readServerEnv({ NODE_ENV: 'test' }).LEARNING_PLATFORM_ALLOW_LOCAL).toBe(false);
    expect(readServerEnv({ NODE_ENV: 'test', LEARNING_PLATFORM_ALLOW_LOCAL: 'true' }).LEARNING_PLATFORM_ALLOW_LOCAL).toBe(true);
    expect(() => readServerEnv({ NODE_ENV: 'test', LEARNING_PLATFORM_ALLOW_LOCAL: 'yes' })).toThrow(/LEARNING_PLATFORM_ALLOW_LOCAL/);
  });
});

describe('a connection', () => {
  it('connects to the address it checked: a name that turns private after the check (DNS rebinding) is refused', async () => {
    const server = createServer((_request, response) => response.end('{"ok":true}'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // Public to the check on save, loopback to every lookup after it.
      const rebinding = fakeResolver({ 'rebind.example.org': [['203.0.113.10'], ['127.0.0.1']] });
      const policy = outboundPolicy(false, rebinding.resolve);
      expect(await refusalOnSave('https://rebind.example.org', policy)).toBeNull();
      const request = outboundRequest(`https://rebind.example.org:${port}/`, { method: 'GET', headers: {}, timeoutMs: 2000 }, policy);
      await expect(request).rejects.toBeInstanceOf(RefusedAddressError);
      expect(rebinding.asked['rebind.example.org']).toBe(2);

      // With local addresses allowed, the same name reaches the loopback server through the checked lookup.
      const allowed = fakeResolver({ 'local.example.org': [['127.0.0.1']] });
      const answer = await outboundRequest(`http://local.example.org:${port}/`, { method: 'GET', headers: {}, timeoutMs: 2000 }, outboundPolicy(true, allowed.resolve));
      expect(answer).toEqual({ status: 200, text: '{"ok":true}' });
      expect(allowed.asked['local.example.org']).toBe(1);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('refuses a literal private address, and credentials, before any lookup', async () => {
    const { resolve, asked } = fakeResolver({});
    const policy = outboundPolicy(false, resolve);
    for (const address of ['https://127.0.0.1:4300/', 'https://[::1]:4300/', 'https://user:pw@moodle.example.org/', 'http://moodle.example.org/']) {
      await expect(outboundRequest(address, { method: 'GET', headers: {}, timeoutMs: 2000 }, policy), address).rejects.toBeInstanceOf(RefusedAddressError);
    }
    expect(asked).toEqual({});
  });
});
