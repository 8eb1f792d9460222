import { getTranslations } from 'next-intl/server';
import { PlatformCallback } from '@/components/auth/platform-callback';
import { ZOauthCallbackRequest } from '@/lib/shared/validation/training-center';
import { ClientMessages } from '@/components/layout/client-messages';

export async function generateMetadata() {
  const t = await getTranslations('platformSignIn');
  return { title: t('callbackTitle') };
}

type TQuery = { code?: string | string[]; state?: string | string[] };

/**
 * Spec §2 /auth/moodle_sso_callback: where the platform sends the browser back, with ?code&state
 * (or ?error when the person turned it down there). Anything else reads as a cancelled sign-in.
 */
export default async function PlatformCallbackPage({ searchParams }: { searchParams: Promise<TQuery> }) {
  const [t, query] = await Promise.all([getTranslations('platformSignIn'), searchParams]);
  const parsed = ZOauthCallbackRequest.safeParse({ code: query.code, state: query.state });
  return (
    <ClientMessages areas={['signIn']}>
      <section className="stack login">
        <h1>{t('callbackTitle')}</h1>
        <PlatformCallback callback={parsed.success ? parsed.data : null} />
      </section>
    </ClientMessages>
  );
}
