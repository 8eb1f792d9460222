import { getTranslations } from 'next-intl/server';
import { fetchPortrait } from '@/lib/api/portraits';
import { ApiError } from '@/lib/api/errors';
import { serverApi } from '@/lib/api/server';
import type { TPortrait } from '@/lib/shared/validation/portrait';
import { PortraitView } from './portrait-view';

/** A portrait its author keeps from this reader answers 404: the overview says so instead of failing. */
async function readableOrNull(userId: number): Promise<TPortrait | null> {
  try {
    return await fetchPortrait(userId, await serverApi());
  } catch (error) {
    if (ApiError.from(error).status === 404) return null;
    throw error;
  }
}

/** Another member's portrait on their overview (spec §2), read-only, rendered by the server. */
export async function SharedPortrait({ userId, name }: { userId: number; name: string }) {
  const [t, portrait] = await Promise.all([getTranslations('portrait'), readableOrNull(userId)]);
  if (!portrait) return <p className="card muted">{t('notShared', { name })}</p>;
  return <PortraitView portrait={portrait} isOwn={false} />;
}
