import type { TUser } from '@/lib/shared/validation/user';
import { hasAnyRole } from '@/lib/shared/roles';
import { ROUTES } from '@/lib/routes';
import type { TRouteRule } from './route-rules';

/**
 * Spec §6: no user → login form (the landing, for the front door `/`); a user matching none of
 * the roles → dashboard.
 */
export function guardTarget(rule: TRouteRule, user: TUser | null): string | null {
  if (rule.access === 'public') return null;
  if (rule.access === 'guest') return user ? ROUTES.dashboardIndex : null;
  if (!user) return rule.signedOut === 'landing' ? ROUTES.auth : ROUTES.authLoginForm;
  if (rule.roles && !hasAnyRole(user, rule.roles)) return ROUTES.dashboardIndex;
  if (rule.disableUser && !user.active) return ROUTES.dashboardIndex;
  return null;
}
