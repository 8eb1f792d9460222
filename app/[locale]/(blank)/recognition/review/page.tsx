import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { RecognitionReviewPage } from '@/components/recognition';

export async function generateMetadata() {
  const t = await getTranslations('recognition.review');
  return { title: t('listTitle') };
}

const one = (value: string | string[] | undefined) => (typeof value === 'string' && value.length > 0 ? value : null);

/** Public: an external teacher reviews with the mail's token, no session (lib/middleware/route-rules.ts). */
export default async function ReviewPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const id = one(query.id);
  const token = one(query.token);
  if ((id !== null && !/^\d{1,9}$/.test(id)) || (token !== null && token.length > 200) || (token !== null && id === null)) notFound();
  return <RecognitionReviewPage id={id === null ? null : Number(id)} token={token} />;
}
