export const dynamic = 'force-dynamic';

const BODY = { data: { paginated_results: [], page_count: 0 } };

/** The reference for an API call through Next: a route handler answering constant JSON. */
export function GET() {
  return Response.json(BODY);
}
