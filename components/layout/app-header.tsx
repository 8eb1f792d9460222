import { getTranslations } from 'next-intl/server';
import { LogoutButton } from '@/components/auth';
import { ReviewWaitingCount } from '@/components/recognition';
import { UserAvatar } from '@/components/ui/user-avatar';
import type { TUser } from '@/lib/shared/validation/user';
import { canWrite, displayName, hasRole } from '@/lib/shared/roles';
import { Link } from '@/lib/i18n/navigation';
import { AdminNav } from './admin-nav';
import { Brand } from './brand';
import { HeaderMenu } from './header-menu';
import { LanguageSwitcher } from './language-switcher';
import { MainNav } from './main-nav';
import { SupportLink } from './support-link';

export async function AppHeader({ user }: { user: TUser }) {
  const t = await getTranslations();
  const name = displayName(user);
  const isAdmin = hasRole(user, 'communityAdmin') || hasRole(user, 'groupAdmin');
  return (
    // Even behind one button, an admin's navigation is longer than a learner's: its row needs a wider screen (globals.css).
    <header className={`app-header${isAdmin ? ' app-header--wide-nav' : ''}`}>
      <div className="app-header__row">
        <Brand />
        <HeaderMenu openLabel={t('nav.openMenu')} closeLabel={t('nav.closeMenu')}>
        <MainNav label={t('nav.mainLabel')}>
          <Link href="/">{t('nav.dashboard')}</Link>
          <Link href="/experiences">{t('nav.experiences')}</Link>
          {canWrite(user) && <Link href="/create-experience">{t('nav.createExperience')}</Link>}
          {/* Any member may be the teacher a request names (by account or by address): their list to review. */}
          <Link href="/recognition/review">
            {t('nav.recognitionReview')}
            <ReviewWaitingCount />
          </Link>
          {isAdmin && (
            <AdminNav label={t('nav.administration')}>
              {hasRole(user, 'communityAdmin') && <Link href="/application">{t('nav.application')}</Link>}
              {hasRole(user, 'groupAdmin') && <Link href="/admin/manage-groups">{t('nav.manageGroups')}</Link>}
              {hasRole(user, 'groupAdmin') && <Link href="/admin/manage-members">{t('nav.manageMembers')}</Link>}
              {/* Only where the community asks for approval: elsewhere there is nothing to approve. */}
              {hasRole(user, 'groupAdmin') && user.communitiesAttributes[0]?.publicLinks === 'approval' && <Link href="/admin/public-links">{t('nav.publicLinks')}</Link>}
            </AdminNav>
          )}
        </MainNav>
        <div className="app-header__tools">
          <SupportLink community={user.communitiesAttributes[0] ?? null} label={t('nav.support')} />
          <LanguageSwitcher />
          {/* Named by the words it shows, then where it leads: what is seen is what is said (WCAG 2.5.3). */}
          <Link href="/dashboard/profile" className="app-header__user">
            <span aria-hidden="true">
              <UserAvatar user={user} size="sm" alt={t('user.avatarAlt', { name })} />
            </span>
            <span className="app-header__name">{name}</span>
            <span className="visually-hidden">, {t('nav.account')}</span>
          </Link>
          <LogoutButton />
        </div>
        </HeaderMenu>
      </div>
    </header>
  );
}
