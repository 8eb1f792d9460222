// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from '@/server/platform/secret-box';

/** Review links (issue 11) are signed with the deployment's key: the same key signs the same way, nothing else does. */
describe('SecretBox.sign', () => {
  const key = randomBytes(32);
  const box = createSecretBox(key);

  it('is stable for one key, purpose and value, and changes with each of them', () => {
    const signature = box.sign('recognition-review-link', '12.abc');
    expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(createSecretBox(Buffer.from(key)).sign('recognition-review-link', '12.abc')).toBe(signature);
    expect(box.sign('recognition-review-link', '13.abc')).not.toBe(signature);
    expect(box.sign('another-purpose', '12.abc')).not.toBe(signature);
    expect(createSecretBox(randomBytes(32)).sign('recognition-review-link', '12.abc')).not.toBe(signature);
  });

  it('does not let a purpose and a value be shifted into each other', () => {
    expect(box.sign('a', 'b.c')).not.toBe(box.sign('a.b', 'c'));
  });
});
