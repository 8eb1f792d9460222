import { describe, expect, it } from 'vitest';
import { guardTarget } from '@/lib/middleware/guard';
import { routeRuleFor } from '@/lib/middleware/route-rules';
import { aUser } from '../../support/users';

// Spec §6: "No logged-in user is redirected to the login form (auth-login-form). A logged-in
// user matching none is redirected to the dashboard. Routes without a role list are open."
describe('guardTarget', () => {
  const learner = aUser();
  const admin = aUser({ communityAdmin: true });
  const pending = aUser({ status: 'pending' });
  const deactivatedAdmin = aUser({ communityAdmin: true, active: false });

  it.each([
    // The front door leads a visitor without a session to the landing; every other page to the form.
    ['/', null, '/auth'],
    ['/', learner, null],
    ['/application', null, '/auth/login/form'],
    ['/application', learner, '/'],
    ['/application', admin, null],
    ['/application', deactivatedAdmin, '/'],
    ['/group-overview/2', learner, '/'],
    ['/admin/manage-members', aUser({ groupAdmin: true }), null],
    ['/dev', pending, '/'],
    ['/dev', learner, null],
    ['/auth', learner, '/'],
    ['/auth/login/form', null, null],
    ['/faq', null, null],
    ['/experiences/public/tok', learner, null],
  ] as const)('%s for %o → %s', (path, user, target) => {
    expect(guardTarget(routeRuleFor(path), user)).toBe(target);
  });
});
