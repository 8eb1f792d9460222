import { localizedPath } from '@/lib/shared/i18n/localized-path';
import type { TLocale } from '@/lib/shared/i18n/locales';
import { outboxWorker } from './outbox';

/**
 * The story wizard's first page comes with the learner's experiences, and the worker keeps it
 * once per session: after an experience is published, its kept copy is fetched again, so that
 * offline a story can tell the experience recorded this morning.
 */
export function keepStoryPageAgain(locale: TLocale) {
  outboxWorker()?.postMessage({ type: 'ready-offline', pages: [localizedPath(locale, '/create-story')] });
}
