import type { NextRequest } from 'next/server';

/** The web session's own routes take writes from this origin's pages only (an Origin header naming this host). */
export function isSameOrigin(request: NextRequest): boolean {
  const origin = request.headers.get('origin');
  try {
    return Boolean(origin) && new URL(origin!).host === request.headers.get('host');
  } catch {
    return false;
  }
}
