import { Cards } from './cards';

export const dynamic = 'force-dynamic';

/** The reference for a server-rendered page: twenty cards, rendered per request, nothing else. */
export default function Page() {
  return <Cards heading="Journal" />;
}
