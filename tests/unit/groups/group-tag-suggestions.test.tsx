import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { GroupTagSuggestions } from '@/components/experience/wizard/group-tag-suggestions';
import { getGroupInfoQueryOptions } from '@/lib/api/groups';
import { makeQueryClient } from '@/lib/api/query-client';
import { useSessionStore } from '@/lib/stores/session-store';
import type { TGroupInfo } from '@/lib/shared/validation/group';
import messages from '@/messages/fr.json';
import { aUser } from '../../support/users';

const group = (id: number, tags: string[]): TGroupInfo => ({
  id,
  name: `Groupe ${id}`,
  description: null,
  logoUrl: null,
  communityId: 1,
  tags: tags.map((name, i) => ({ id: id * 10 + i, name, taggableType: 'Group' })),
  skills: [],
});

function renderSuggestions(chosen: string[], onToggle = vi.fn()) {
  useSessionStore.getState().setUser(aUser({ groupsAttributes: [1, 2].map((id) => ({ id, name: `Groupe ${id}`, description: null, logoUrl: null, communityId: 1 })) }));
  const queryClient = makeQueryClient();
  // Both groups already read: no request leaves the test.
  queryClient.setQueryData(getGroupInfoQueryOptions(1).queryKey, group(1, ['Théâtre', 'voix']));
  queryClient.setQueryData(getGroupInfoQueryOptions(2).queryKey, group(2, ['voix', 'Scène']));
  render(
    <NextIntlClientProvider locale="fr" messages={messages}>
      <QueryClientProvider client={queryClient}>
        <GroupTagSuggestions tags={chosen.map((name) => ({ name }))} onToggle={onToggle} pending={false} />
      </QueryClientProvider>
    </NextIntlClientProvider>,
  );
  return onToggle;
}

describe("the wizard's tags suggested by the learner's groups", () => {
  it('offers each group tag once, leaves out those already chosen (whatever their case), and adds one per press', () => {
    const onToggle = renderSuggestions(['théâtre']);
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Ajouter le tag voix', 'Ajouter le tag Scène']);
    fireEvent.click(screen.getByRole('button', { name: 'Ajouter le tag Scène' }));
    expect(onToggle).toHaveBeenCalledWith('Scène');
  });

  it('shows nothing once every suggestion is chosen', () => {
    renderSuggestions(['Théâtre', 'VOIX', 'scène']);
    expect(screen.queryByRole('heading', { name: 'Tags de vos groupes' })).toBeNull();
  });
});
