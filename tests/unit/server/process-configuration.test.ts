// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readWebEnv } from '@/lib/env';
import { readServerEnv } from '@/server/env';

/** What an operator sets to scale the processes: defaults that keep `npm start` as it was, and refusals naming the variable. */
const read = (variables: Record<string, string>) => readServerEnv({ NODE_ENV: 'test', ...variables });
const readWeb = (variables: Record<string, string>) => readWebEnv({ NODE_ENV: 'test', ...variables });

describe('the backend processes’ configuration', () => {
  it('migrates on start, runs the jobs beside the API, holds 10 connections, and puts a worker’s health on 4001 by default', () => {
    expect(read({})).toMatchObject({ MIGRATE_ON_START: true, RUN_JOBS: true, DATABASE_POOL_MAX: 10, WORKER_HOST: '127.0.0.1', WORKER_PORT: 4001 });
    expect(read({ MIGRATE_ON_START: 'false', RUN_JOBS: 'false', DATABASE_POOL_MAX: '25' })).toMatchObject({ MIGRATE_ON_START: false, RUN_JOBS: false, DATABASE_POOL_MAX: 25 });
  });

  it.each(['0', '501', '2.5', 'ten'])('refuses DATABASE_POOL_MAX=%s, naming it', (value) => {
    expect(() => read({ DATABASE_POOL_MAX: value })).toThrow('DATABASE_POOL_MAX: must be a whole number from 1 to 500');
  });

  it.each([['RUN_JOBS', 'no'], ['MIGRATE_ON_START', '0'], ['WORKER_PORT', '70000']])('refuses %s=%s, naming it', (name, value) => {
    expect(() => read({ [name]: value })).toThrow(`${name}:`);
  });
});

describe('the web server’s bind address', () => {
  it('binds every interface unless HOST names one', () => {
    expect(readWeb({}).HOST).toBeUndefined();
    for (const host of ['0.0.0.0', '127.0.0.1', '::', 'localhost']) expect(readWeb({ HOST: host }).HOST).toBe(host);
  });

  it('refuses a HOST that is no address, naming it', () => {
    expect(() => readWeb({ HOST: 'not a host' })).toThrow('HOST: must be a host name or an IP address');
  });
});
