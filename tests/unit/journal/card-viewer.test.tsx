import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { ExperienceJournalCard } from '@/components/journal/experience-journal-card';
import { displayName } from '@/lib/shared/roles';
import messages from '@/messages/fr.json';
import { anExperience } from '../../support/mutation-harness';

// The card's links need the App Router; a plain anchor is all this test reads.
vi.mock('@/lib/i18n/navigation', () => ({ Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => <a href={href} {...rest}>{children}</a> }));

/**
 * Issue 8: a card is drawn for the viewer the server names, with no store to wait for. The
 * browser's store is empty while the server renders: the author's menu used to appear only after
 * hydration, and moved the first card (Lighthouse's layout shift of 0.117 on the dashboard).
 */
function renderCard(viewer: 'author' | 'someone else') {
  const experience = anExperience(8);
  const author = experience.userAttributes;
  render(
    <NextIntlClientProvider locale="fr" messages={messages}>
      <ExperienceJournalCard experience={experience} viewerId={viewer === 'author' ? author.id : author.id + 1} eager={false} />
    </NextIntlClientProvider>,
  );
  const name = displayName(author);
  // The avatar's link is named by what it shows, the avatar (WCAG 2.5.3); the name's by the name.
  const avatarLink = screen.getByRole('link', { name: (accessibleName) => accessibleName.startsWith(messages.user.avatarAlt.replace('{name}', name)) });
  const nameLink = screen.getByRole('link', { name });
  return { author, avatarLink, nameLink, experience };
}

describe('a journal card, for the viewer the server names (spec §2)', () => {
  it('gives its author the menu, and sends their name to their dashboard', () => {
    const { avatarLink, nameLink, experience } = renderCard('author');
    // The toggle names its item, so a screen reader's list of buttons tells one card's from the next.
    expect(screen.getByRole('button', { name: messages.journal.menu.openFor.replace('{item}', experience.description) })).toBeDefined();
    expect([avatarLink.getAttribute('href'), nameLink.getAttribute('href')]).toEqual(['/', '/']);
  });

  it('gives anyone else no menu, and sends the name to the author’s overview', () => {
    const { author, nameLink } = renderCard('someone else');
    expect(screen.queryByRole('button', { name: (accessibleName) => accessibleName.startsWith(messages.journal.menu.open) })).toBeNull();
    expect(nameLink.getAttribute('href')).toBe(`/${author.id}/user-overview`);
  });
});
