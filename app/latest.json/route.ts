/**
 * Spec §7: the build manifest, keyed by build id. Its id is the running server's, inlined when it
 * was built; open pages compare it with their own and offer a reload when a newer build runs.
 */
export const dynamic = 'force-dynamic';

export function GET() {
  return Response.json({ buildId: process.env.NEXT_PUBLIC_BUILD_ID }, { headers: { 'cache-control': 'no-store' } });
}
