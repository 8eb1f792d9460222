import type { TTrainingCenter } from '@/lib/shared/validation/training-center';
import type { TLocale } from '@/lib/shared/i18n/locales';
import { browserApi } from './browser-client';

/**
 * POST /v2/moodle/login_urls (spec §7): where to send the browser to sign in at the center's
 * platform; it comes back to this very host (the backend accepts no other).
 */
export async function startPlatformSignIn({ trainingCenter, locale }: { trainingCenter: TTrainingCenter; locale: TLocale }): Promise<string> {
  const loginUrl = { trainingCenterId: trainingCenter.id, redirectHost: window.location.host, locale };
  return (await browserApi().post<{ data: { url: string } }>('/moodle/login_urls', { loginUrl })).data.data.url;
}
