// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readServerEnv } from '@/server/env';
import { createSecretBox, loadSecretsKey } from '@/server/platform/secret-box';

const read = (variables: Record<string, string>) => readServerEnv({ NODE_ENV: 'test', ...variables });

describe('the badges master key (issue 11)', () => {
  it('takes 32 bytes in base64, and refuses anything else with a message naming it', () => {
    const key = randomBytes(32).toString('base64');
    expect(read({ BADGES_MASTER_KEY: key }).BADGES_MASTER_KEY).toBe(key);
    expect(() => read({ BADGES_MASTER_KEY: randomBytes(16).toString('base64') })).toThrow(/BADGES_MASTER_KEY: must be 32 bytes in base64/);
  });

  it('is made once and kept in the data folder when not given, readable by its owner only', async () => {
    expect(read({}).BADGES_MASTER_KEY_FILE).toBe('./data/badges-master.key');
    const folder = await mkdtemp(path.join(tmpdir(), 'badges-key-'));
    try {
      const file = path.join(folder, 'badges-master.key');
      const first = loadSecretsKey(undefined, file);
      expect(first).toHaveLength(32);
      expect(loadSecretsKey(undefined, file)).toEqual(first);
      expect(Buffer.from(await readFile(file, 'utf8'), 'base64')).toEqual(first);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      // A signing key sealed under it opens under it only.
      const sealed = createSecretBox(first).seal('z3u2en7t5LR2WtQH5PfsRmACCHpaxmHVjoszZNfvvZ2dBXsd');
      expect(createSecretBox(loadSecretsKey(undefined, file)).open(sealed)).toBe('z3u2en7t5LR2WtQH5PfsRmACCHpaxmHVjoszZNfvvZ2dBXsd');
      expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
