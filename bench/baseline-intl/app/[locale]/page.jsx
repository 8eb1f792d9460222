import { getTranslations } from 'next-intl/server';
import { Cards } from '../../../baseline/app/cards';

export const dynamic = 'force-dynamic';

/** bench/baseline's twenty cards, under a translated heading. */
export default async function Page() {
  const t = await getTranslations('journal');
  return <Cards heading={t('listLabel')} />;
}
