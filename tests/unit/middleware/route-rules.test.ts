import { describe, expect, it } from 'vitest';
import { routeRuleFor } from '@/lib/middleware/route-rules';

// Spec §2 guards and §6: "Application and group-overview admin pages require communityAdmin."
describe('routeRuleFor', () => {
  it.each([
    ['/', 'restricted', undefined],
    ['/dashboard/certified', 'restricted', undefined],
    ['/12/user-overview', 'restricted', undefined],
    ['/12/user-overview/stories', 'restricted', undefined],
    ['/create-experience/meta', 'restricted', undefined],
    ['/experiences/4/edit/skills', 'restricted', undefined],
    ['/stories/4', 'restricted', undefined],
    ['/recognition/9/create/remark', 'restricted', undefined],
    ['/recognition/9/success', 'restricted', undefined],
    ['/recognition/9/create/certificator', 'restricted', undefined],
    // An external teacher reviews through a mailed link, signed out; the page sends others to sign in.
    ['/recognition/review', 'public', undefined],
    ['/tutorial', 'restricted', undefined],
    ['/application', 'restricted', ['communityAdmin']],
    ['/application/official/stories', 'restricted', ['communityAdmin']],
    ['/group-overview/3/members', 'restricted', ['communityAdmin']],
    ['/admin/manage-groups', 'restricted', ['groupAdmin']],
    ['/admin/public-links', 'restricted', ['groupAdmin']],
    ['/admin/outbox', 'restricted', ['communityAdmin']],
    ['/admin/training-centers', 'restricted', ['communityAdmin']],
    ['/dev/designSystem', 'restricted', ['user', 'communityAdmin']],
    ['/auth', 'guest', undefined],
    ['/auth/login/form', 'guest', undefined],
    ['/auth/register/form', 'public', undefined],
    ['/experiences/public/abc-token', 'public', undefined],
    ['/stories/public/abc-token', 'public', undefined],
    ['/credentials/0b6c1f9e-3d2a-4c8b-9f1e-2a3b4c5d6e7f', 'public', undefined],
    ['/maintenance', 'public', undefined],
    ['/faq', 'public', undefined],
    ['/no/such/route', 'public', undefined],
  ])('%s is %s', (path, access, roles) => {
    const rule = routeRuleFor(path);
    expect(rule.access).toBe(access);
    expect(rule.roles).toEqual(roles);
  });

  it('marks the admin pages with the disable-user guard', () => {
    expect(routeRuleFor('/application').disableUser).toBe(true);
    expect(routeRuleFor('/group-overview/1').disableUser).toBe(true);
    expect(routeRuleFor('/').disableUser).toBeUndefined();
  });

  // A deactivated account reads but cannot write: the pages that exist only to write send it away.
  it.each(['/create-experience', '/create-experience/skills', '/experiences/4/edit', '/experiences/4/edit/meta', '/create-story', '/create-story/share', '/stories/4/edit', '/recognition/9/create', '/recognition/9/create/remark'])(
    'marks %s with the disable-user guard',
    (path) => expect(routeRuleFor(path).disableUser).toBe(true),
  );

  it.each(['/experiences', '/experiences/4', '/stories/4', '/recognition/9/success', '/12/user-overview'])('leaves the reading page %s open to a deactivated account', (path) => {
    expect(routeRuleFor(path).access).toBe('restricted');
    expect(routeRuleFor(path).disableUser).toBeUndefined();
  });

  it('does not treat a non-digit user id as a user overview', () => {
    expect(routeRuleFor('/abc/user-overview').access).toBe('public');
  });
});
