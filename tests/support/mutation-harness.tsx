import { QueryClientProvider, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { renderHook } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ToastMessage } from 'primereact/toast';
import type { ReactNode } from 'react';
import { emptyDraft, buildPreview } from '@/components/experience/draft/draft-rules';
import { makeQueryClient } from '@/lib/api/query-client';
import { useToastStore } from '@/lib/stores/toast-store';
import type { TExperience } from '@/lib/shared/validation/experience-answer';
import type { TJournalItem } from '@/lib/shared/validation/journal';
import type { TPaginated } from '@/lib/shared/validation/pagination';
import messages from '@/messages/fr.json';
import { aUser } from './users';

/**
 * Renders a mutation hook as the app does (React Query with the app's own client, French
 * messages) and records the toasts on screen: each one raised, less those a newer one of its kind replaced.
 */
export function renderWithApp<T>(hook: () => T, queryClient: QueryClient = makeQueryClient()) {
  const toasts: ToastMessage[] = [];
  useToastStore.getState().register({
    show: (message) => toasts.push(message),
    remove: (message) => {
      const at = toasts.indexOf(message);
      if (at >= 0) toasts.splice(at, 1);
    },
    clear: () => toasts.splice(0),
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <NextIntlClientProvider locale="fr" messages={messages}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </NextIntlClientProvider>
  );
  return { ...renderHook(hook, { wrapper }), queryClient, toasts };
}

export const anExperience = (id: number): TExperience => ({ ...buildPreview(emptyDraft(), aUser(), null), id, description: `Experience ${id}` });

/** One loaded journal page holding the given items, as React Query keeps an infinite list. */
export const aJournal = (items: TJournalItem['journalItem'][]): InfiniteData<TPaginated<TJournalItem>> => ({
  pages: [{ paginatedResults: items.map((journalItem) => ({ journalItem })), totalPages: { pages: 1 } }],
  pageParams: [0],
});
