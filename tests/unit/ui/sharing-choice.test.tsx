import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { SharingChoice } from '@/components/ui/sharing-choice';
import messages from '@/messages/fr.json';
import type { TPublicLinkRule } from '@/lib/shared/validation/public-links';
import { useSessionStore } from '@/lib/stores/session-store';
import { aUser } from '../../support/users';

// Issue 32: "a community setting for public links: allowed, off, or needing a group admin's approval".
function renderUnder(rule: TPublicLinkRule) {
  const user = aUser();
  useSessionStore.getState().setUser({ ...user, communitiesAttributes: [{ ...user.communitiesAttributes[0], publicLinks: rule }] });
  render(
    <NextIntlClientProvider locale="fr" messages={messages}>
      <SharingChoice idPrefix="s" value={{ sharingParameters: 'community', groupIds: [] }} onChange={() => undefined} showErrors={false} />
    </NextIntlClientProvider>,
  );
  return screen.getByRole('radio', { name: /Lien public/ }) as HTMLInputElement;
}

afterEach(() => useSessionStore.getState().reset());

describe('the sharing choice under the community’s rule for public links', () => {
  it('offers a public link as before where links are allowed', () => {
    expect(renderUnder('allowed').disabled).toBe(false);
    expect(screen.getByText(`— ${messages.experience.shareHint.public}`, { exact: false })).toBeTruthy();
  });

  it('says a group admin approves it first where the community asks for approval', () => {
    expect(renderUnder('approval').disabled).toBe(false);
    expect(screen.getByText(`— ${messages.experience.shareHint.publicApproval}`, { exact: false })).toBeTruthy();
  });

  it('cannot be picked, and says why, where the community turned links off', () => {
    expect(renderUnder('off').disabled).toBe(true);
    expect(screen.getByText(`— ${messages.experience.shareHint.publicOff}`, { exact: false })).toBeTruthy();
  });
});
