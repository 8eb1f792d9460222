import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RecognitionReviewPage } from '@/components/recognition';
import { reviewedRecognitionId } from '@/lib/shared/format/recognition';
import { REVIEW_FILTERS } from '@/lib/shared/validation/recognition-rules';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('recognition.review');
  return { title: t('listTitle') };
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' && value.length > 0 ? value : null);

/** Public: an external teacher reviews with the mail's token, no session (lib/middleware/route-rules.ts). */
export default async function ReviewPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const [rawId, token] = [one(query.id), one(query.token)];
  const id = reviewedRecognitionId(rawId, token);
  // A malformed id or token is a link nobody mailed: the not-found page, not a request refused later.
  if ((rawId !== null && id === null) || (token !== null && (id === null || token.length > 200))) notFound();
  // The workspace opens on the requests waiting for the teacher; an unknown filter is that one too.
  const filter = REVIEW_FILTERS.find((known) => known === one(query.filter)) ?? 'waiting';
  return (
    <ClientMessages areas={['experience']}>
      <RecognitionReviewPage id={id} token={token} filter={filter} />
    </ClientMessages>
  );
}
