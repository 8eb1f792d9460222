import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { ExperienceCard } from '@/components/experience/experience-card';
import { ExperienceJournalCard } from '@/components/journal/experience-journal-card';
import type { TExperience } from '@/lib/shared/validation/experience-answer';
import messages from '@/messages/fr.json';
import { anExperience } from '../../support/mutation-harness';

// The cards' links need the App Router; a plain anchor is all this test reads.
type LinkProps = { href: string; children: React.ReactNode; tabIndex?: number; 'aria-hidden'?: boolean };
vi.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, children, tabIndex, 'aria-hidden': ariaHidden }: LinkProps) => (
    <a href={href} tabIndex={tabIndex} aria-hidden={ariaHidden}>
      {children}
    </a>
  ),
}));

const withPicture = (pictureAlt: string | null): TExperience => ({ ...anExperience(5), pictureUrl: '/api/v2/pictures/abc.jpg', pictureAlt });

function renderBoth(experience: TExperience) {
  render(
    <NextIntlClientProvider locale="fr" messages={messages}>
      <ExperienceCard experience={experience} linked={false} />
      <ExperienceJournalCard experience={experience} viewerId={0} eager={false} />
    </NextIntlClientProvider>,
  );
}

describe("the experience's picture on its cards", () => {
  it("is described by the learner's text alternative", () => {
    renderBoth(withPicture('Trois élèves plantent des tomates'));
    expect(screen.getAllByRole('img', { name: 'Trois élèves plantent des tomates' })).toHaveLength(2);
  });

  it('is decorative when the learner wrote none: the description beside it says what the card is', () => {
    const { container } = render(
      <NextIntlClientProvider locale="fr" messages={messages}>
        <ExperienceJournalCard experience={withPicture(null)} viewerId={0} eager={false} />
      </NextIntlClientProvider>,
    );
    const picture = container.querySelector('img.experience-card__picture');
    expect(picture?.getAttribute('alt')).toBe('');
    expect(picture?.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});
