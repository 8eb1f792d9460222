import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { ExperienceJournalCard } from '@/components/journal/experience-journal-card';
import messages from '@/messages/fr.json';
import { anExperience } from '../../support/mutation-harness';

// The card's links need the App Router; a plain anchor is all this test reads.
vi.mock('@/lib/i18n/navigation', () => ({ Link: ({ href, children, ...rest }: { href: string; children: React.ReactNode }) => <a href={href} {...rest}>{children}</a> }));

describe('an experience awaiting its recognition (spec §4)', () => {
  it('shows the badge and the panel as one banner, not two stacked ones (issue 8)', () => {
    const experience = { ...anExperience(5), microRecognition: { id: 1, status: 'pending', createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z', teacherable: { email: null } } };
    render(
      <NextIntlClientProvider locale="fr" messages={messages}>
        <ExperienceJournalCard experience={experience} viewerId={null} eager={false} />
      </NextIntlClientProvider>,
    );
    const banners = screen.getAllByRole('status');
    expect(banners).toHaveLength(1);
    expect(banners[0].textContent).toBe(`${messages.journal.recognition.pendingBadge} ${messages.journal.recognition.pendingPanel}`);
    expect(screen.getAllByText(messages.journal.recognition.pendingBadge)).toHaveLength(1);
  });
});
