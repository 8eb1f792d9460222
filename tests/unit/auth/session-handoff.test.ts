import { describe, expect, it } from 'vitest';
import { decodeSessionUser, encodeSessionUser } from '@/lib/auth/session-handoff';
import type { TUser } from '@/lib/shared/validation/user';

const user = { id: 3, firstname: 'Λένα', lastname: 'Ñúñez 🎓', email: 'lena@demo.example', groupsAttributes: [] } as unknown as TUser;

describe('the session hand-off from the proxy to the page', () => {
  it('carries any name through a header as ASCII and back', () => {
    const encoded = encodeSessionUser(user);
    expect(encoded).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(decodeSessionUser(encoded)).toEqual(user);
  });

  it('gives up on a user too large for a header, so the page asks the backend', () => {
    const crowded = { ...user, groupsAttributes: Array.from({ length: 500 }, (_, id) => ({ id, name: `Group number ${id}` })) } as unknown as TUser;
    expect(encodeSessionUser(crowded)).toBeNull();
  });

  it('reads garbage or nothing as no hand-off', () => {
    expect(decodeSessionUser(null)).toBeNull();
    expect(decodeSessionUser('%%%not-base64')).toBeNull();
    expect(decodeSessionUser(btoa('{"id":'))).toBeNull();
  });
});
