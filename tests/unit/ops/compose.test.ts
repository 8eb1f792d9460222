// @vitest-environment node
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { WEB_ENV_VARIABLES, readWebEnv } from '@/lib/env';
import { SERVER_ENV_VARIABLES, readServerEnv } from '@/server/env';
import { OPERATOR_SCRIPTS } from '../../support/processes';

/**
 * Containers cannot run on the CI machines, so compose.yaml is checked instead: every variable
 * it gives our image is one the configuration knows and accepts, and every command is one of
 * the npm scripts the several-instances test starts (tests/ops/several-instances.test.ts).
 */
type Service = { build?: string; image?: string; command?: string[]; environment?: Record<string, string> };
const root = path.resolve(import.meta.dirname, '../../..');
const compose = parse(readFileSync(path.join(root, 'compose.yaml'), 'utf8'), { merge: true }) as { services: Record<string, Service> };
const ours = Object.entries(compose.services).filter(([, service]) => service.build === '.');
const scripts = (JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** `${NAME:?message}` as the shell would give it: a valid key for the two secrets. */
const interpolated = (env: Record<string, string>) =>
  <NodeJS.ProcessEnv>Object.fromEntries(Object.entries(env).map(([key, value]) => [key, String(value).replace(/\$\{[A-Z_]+:\?[^}]*\}/g, Buffer.alloc(32, 7).toString('base64'))]));

describe('compose.yaml', () => {
  it('runs the web server, the API (twice), a worker and the release step from our image', () => {
    expect(ours.map(([name]) => name).sort()).toEqual(['api', 'migrate', 'web', 'worker']);
    expect(compose.services.api).toMatchObject({ deploy: { replicas: 2 } });
    expect(Object.keys(compose.services).sort()).toEqual(['api', 'mailpit', 'migrate', 'minio', 'minio-bucket', 'postgres', 'redis', 'web', 'worker']);
  });

  it.each(ours)('gives %s only variables its configuration knows, with values it accepts', (name, service) => {
    const env = interpolated(service.environment ?? {});
    const known = name === 'web' ? WEB_ENV_VARIABLES : SERVER_ENV_VARIABLES;
    expect(Object.keys(env).filter((key) => !known.includes(key))).toEqual([]);
    expect(() => (name === 'web' ? readWebEnv(env) : readServerEnv(env))).not.toThrow();
  });

  it.each(ours)('starts %s with an npm script that CI runs', (name, service) => {
    const [npm, run, script, ...rest] = service.command ?? [];
    // The release step also seeds the demo, as the several-instances test does after a restore.
    expect([npm, run, rest]).toEqual(['npm', 'run', name === 'migrate' ? ['--', '--seed-demo'] : []]);
    expect(OPERATOR_SCRIPTS).toContain(script);
    expect(scripts[script]).toBeDefined();
  });
});
