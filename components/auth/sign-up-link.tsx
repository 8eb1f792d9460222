import { getTranslations } from 'next-intl/server';
import { fetchHostCommunity } from '@/lib/api/community-server';
import { Link } from '@/lib/i18n/navigation';

/** Where the host's community takes public sign-ups (a community setting, off by default for schools). */
export async function takesSignUps() {
  const community = await fetchHostCommunity();
  return community?.known === true && community.publicRegistration;
}

/**
 * "Create an account", only where the host's community takes public sign-ups: elsewhere it led
 * to a page saying it does not. `label` words a link that starts a sign-up again.
 */
export async function SignUpLink({ className, label = 'landing.register' }: { className?: string; label?: 'landing.register' | 'signupConfirmation.signUpAgain' }) {
  const [t, open] = await Promise.all([getTranslations(), takesSignUps()]);
  if (!open) return null;
  return (
    <Link href="/auth/register" className={className}>
      {t(label)}
    </Link>
  );
}
