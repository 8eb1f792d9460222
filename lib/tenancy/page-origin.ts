import 'server-only';
import { headers } from 'next/headers';

/**
 * This request's origin as the visitor typed it: its Host (which names the community) and the
 * scheme a TLS-terminating proxy reports in X-Forwarded-Proto, plain http without one.
 */
export async function getPageOrigin(): Promise<string> {
  const incoming = await headers();
  const scheme = incoming.get('x-forwarded-proto')?.split(',')[0]?.trim() === 'https' ? 'https' : 'http';
  return `${scheme}://${incoming.get('host') ?? 'localhost'}`;
}
